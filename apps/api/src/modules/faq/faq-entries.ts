/**
 * The FAQ helper's entries, written by us for each kind of person, about how Noticeboard works here (the paths are
 * the app's own). Kept as data in code: they change with the product, in the same commit, and are reviewed as text.
 * `phrasings` are other ways people ask the same thing; `starter` marks the few offered before anything is typed.
 */
import type { FaqAudience, FaqLink } from '@noticeboard/shared';

export interface FaqEntryData {
  id: string;
  audiences: readonly FaqAudience[];
  question: string;
  phrasings: readonly string[];
  answer: string;
  links: readonly FaqLink[];
  starter?: boolean;
}

const EVERYONE: readonly FaqAudience[] = [
  'INSTITUTE',
  'ADMIN',
  'FACULTY',
  'CANDIDATE',
  'INDIVIDUAL',
  'PARENT',
  'VISITOR',
];
const MEMBERS: readonly FaqAudience[] = ['INSTITUTE', 'ADMIN', 'FACULTY', 'CANDIDATE', 'INDIVIDUAL'];
const READERS: readonly FaqAudience[] = ['CANDIDATE', 'INDIVIDUAL', 'FACULTY', 'ADMIN', 'VISITOR'];
const SCHOOL: readonly FaqAudience[] = ['INSTITUTE', 'ADMIN'];
const STAFF: readonly FaqAudience[] = ['INSTITUTE', 'ADMIN', 'FACULTY'];
const TEACHERS: readonly FaqAudience[] = ['FACULTY', 'ADMIN'];

const link = (label: string, path: string): FaqLink => ({ label, path });

export const FAQ_ENTRIES: readonly FaqEntryData[] = [
  // Signing in and accounts
  {
    id: 'reset-password',
    audiences: EVERYONE,
    question: 'How do I reset my password?',
    phrasings: [
      'I forgot my password',
      'I cannot remember my password',
      'change a lost password',
      'password not working',
    ],
    answer:
      'Open the reset password page (or tap "Forgot password?" on the sign-in page), type the email you sign in with and tap "Send reset link". Open the link we email you, choose a new password and sign in with it. The link works once and expires soon, so ask for a new one if it has.',
    links: [link('Reset password', '/reset-password'), link('Sign in', '/login')],
    starter: true,
  },
  {
    id: 'change-password',
    audiences: MEMBERS,
    question: 'How do I change my password when I am signed in?',
    phrasings: ['update my password', 'set a new password while logged in', 'make my password stronger'],
    answer:
      'Signed in, open "Change password" from your account menu (your initials at the top right), type your current password and then the new one. A password needs at least 9 characters, with a capital letter, a number and a symbol.',
    links: [link('Change password', '/change-password')],
  },
  {
    id: 'sign-in',
    audiences: EVERYONE,
    question: 'How do I sign in?',
    phrasings: ['where do I log in', 'login page', 'how to enter my account'],
    answer:
      'Open the sign-in page and type your email and password; there is no role to pick. You land on your Home page with what matters to you today.',
    links: [link('Sign in', '/login')],
  },
  {
    id: 'student-first-sign-in',
    audiences: ['CANDIDATE', 'PARENT', 'VISITOR'],
    question: 'How does a student sign in for the first time?',
    phrasings: [
      'my school added me, what is my password',
      'I got an email from my school',
      'student account first time',
      'kid never set a password',
    ],
    answer:
      'When your school adds you, we email you a link to set your password. Open it, choose a password and tap "Set password", then sign in with your email and that password. If the link has expired, use reset password with the same email.',
    links: [link('Reset password', '/reset-password'), link('Sign in', '/login')],
  },
  {
    id: 'link-expired',
    audiences: EVERYONE,
    question: 'The link in my email says it has expired. What now?',
    phrasings: ['link expired', 'email link does not work', 'old link invalid'],
    answer:
      'Links we email work once and only for a while, to keep your account safe. Ask for a fresh one: reset password for a password link, or ask your school to send the parent consent or invitation again. A parent who has already answered can ask for a link to change their choices on the parent consent page.',
    links: [link('Reset password', '/reset-password'), link('Change consent choices', '/parent-consent/verify')],
  },
  {
    id: 'school-signup',
    audiences: ['INSTITUTE', 'VISITOR'],
    question: 'How does a school join Noticeboard?',
    phrasings: ['register my school', 'create a school account', 'sign up as an institute', 'enroll our school'],
    answer:
      'On the sign-up page choose School, fill in the school details, its web address and email, then confirm the email with the 6-digit code or the link we send. After that the school signs in and its Home page lists the first steps: start the academic session, add classes and sections, add students and invite teachers.',
    links: [link('Sign up', '/signup'), link('School plans', '/subscription/school')],
    starter: true,
  },
  {
    id: 'individual-signup',
    audiences: ['INDIVIDUAL', 'PARENT', 'VISITOR'],
    question: 'How do I create my own reader account?',
    phrasings: ['sign up as an individual', 'register without a school', 'make an account for myself'],
    answer:
      'On the sign-up page choose Individual, fill in your details and type the 6-digit code we email you. You can then start a free trial with "Start free trial" in the banner at the top of the page, or on the plans page.',
    links: [link('Sign up', '/signup'), link('Reader plans', '/subscription/reader')],
  },
  {
    id: 'verify-code',
    audiences: ['INDIVIDUAL', 'INSTITUTE', 'VISITOR'],
    question: 'I did not get the sign-up code. What can I do?',
    phrasings: ['OTP not received', 'verification code missing', 'resend the code'],
    answer:
      'Wait a minute and check your spam folder, then tap "Resend code" on the code page (it counts down first). Make sure the email shown there is right; if it is not, start the sign-up again. A school can also confirm with the link in the same email.',
    links: [link('Sign up', '/signup')],
  },
  {
    id: 'sign-out',
    audiences: MEMBERS,
    question: 'How do I sign out?',
    phrasings: ['log out', 'logout from this phone', 'leave my account on a shared computer'],
    answer:
      'Open your account menu (your initials at the top right) and choose "Sign out". On a shared computer always sign out when you finish.',
    links: [link('Sign out', '/signout')],
  },
  {
    id: 'school-login-page',
    audiences: ['INSTITUTE', 'ADMIN', 'FACULTY', 'CANDIDATE'],
    question: 'Does my school have its own sign-in page?',
    phrasings: ['school login link', 'sign in page with our school name'],
    answer:
      'Yes: the school\'s web address followed by /login, for example /greenfield-public-school/login, says "Sign in to" and the school\'s name. The usual sign-in page works for everyone too.',
    links: [link('Sign in', '/login')],
  },

  // A school running Noticeboard
  {
    id: 'school-add-students',
    audiences: ['INSTITUTE', 'ADMIN'],
    question: 'How does my school add students?',
    phrasings: [
      'add pupils to our school',
      'enroll children',
      'register students in bulk',
      'put my class on Noticeboard',
      'create student accounts',
    ],
    answer:
      'Signed in as the school, open Students. "Add student" adds one child with their name, email, class and section (a parent\'s name and email too, if you have them). "Upload students" adds a whole class from a CSV or Excel (XLSX) sheet; "Check only" tests the file first and shows any problems. Each student gets an email to set their password.',
    links: [link('Students', '/candidate')],
    starter: true,
  },
  {
    id: 'student-upload-format',
    audiences: SCHOOL,
    question: 'What columns does the student upload sheet need?',
    phrasings: ['CSV format for students', 'excel template for import', 'upload file problems', 'import errors'],
    answer:
      'Name, email, class (3 to 12, or "Class 12 Onwards"), section (NA or A to G), roll number, date of birth (YYYY-MM-DD), parent name and parent email; up to 10,000 students and 5 MB per file. The upload window has "Template (CSV)" and "Template (XLSX)" to start from, and "Check only" lists every problem row by row before anything is saved.',
    links: [link('Students', '/candidate')],
  },
  {
    id: 'move-remove-students',
    audiences: SCHOOL,
    question: 'How do I move a student to another class or remove them?',
    phrasings: ['change section of a student', 'promote students to next class', 'delete a student', 'restore student'],
    answer:
      'On Students, tick the students and use "Move selected" to change class and section, or use the "Edit or move" and "Remove" buttons on a row. To bring a student back, set the Status filter to "Removed students" and tap "Restore".',
    links: [link('Students', '/candidate')],
  },
  {
    id: 'seats-full',
    audiences: SCHOOL,
    question: "It says our plan's seats are full. How do we add more students?",
    phrasings: ['seat limit reached', 'cannot add more students', 'buy more seats'],
    answer:
      'A school plan covers a number of student seats. When they are full, adding or restoring students opens "Your plan\'s seats are full" with a button to buy the extra seats you need; after paying, add the students again.',
    links: [link('Students', '/candidate'), link('School plans', '/subscription/school')],
  },
  {
    id: 'add-teachers',
    audiences: SCHOOL,
    question: 'How do we add teachers and admins?',
    phrasings: ['invite faculty', 'add staff members', 'create teacher accounts', 'make someone an admin'],
    answer:
      'Signed in as the school, open Team. On the Faculty or Admins tab tap "Add faculty member" or "Add admin" and type their name and email; they get an email to set their password. Teachers can also join with a "New join link" from the same page. "Faculty history" and "Committee history" show who changed what.',
    links: [link('Team', '/team')],
  },
  {
    id: 'approval-committee',
    audiences: STAFF,
    question: 'What is the approval committee?',
    phrasings: ['who approves posts', 'moderators of our school', 'committee members'],
    answer:
      'The teachers and admins the school puts on the "Approval committee" tab of Team. They approve posts that wait for approval and decide on magazine pieces; committee members see Moderation in their menu.',
    links: [link('Team', '/team'), link('Approval committee history', '/approval-committee/history')],
  },
  {
    id: 'curriculum',
    audiences: STAFF,
    question: 'How do we set up classes, subjects and the curriculum?',
    phrasings: ['academic session setup', 'add sections and subjects', 'assign teachers to subjects', 'chapter plan'],
    answer:
      'Signed in as the school, open Curriculum: start the academic session, add classes and sections, then add subjects to each section with the teacher who teaches them. "Plan chapters class by class" opens Class curriculum, for the chapters and when each is taught.',
    links: [link('Curriculum', '/curriculum')],
  },
  {
    id: 'school-categories',
    audiences: SCHOOL,
    question: 'Can our school add its own community categories?',
    phrasings: ['custom categories', 'rename a category', 'school topics for posts'],
    answer:
      'Yes. Signed in as the school, open Categories to add, rename or delete your own; the 13 global community categories are always there for everyone.',
    links: [link('Categories', '/category')],
  },
  {
    id: 'school-verified-badge',
    audiences: ['INSTITUTE', 'VISITOR', 'PARENT'],
    question: 'What is the Verified badge on a school page?',
    phrasings: ['verify our school', 'blue tick for school', 'school verification request'],
    answer:
      'It means our team checked the school\'s official number (UDISE code or board affiliation number). A school asks for it with "Request verification" on its own school page, and sees "Waiting for our check" until we decide.',
    links: [],
  },
  {
    id: 'school-profile',
    audiences: ['INSTITUTE', 'VISITOR', 'PARENT'],
    question: "Where is our school's public page?",
    phrasings: ['institution profile', 'edit school details', 'school address and logo'],
    answer:
      'Every school has a public page at /institution/ followed by its web address. Signed in as the school, "My profile" in your account menu opens it, and "School details" there changes the name, contact number and address. The logo for newsletters is uploaded on Newsletters.',
    links: [],
  },
  {
    id: 'tax-details',
    audiences: ['INSTITUTE'],
    question: 'Where do we add our GST number for invoices?',
    phrasings: ['GSTIN', 'tax details for billing', 'invoice with GST'],
    answer:
      'Signed in as the school, open Tax details, type your GSTIN, legal name, billing address and PIN code, and tap "Save tax details". The GSTIN must belong to the state of your address; invoices after that carry these details.',
    links: [link('Tax details', '/tax')],
  },
  {
    id: 'invoices',
    audiences: ['INSTITUTE', 'INDIVIDUAL'],
    question: 'Where can I find my payments and invoices?',
    phrasings: ['download invoice', 'payment history', 'receipt for subscription', 'transactions'],
    answer:
      'Open "Payments and invoices" from your account menu: every payment is listed on Transactions, newest first, with "Download invoice" for its PDF. Invoices are also emailed after each payment.',
    links: [link('Transactions', '/transaction')],
  },
  {
    id: 'question-bank-adoption',
    audiences: STAFF,
    question: "Can our school use another school's question bank?",
    phrasings: ['adopt questions', 'share question bank between schools', 'adoption request'],
    answer:
      'Yes, by adoption. Signed in as the school, open School adoption, find the school and tap "Request their question bank"; the other school accepts or declines under Received. The adopted questions then appear under Adopted in your question bank, for papers and assessments.',
    links: [link('School adoption', '/school-adoption')],
  },

  // Parents and consent
  {
    id: 'parent-consent-what',
    audiences: ['PARENT', 'VISITOR', 'INSTITUTE', 'ADMIN', 'CANDIDATE'],
    question: 'What is parent consent and why is it needed?',
    phrasings: ['why does my child need my permission', 'guardian approval', 'consent for children'],
    answer:
      'Children use Noticeboard through their school, and a parent decides what their child may do: for example appear in lists by name, post and comment, or have face checks for assessments. The school sends you an email link; you answer there, and you can change your choices later.',
    links: [],
    starter: true,
  },
  {
    id: 'parent-give-consent',
    audiences: ['PARENT', 'VISITOR'],
    question: 'How do I give consent for my child as a parent?',
    phrasings: ['parent email link', 'approve my kid', 'consent form for my son or daughter'],
    answer:
      'Open the link in the email from your child\'s school. It shows your child\'s first name and school. Type your name as it appears in the email, tick face checks if you allow them, then tap "I give consent" (or "I do not consent"). If the school asks a consent fee, you pay it on the same page and get the invoice by email.',
    links: [],
  },
  {
    id: 'parent-change-consent',
    audiences: ['PARENT', 'VISITOR'],
    question: 'Can I change what I allowed for my child later?',
    phrasings: ['withdraw consent', 'change my choices as a parent', 'stop face checks for my child'],
    answer:
      'Yes. Open the parent consent page (the link below) and, under "Already answered? Change your choices", type your email and tap "Email me a link". That link lets you switch each use of your child\'s data on or off, or withdraw all consent, for 7 days.',
    links: [link('Change your choices', '/parent-consent/verify')],
  },
  {
    id: 'school-send-consent',
    audiences: SCHOOL,
    question: 'How does a school ask parents for consent?',
    phrasings: ['send consent links', 'parents have not answered', 'resend consent email', 'record paper consent'],
    answer:
      'Signed in as the school, open Parent consent. "Send pending links" emails every parent who has not answered and "Ask a parent" sends one request; each row can be sent again, or its menu records an answer a parent gave on paper. You can also set a consent fee there.',
    links: [link('Parent consent', '/parent-consent')],
  },
  {
    id: 'child-no-consent',
    audiences: ['CANDIDATE', 'PARENT'],
    question: 'Why can I not post or share my story yet?',
    phrasings: ['student blocked from posting', 'waiting for my parent', 'no permission to post'],
    answer:
      "Posting, commenting and sharing your story wait for your parent's consent. Ask your parent to open the link your school emailed them. Until then you can still read the news, play quizzes and practise.",
    links: [],
  },

  // Plans and payments
  {
    id: 'free-trial',
    audiences: ['INDIVIDUAL', 'INSTITUTE', 'VISITOR'],
    question: 'How does the free trial work?',
    phrasings: ['start trial', 'try before paying', 'how long is the trial', '14 days free'],
    answer:
      'A new school account or reader can start a 14-day free trial once, with "Start free trial" in the banner at the top or on the plans page. It starts today, needs no payment details, and lets you post in the community and use every feature. Students and teachers are covered by their school\'s trial or plan.',
    links: [link('Reader plans', '/subscription/reader'), link('School plans', '/subscription/school')],
    starter: true,
  },
  {
    id: 'plans-prices',
    audiences: ['INDIVIDUAL', 'INSTITUTE', 'VISITOR', 'PARENT'],
    question: 'What plans are there and what do they cost?',
    phrasings: ['pricing', 'subscription cost', 'how much is it', 'fees'],
    answer:
      'The plans pages show every plan with its price and what it includes: one for readers, one for schools. Signed in as a school account or a reader, "Plans and pricing" in your account menu opens yours. Larger schools and groups can ask there for a plan of their own.',
    links: [link('Reader plans', '/subscription/reader'), link('School plans', '/subscription/school')],
  },
  {
    id: 'subscribe-pay',
    audiences: ['INDIVIDUAL', 'INSTITUTE'],
    question: 'How do I buy or renew a subscription?',
    phrasings: ['pay for a plan', 'renew my plan', 'upgrade subscription', 'subscription expired'],
    answer:
      'Open "Plans and pricing" from your account menu, tap the "Choose" button of a plan and pay at checkout. When a plan has ended, or a trial ends within 3 days, a banner at the top offers "Renew now" or "Choose a plan". Invoices are emailed and kept on Transactions.',
    links: [
      link('Reader plans', '/pricing/reader'),
      link('School plans', '/pricing/school'),
      link('Transactions', '/transaction'),
    ],
  },
  {
    id: 'promo-code',
    audiences: ['INDIVIDUAL', 'INSTITUTE'],
    question: 'Where do I enter a discount code?',
    phrasings: ['coupon', 'promo code', 'offer code at checkout'],
    answer:
      'At checkout, type the code in the "Promotion code" box and tap "Apply" before you pay; the price updates when it is accepted.',
    links: [link('Reader plans', '/pricing/reader')],
  },
  {
    id: 'subscription-required',
    audiences: MEMBERS,
    question: 'Why does it say a subscription is required to post?',
    phrasings: ['cannot create post without plan', 'subscription needed message'],
    answer:
      'Posting in the community and starting collabs need an active plan or trial. Students and staff: ask your school administrator. Readers: start your trial or choose a plan.',
    links: [link('Reader plans', '/pricing/reader')],
  },
  {
    id: 'wallet',
    audiences: ['INDIVIDUAL', 'INSTITUTE'],
    question: 'What is the wallet?',
    phrasings: ['wallet balance', 'top up credits', 'money in my account'],
    answer:
      'The wallet card on Transactions holds money you add with "Add money", to spend on plans and seats: tick "Pay from my wallet" at checkout. The card shows the balance and the latest entries.',
    links: [link('Transactions', '/transaction')],
  },

  // News
  {
    id: 'news-where',
    audiences: EVERYONE,
    question: 'Where do I read the news?',
    phrasings: ['latest news', 'current affairs', 'read articles', 'news feed'],
    answer:
      'News in the menu opens current affairs. Latest News has everything newest first, Trending what others read most, and you can browse by category or publisher.',
    links: [
      link('Current affairs', '/current-affairs'),
      link('Latest News', '/latest'),
      link('Trending', '/trending'),
      link('Categories', '/categories'),
    ],
    starter: true,
  },
  {
    id: 'for-you',
    audiences: ['CANDIDATE', 'INDIVIDUAL', 'FACULTY', 'ADMIN'],
    question: 'How is my For You feed chosen?',
    phrasings: ['personalised news', 'recommended articles', 'why do I see these stories'],
    answer:
      'For You needs you to be signed in. With "Personalise For You with my reading" on (on Customize feeds), it follows the articles you open and save and the topics and publishers you pick there, with some other stories mixed in. With it off, it shows fresh and trending stories.',
    links: [link('For You', '/for-you'), link('Customize feeds', '/customize-feeds')],
  },
  {
    id: 'customize-feeds',
    audiences: ['CANDIDATE', 'INDIVIDUAL', 'FACULTY', 'ADMIN'],
    question: 'How do I choose the topics I see?',
    phrasings: ['change my interests', 'pick categories and publishers', 'personalise my feed', 'less sports news'],
    answer:
      'Open Customize feeds, pick the topics and publishers you like, turn on "Personalise For You with my reading" and tap Save. For You then follows your choices.',
    links: [link('Customize feeds', '/customize-feeds')],
  },
  {
    id: 'save-article',
    audiences: ['CANDIDATE', 'INDIVIDUAL', 'FACULTY', 'ADMIN'],
    question: 'How do I save an article to read later?',
    phrasings: ['bookmark a story', 'where are my saved items', 'saved articles list'],
    answer:
      'Signed in, tap "Save" under the article\'s picture; it then says "Saved". Saved Items keeps them all; tap "Saved" again to remove one.',
    links: [link('Saved Items', '/saved-items')],
  },
  {
    id: 'listen-article',
    audiences: READERS,
    question: 'Can I listen to an article instead of reading it?',
    phrasings: ['audio news', 'read aloud', 'text to speech', 'play the article', 'playback speed'],
    answer:
      'Yes. Every article has "Listen to this article" with a play button; choose a speed from 0.5× to 2×. If the recording is not ready yet, your browser reads it aloud.',
    links: [link('Latest News', '/latest')],
  },
  {
    id: 'recent-reads',
    audiences: ['CANDIDATE', 'INDIVIDUAL', 'FACULTY', 'ADMIN'],
    question: 'Where can I find an article I read earlier?',
    phrasings: ['reading history', 'articles I opened', 'recently read'],
    answer: 'Your Recent Reads lists the articles you opened, newest first.',
    links: [link('Recent reads', '/recent-reads')],
  },
  {
    id: 'report-article',
    audiences: READERS,
    question: 'How do I report an article that is wrong or upsetting?',
    phrasings: ['fake news', 'inappropriate article', 'flag a story', 'report abuse'],
    answer:
      'Signed in, tap "Report" under the article, choose what is wrong (Fake, Inappropriate or Others), give a reason and tap "Report". The article is hidden for you from then on, and if you are in a school, your school gets the report to review.',
    links: [],
  },
  {
    id: 'share-article',
    audiences: EVERYONE,
    question: 'How do I share an article with a friend?',
    phrasings: ['send a news link', 'share on WhatsApp'],
    answer: 'Tap "Share" under the article: your phone\'s share sheet opens, or the link is copied for you to paste.',
    links: [],
  },
  {
    id: 'deck',
    audiences: ['CANDIDATE', 'INDIVIDUAL', 'FACULTY', 'ADMIN'],
    question: 'What is the news deck?',
    phrasings: ['swipe cards', 'stories one card at a time', 'weekly deck'],
    answer: "This week's stories as cards: pick a deck, then swipe through them one at a time.",
    links: [link('Deck', '/deck')],
  },
  {
    id: 'in-short',
    audiences: READERS,
    question: 'What is the "In short" box on an article?',
    phrasings: ['article summary', 'short version of the news', 'thumbs up on summary'],
    answer:
      'Up to three key sentences picked from the article itself by our own program, so you get the gist fast. Signed in, tell us with a thumbs up or down whether it helped.',
    links: [],
  },

  // Quizzes and practice
  {
    id: 'daily-quiz',
    audiences: ['CANDIDATE', 'INDIVIDUAL', 'VISITOR', 'PARENT'],
    question: 'How does the daily quiz work?',
    phrasings: ['take a quiz', 'quiz of the day', 'when can I play the quiz', 'quiz is locked'],
    answer:
      'Each day\'s quiz is ten questions made from that day\'s news. Signed in, read the day\'s minimum number of articles (usually 3); the quiz then opens with "Take a Quiz", or "Play" on the Quiz page. You see your score, a review of every answer, and your rank on the leaderboard.',
    links: [link('Quiz', '/quiz'), link('Leaderboard', '/leaderboard')],
    starter: true,
  },
  {
    id: 'quiz-settings',
    audiences: ['CANDIDATE', 'INDIVIDUAL'],
    question: 'Can I choose the topics of my quiz?',
    phrasings: ['quiz preferences', 'preferred categories for quiz'],
    answer:
      'Yes: on Quiz settings pick your "Preferred categories" and tap "Save categories". Your daily questions come first from articles you read, then from these. "Quiz audio" adds a button that reads each question aloud.',
    links: [link('Quiz settings', '/quiz-settings')],
  },
  {
    id: 'quiz-result',
    audiences: ['CANDIDATE', 'INDIVIDUAL'],
    question: 'Where do I see my quiz score and the right answers?',
    phrasings: ['quiz review', 'my result', 'which answers were wrong'],
    answer:
      'After you submit, the result page shows your score, how many you attempted, right, wrong and skipped, and a review with the right answer to each question. "See result" on the Quiz page opens it again.',
    links: [link('Quiz', '/quiz')],
  },
  {
    id: 'leaderboard',
    audiences: ['CANDIDATE', 'INDIVIDUAL', 'FACULTY', 'ADMIN', 'INSTITUTE'],
    question: 'How does the leaderboard work?',
    phrasings: ['rank', 'top scorers', 'class leaderboard', 'who is first'],
    answer:
      'The leaderboard ranks quiz scores over a range you pick (Today, Yesterday, Last 7 days and so on); on equal scores, less time taken comes first. Students can switch between All schools, My school, My class and My section; the Class leaderboard shows one class or section.',
    links: [link('Leaderboard', '/leaderboard'), link('Class leaderboard', '/leaderboard/class')],
  },
  {
    id: 'quiz-summary',
    audiences: STAFF,
    question: 'How do teachers see how the class did in quizzes?',
    phrasings: ['class quiz results', 'quiz report for school', 'student quiz scores'],
    answer:
      'Quiz summary shows participation and scores for the school, each class and each student, over the range you choose.',
    links: [link('Quiz summary', '/quiz-summary')],
  },
  {
    id: 'mcq-practice',
    audiences: EVERYONE,
    question: 'How do I practise multiple-choice questions?',
    phrasings: ['MCQ practice', 'practice questions by subject', 'revise for exams', 'mock questions'],
    answer:
      'Open MCQ practice, choose the class, subject and chapter (and difficulty if you like), tap your answer and see why it is right. Visitors can practise without signing in; students and readers who are signed in have their practice kept on the practice summary.',
    links: [link('MCQ practice', '/question-bank/mcq-practice'), link('Practice summary', '/mcq-practice-summary')],
    starter: true,
  },
  {
    id: 'mcq-history',
    audiences: ['CANDIDATE', 'INDIVIDUAL'],
    question: 'Where are the questions I already practised?',
    phrasings: ['attempted MCQs', 'practice history', 'my accuracy'],
    answer:
      'The MCQ Practice Summary shows every question you practised and your accuracy by subject and by difficulty; MCQs Attempted lists the questions one by one.',
    links: [link('Practice summary', '/mcq-practice-summary'), link('MCQs attempted', '/mcq-attempted')],
  },
  {
    id: 'question-bank-add',
    audiences: TEACHERS,
    question: 'How do teachers add questions to the question bank?',
    phrasings: ['create MCQ', 'write questions', 'question review by admin'],
    answer:
      'Teachers open Question Bank and tap "Add question" to write one for their subjects. The school or an admin reviews it; approved questions can be used in question papers and assessments.',
    links: [link('Question Bank', '/question-bank')],
  },
  {
    id: 'question-paper',
    audiences: STAFF,
    question: 'Can I print a question paper?',
    phrasings: ['download question paper PDF', 'make a test paper', 'download history'],
    answer:
      'Yes. In the Question Bank, tick approved questions and tap "Download question paper", give it a title (and an answer key if you want) and it downloads as a PDF. Papers keeps your download history.',
    links: [link('Question Bank', '/question-bank'), link('Download history', '/download-question-bank/history')],
  },

  // Assessments
  {
    id: 'assessment-student',
    audiences: ['CANDIDATE', 'PARENT'],
    question: 'How do I take an assessment my teacher set?',
    phrasings: ['attempt a test', 'homework assignment', 'online exam', 'where are my tests'],
    answer:
      'Open Assessments: it lists what is waiting for you, what is due first at the top. Tap "Start" (or "Continue"), answer, and submit before the time ends; your answers are saved as you go. Once marks are out, "See result" shows them and My results lists them all.',
    links: [link('Assessments', '/assessment'), link('My results', '/appeared-assessment/student')],
  },
  {
    id: 'face-check',
    audiences: ['CANDIDATE', 'PARENT', 'INSTITUTE', 'FACULTY'],
    question: 'Why does an assessment ask for a face check?',
    phrasings: ['camera verification', 'face recognition before test', 'enrol my picture'],
    answer:
      'Some assessments confirm it is really you: the first time you enrol a picture, then a quick check with your camera before the test. Tap "Allow camera" when asked. If your parent did not allow face checks, your teacher confirms it is you instead.',
    links: [link('Assessments', '/assessment')],
  },
  {
    id: 'camera-blocked',
    audiences: ['CANDIDATE'],
    question: 'The face check says my camera is blocked. What do I do?',
    phrasings: ['camera permission denied', 'camera not working', 'enable webcam'],
    answer:
      'Open your browser\'s site settings for Noticeboard, allow the camera, then tap "Try again" (or reload the page). Close other apps that may be using the camera.',
    links: [],
  },
  {
    id: 'create-assessment',
    audiences: TEACHERS,
    question: 'How do teachers create an assessment?',
    phrasings: ['make a test', 'set homework', 'publish an assignment to class', 'new assessment'],
    answer:
      'Open Assessments from your menu and tap "New assessment" (or switch to Q&A assignments). Add questions with "Add from question bank" or "Write a question", then tap "Publish…" to choose the classes, when it opens and closes, the time limit and whether a face check comes first. Attempts, Grading and Analytics are tabs of each assessment.',
    links: [link('Assessments', '/question-bank?view=assessments')],
  },
  {
    id: 'grade-assessment',
    audiences: STAFF,
    question: 'How do I grade answers and see results?',
    phrasings: ['mark written answers', 'assessment analytics', 'appeared assessments'],
    answer:
      'Open the assessment from Assessments: Attempts shows who took it, Grading is where you mark written answers (Q&A, and assessments whose results wait for marking) and Analytics shows the results. The school also sees every attempt on Appeared assessments and Appeared Q&A.',
    links: [link('Appeared assessments', '/appeared-assessment'), link('Appeared Q&A', '/appeared-qna')],
  },
  {
    id: 'face-check-review',
    audiences: SCHOOL,
    question: 'Where does the school review flagged face checks?',
    phrasings: ['face check flagged', 'approve face verification'],
    answer:
      'Flagged checks wait on Assessments under "Face checks" (Home shows how many): compare the picture with the enrolled one and tap "It\'s them: approve" or "Not them: reject". For a student without face checks, tap "I confirm it\'s them".',
    links: [
      link('Face checks', '/assessment?kind=face-checks'),
      link('Face checks for admins', '/question-bank?view=assessments&kind=face-checks'),
    ],
  },

  // School news, magazine and assembly
  {
    id: 'assembly-bulletin',
    audiences: ['INSTITUTE', 'ADMIN', 'FACULTY', 'VISITOR'],
    question: 'What is the morning assembly bulletin?',
    phrasings: ['assembly news', 'thought of the day', 'school announcements', 'birthdays in assembly'],
    answer:
      'Before each assembly the school gets a bulletin: headlines from the news, announcements, the thought for the day, birthdays and yesterday\'s quiz toppers. Teachers can "Edit this bulletin", print it as a one-page PDF with "Print (PDF)" or play it aloud; "Assembly settings" choose the days and time.',
    links: [link('Morning assembly', '/school-news-events')],
  },
  {
    id: 'birthday-wishes',
    audiences: ['CANDIDATE', 'FACULTY', 'ADMIN'],
    question: 'How do I wish a classmate happy birthday?',
    phrasings: ['birthday card', 'send a wish', "today's birthdays"],
    answer:
      'The "Birthdays today" card beside your school\'s community feed shows today\'s birthdays (first name and class). Tap "Wish", pick a sticker or write a short, kind message, and send it. Moderators can remove a wish.',
    links: [link('Community', '/community')],
  },
  {
    id: 'newsletter-create',
    audiences: SCHOOL,
    question: 'How does a school send a newsletter?',
    phrasings: ['create newsletter', 'email parents a newsletter', 'schedule weekly newsletter'],
    answer:
      'Open Newsletters and tap "New newsletter": it starts from a template, and "Add a block" adds text, pictures, community posts, news and more. Choose who gets it (everyone, staff, parents, or some classes), then "Send newsletter" now or schedule it. Each sent one also has a web page.',
    links: [link('Newsletters', '/newsletters')],
  },
  {
    id: 'newsletter-read',
    audiences: ['CANDIDATE', 'FACULTY', 'ADMIN', 'PARENT'],
    question: "Where can I read my school's newsletters?",
    phrasings: ['school newsletter archive', 'unsubscribe from newsletter'],
    answer:
      'Students and staff: "School newsletters" in your menu lists the ones sent. Parents get them by email. Every email has a link to its web page and an "Unsubscribe" link at the bottom.',
    links: [],
  },
  {
    id: 'magazine-read',
    audiences: ['CANDIDATE', 'FACULTY', 'ADMIN', 'INSTITUTE'],
    question: 'Where is our school magazine?',
    phrasings: ['read the magazine', 'magazine PDF', 'school magazine issues'],
    answer:
      '"School Magazine" in your menu shows your school\'s published issues; read them on screen or tap "Download PDF".',
    links: [],
  },
  {
    id: 'magazine-contribute',
    audiences: ['CANDIDATE', 'FACULTY', 'ADMIN'],
    question: 'How do I write something for the school magazine?',
    phrasings: ['submit a poem', 'contribute a piece', 'magazine article draft'],
    answer:
      'Open Contribute and tap "Start a piece". It is saved as you type; when it is ready tap "Send to editor". A teacher edits it and passes it to the approval committee, which approves it before the school puts it in an issue.',
    links: [link('Contribute', '/school-magazine/create')],
  },
  {
    id: 'magazine-publish',
    audiences: ['INSTITUTE'],
    question: 'How does the school make and publish a magazine issue?',
    phrasings: ['create magazine issue', 'save posts for the magazine'],
    answer:
      'On School Magazine, make an issue on the Issues tab from approved pieces and from posts moderators saved with "Save for magazine" (under Saved posts), then tap "Publish this issue"; readers can download the PDF.',
    links: [link('School Magazine', '/school-magazine')],
  },

  // Community
  {
    id: 'community-what',
    audiences: EVERYONE,
    question: 'What is the community?',
    phrasings: ['community feed', 'posts from schools', 'what can I see without an account'],
    answer:
      "Posts by students, teachers and schools in 13 categories such as academics, events and stories. Visitors see public posts; members also see their own school's.",
    links: [link('Community', '/community')],
  },
  {
    id: 'create-post',
    audiences: MEMBERS,
    question: 'How do I write a post in the community?',
    phrasings: ['create a post', 'share photos', 'upload a video or PDF', 'publish my work'],
    answer:
      'On Community tap "Create post": write your text, pick the category and topic, add files with "Add photos, PDF or video" (a link you paste gets a preview) and choose "Who will see this post?". Then tap "Publish", or "Submit for review" when your school\'s moderators check posts first.',
    links: [link('Community', '/community')],
  },
  {
    id: 'post-approval',
    audiences: ['CANDIDATE', 'FACULTY', 'ADMIN', 'INSTITUTE'],
    question: 'Why is my post waiting for approval?',
    phrasings: ['post pending', 'when will my post appear', 'post not showing'],
    answer:
      'Unless your school has auto-approval on, your posts are checked by the school, an admin or the approval committee before others see them. My posts shows yours that are waiting, rejected, expired (after 14 days without a decision) or removed.',
    links: [link('My posts', '/pending-approval')],
  },
  {
    id: 'approve-posts',
    audiences: STAFF,
    question: 'How do I approve or decline posts?',
    phrasings: ['moderation queue', 'review pending posts', 'reject a post'],
    answer:
      'Open Moderation (Pending approval). For each post choose "Approve" (it is published), "Decline" (the author is told) or "Delete". Approved posts stay in your school unless global visibility is on.',
    links: [link('Pending approval', '/pending-approval')],
  },
  {
    id: 'appeal-post',
    audiences: ['CANDIDATE', 'FACULTY', 'INDIVIDUAL', 'ADMIN'],
    question: 'My post was declined. Can I appeal?',
    phrasings: ['post rejected', 'ask to review again', 'appeal decision'],
    answer:
      'Yes, once. On My posts, find the rejected post (or one removed after a report) and tap "Appeal"; your school\'s moderators look at it again. After one appeal you cannot appeal that post again.',
    links: [link('My posts', '/pending-approval')],
  },
  {
    id: 'report-post',
    audiences: EVERYONE,
    question: 'How do I report a post or comment?',
    phrasings: ['report bullying', 'flag abusive post', 'something unsafe in community'],
    answer:
      'Signed in, open the post\'s "…" menu, choose "Report", pick the reason, add details if you like and tap "Report". The school\'s moderators review it and can remove the post. Comments have no Report button of their own: report the post, or tell a teacher.',
    links: [link('Safety advisory', '/safety-advisory')],
  },
  {
    id: 'handle-reports',
    audiences: STAFF,
    question: 'Where do we handle reported posts?',
    phrasings: ['reported posts list', 'review reports', 'ignore or remove report'],
    answer:
      'Reported posts lists them with why and how often each was reported; tap "Ignore" to keep the post or "Remove" to take it down. Each report can be acted on once.',
    links: [link('Reported posts', '/reported-posts')],
  },
  {
    id: 'posting-restricted',
    audiences: MEMBERS,
    question: 'Why am I not allowed to post or comment?',
    phrasings: ['posting restricted', 'comments disabled', 'blocked after reports'],
    answer:
      'If three of your posts are removed after reports within 30 days, posting and commenting pause for 7 days. Contact your school admin, or us if you are not in a school.',
    links: [link('Contact us', '/submission-contact-us')],
  },
  {
    id: 'global-visibility',
    audiences: SCHOOL,
    question: 'Can our posts be seen by other schools?',
    phrasings: ['global visibility', 'share approved posts with all communities', 'auto approval'],
    answer:
      'Global visibility decides whether approved posts can go to every community or stay in your school. Auto-approval publishes new posts at once, without waiting in Pending approval; posts can still be reported and removed. Both are switches in Moderation.',
    links: [link('Global visibility', '/global-visibility'), link('Auto approval', '/auto-approval')],
  },
  {
    id: 'post-visibility',
    audiences: MEMBERS,
    question: 'Who can see my post?',
    phrasings: ['post audience', 'only my school', 'private post'],
    answer:
      'When you post, "Who will see this post?" offers Everyone, My school, Teachers and staff, Students or School admins. Outside their own school, children are shown by first name and initial only.',
    links: [link('Community', '/community')],
  },
  {
    id: 'spotlight-junior',
    audiences: EVERYONE,
    question: 'What are student spotlights and junior reports?',
    phrasings: ['student spotlight', 'junior reporter'],
    answer:
      "Spotlights celebrate students' work; junior reports are news written by students. Both have their own pages.",
    links: [link('Student spotlight', '/student-spotlight'), link('Junior reports', '/junior-report')],
  },
  {
    id: 'forums',
    audiences: EVERYONE,
    question: 'How do forums work?',
    phrasings: ['discussion threads', 'ask a question in a forum', 'reply to a thread'],
    answer:
      'Forums hold discussion threads by category; anyone can read the open ones. Signed in, tap "Start a thread" (it needs a title) or reply on a thread. Members of a school find their school\'s forums under Forums in the menu.',
    links: [link('All forums', '/forum/all'), link('My forums', '/forums')],
  },
  {
    id: 'collabs',
    audiences: MEMBERS,
    question: 'What is a collab and how do I start one?',
    phrasings: ['collaborative project', 'group project', 'create collab', 'team project with mentors'],
    answer:
      'A collab is a project a team of students works on with teacher mentors. Students and teachers of a school start one with "New collab" on Collabs, add the team, then "Send for approval"; a mentor evaluates it, and then it can be published for others to see.',
    links: [
      link('My collabs', '/collabs'),
      link('Start a collab', '/collabs/create'),
      link('All collabs', '/collab/all'),
    ],
  },
  {
    id: 'collab-tracker',
    audiences: SCHOOL,
    question: "How does the school follow students' collabs?",
    phrasings: ['collaboration tracker', 'project status'],
    answer:
      'The Collab tracker lists every collab of the school with its status, team, mentors, due date and last update.',
    links: [link('Collab tracker', '/collaboration-tracker')],
  },
  {
    id: 'library',
    audiences: EVERYONE,
    question: 'What is in the community library?',
    phrasings: ['guides and PDFs', 'study material', 'library resources'],
    answer:
      'Revision guides, worksheets, links and tips shared by teachers and schools, sorted by category. Anyone can browse and search it; teachers, admins and schools add to it with "Add to library".',
    links: [link('Library', '/community-library/all')],
  },
  {
    id: 'comments-likes',
    audiences: MEMBERS,
    question: 'How do I like or comment on a post?',
    phrasings: ['reply to post', 'edit my comment', 'delete comment'],
    answer:
      'Tap the heart to like and the comment button to write a comment. Your own comments have "Edit" and "Delete" in their "…" menu.',
    links: [link('Community', '/community')],
  },

  // Profiles, privacy and data
  {
    id: 'profile-edit',
    audiences: MEMBERS,
    question: 'How do I edit my profile?',
    phrasings: [
      'add skills',
      'update education and experience',
      'change profile picture',
      'certificates and achievements',
    ],
    answer:
      'Open "My profile" from your account menu. Add or change your picture at the top; About you, Experience, Education, Skills, Certifications and Achievements each have their own add and edit buttons, and a bar shows how complete your profile is.',
    links: [],
  },
  {
    id: 'privacy-settings',
    audiences: MEMBERS,
    question: 'Where are my privacy settings?',
    phrasings: ['who can see me', 'privacy choices', 'hide my birthday'],
    answer:
      'Open "Privacy and account" from your account menu: what you allow, "Download my data" and "Delete account". A child sees what their parent chose; teachers and admins also choose whether their birthday is shown.',
    links: [link('Privacy and account', '/account/privacy'), link('Privacy policy', '/privacy-policy')],
  },
  {
    id: 'data-export',
    audiences: MEMBERS,
    question: 'How do I download a copy of my data?',
    phrasings: ['export my data', 'get all my information', 'data portability'],
    answer:
      'On "Privacy and account" (in your account menu), tap "Download my data". We prepare a ZIP of your profile, posts, comments, quiz scores and files, and email you a link that works for 7 days.',
    links: [link('Privacy and account', '/account/privacy')],
  },
  {
    id: 'delete-account',
    audiences: MEMBERS,
    question: 'How do I delete my account?',
    phrasings: ['remove my account', 'close account', 'erase my data'],
    answer:
      'On "Privacy and account", under "Delete account", choose why you are leaving, type your password and tap "Delete my account". Deletion happens after a 72-hour countdown; until then the account cannot be used, and signing in lets you tap "Cancel deletion".',
    links: [link('Privacy and account', '/account/privacy')],
  },
  {
    id: 'school-delete',
    audiences: ['INSTITUTE'],
    question: 'What happens if the school deletes its account?',
    phrasings: ['close school account', 'remove all our data'],
    answer:
      'The whole school goes with it: students, teachers and admins cannot use Noticeboard during the countdown, then their accounts and data are erased. On "Privacy and account", type the school\'s name and your password, then tap "Delete the school".',
    links: [link('Privacy and account', '/account/privacy')],
  },
  {
    id: 'privacy-policy',
    audiences: EVERYONE,
    question: 'Where can I read the privacy policy and safety advice?',
    phrasings: ['terms', 'how you use my data', 'child safety'],
    answer: 'Both are linked at the bottom of every page. When they change, you are asked to accept the new version.',
    links: [link('Privacy policy', '/privacy-policy'), link('Safety advisory', '/safety-advisory')],
  },
  {
    id: 'notifications',
    audiences: MEMBERS,
    question: 'Where are my notifications?',
    phrasings: ['bell icon', 'alerts', 'messages about my posts'],
    answer:
      'The bell at the top shows your notifications, such as approved or declined posts, comments, birthday wishes, new assessments and released marks.',
    links: [],
  },

  // Finding things
  {
    id: 'search',
    audiences: MEMBERS,
    question: 'How do I search for something?',
    phrasings: ['find a post', 'search people or schools', 'look for an article'],
    answer:
      'Signed in, use the search box at the top. Results are grouped by kind (news, community posts, forum threads, collabs, library, people, schools and, for staff, the question bank) and each kind has its own full page.',
    links: [link('Search news articles', '/global-search/articles')],
  },
  {
    id: 'analytics',
    audiences: ['INSTITUTE', 'ADMIN', 'INDIVIDUAL'],
    question: 'Where can the school see reading and quiz analytics?',
    phrasings: ['reports and charts', 'school statistics', 'how much students read', 'download CSV'],
    answer:
      'Analytics shows the school\'s reading, quizzes, MCQ practice, community, question bank and assessments, overall and by class, over a range you pick; each chart has "Download CSV". A student or reader sees only their own reading and quizzes.',
    links: [link('Analytics', '/analytics')],
  },
  {
    id: 'home-page',
    audiences: MEMBERS,
    question: 'What is on my Home page?',
    phrasings: ['dashboard', 'to do list', 'first steps for a new school'],
    answer:
      "Home shows your day: for students and readers, reading towards today's quiz, the quiz and your streak; for schools and teachers, a to-do list with counts such as posts to approve.",
    links: [link('Home', '/home')],
  },
  {
    id: 'dark-mode',
    audiences: EVERYONE,
    question: 'Can I use a dark theme?',
    phrasings: ['night mode', 'change colours'],
    answer: 'Yes: the sun and moon button at the top switches between light and dark.',
    links: [],
  },
  {
    id: 'install-app',
    audiences: EVERYONE,
    question: 'Is there an app for my phone?',
    phrasings: ['install on phone', 'add to home screen', 'works offline'],
    answer:
      "Noticeboard works in your phone's browser and can be added to your home screen from the browser menu. Pages you opened recently still show when you are offline.",
    links: [],
  },
  {
    id: 'contact-support',
    audiences: EVERYONE,
    question: 'How do I contact the Noticeboard team?',
    phrasings: ['talk to support', 'call back request', 'email help desk', 'customer care'],
    answer:
      'Write to us with the contact form and tap "Send message"; we reply within one working day. The plans pages also let you ask for a call back.',
    links: [link('Contact us', '/submission-contact-us')],
  },
  {
    id: 'user-story',
    audiences: MEMBERS,
    question: 'How do I share my Noticeboard story?',
    phrasings: ['testimonial', 'feedback story with photo'],
    answer:
      'Signed in, open "Share your Noticeboard story" at the bottom of any page, write a few lines, add a picture if you like and tap "Send my story". Our team reads every story. Students need their parent\'s consent first.',
    links: [link('Share your story', '/user-story-submission')],
  },
  {
    id: 'faculty-classes',
    audiences: TEACHERS,
    question: 'Which classes and subjects am I teaching on Noticeboard?',
    phrasings: ['my assigned classes', 'teacher subjects'],
    answer:
      'Your school gives teachers their classes and subjects on its Curriculum page, and sees them on Team under "What they teach". There is no page listing them for teachers, so ask your school. When you set an assessment, you can choose any class of your school.',
    links: [],
  },
  {
    id: 'reading-minimum',
    audiences: ['CANDIDATE', 'INDIVIDUAL'],
    question: 'How many articles must I read before the quiz?',
    phrasings: ['already read minimum articles', 'reading streak', 'unlock quiz'],
    answer:
      'Home shows how many articles you have read today towards the minimum (usually 3). When you reach it, a message asks: "Take a Quiz", or "Continue reading".',
    links: [link('Home', '/home'), link('Quiz', '/quiz')],
  },
];
