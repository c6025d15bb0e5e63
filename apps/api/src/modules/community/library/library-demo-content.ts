/**
 * The demo library: resources from both demo schools' faculty, admins and school accounts — documents drawn
 * with pdfkit (library-pdf.ts), links to example.org pages (no preview image is fetched) and plain study tips.
 * Fictional and kind; no real children's names.
 */
import type { LinkPreview } from '@noticeboard/shared';
import type { DemoPdfSpec } from './library-pdf';

export type LibrarySchool = 'greenfield' | 'riverside';

export interface DemoLibraryItem {
  /** The post's slug. */
  id: string;
  school: LibrarySchool;
  /** `school`, `admin:N` or `faculty:N` (in e-mail order). */
  author: string;
  /** A global community category slug. */
  category: string;
  topic: string;
  title: string;
  text: string[];
  daysAgo: number;
  visibility: 'GLOBAL' | 'INSTITUTE';
  likes: number;
  comments: string[];
  pdf?: DemoPdfSpec & { fileTitle: string };
  link?: LinkPreview;
}

const GREENFIELD = 'Greenfield Public School';
const RIVERSIDE = 'Riverside International Academy';
const footerOf = (school: string) => `${school} · shared in the Noticeboard library`;

export const DEMO_LIBRARY_ITEMS: DemoLibraryItem[] = [
  {
    id: 'gps-library-fractions-revision-guide',
    school: 'greenfield',
    author: 'faculty:0',
    category: 'academics',
    topic: 'Mathematics',
    title: 'Fractions revision guide (Classes 5 and 6)',
    text: [
      'A two-page guide to fractions: equivalent fractions, adding with unlike denominators and word problems, with practice questions and an answer key.',
      'Print it, or work through it on screen before the unit test. Questions are welcome in the comments.',
    ],
    daysAgo: 3,
    visibility: 'GLOBAL',
    likes: 12,
    comments: ['The pizza examples really help!', 'Thank you, this is exactly what we needed before the test.'],
    pdf: {
      fileTitle: 'Fractions revision guide',
      title: 'Fractions revision guide',
      subtitle: `Classes 5 and 6 · Mathematics · ${GREENFIELD}`,
      accent: '#1c7ed6',
      footer: footerOf(GREENFIELD),
      sections: [
        {
          heading: 'What a fraction means',
          paragraphs: [
            'A fraction names equal parts of a whole. In 3/4 the bottom number (the denominator) says the whole is cut into 4 equal parts; the top number (the numerator) says we take 3 of them.',
          ],
        },
        {
          heading: 'Equivalent fractions',
          paragraphs: [
            'Multiply or divide the top and the bottom by the same number and the amount stays the same: 1/2 = 2/4 = 4/8.',
          ],
          bullets: [
            'Simplify by dividing by a common factor: 6/9 = 2/3.',
            'Compare fractions by giving them the same denominator first.',
          ],
        },
        {
          heading: 'Adding and subtracting',
          bullets: [
            'Same denominator: add the numerators. 2/7 + 3/7 = 5/7.',
            'Different denominators: find a common one. 1/3 + 1/4 = 4/12 + 3/12 = 7/12.',
            'Always simplify the answer if you can.',
          ],
        },
        {
          heading: 'Practice questions',
          numbered: [
            'Write two fractions equal to 3/5.',
            'Simplify 12/16.',
            'Work out 2/5 + 1/10.',
            'A ribbon is 3/4 of a metre long. Meera cuts off 1/8 of a metre. How much is left?',
            'Which is bigger, 5/6 or 7/9? Show how you know.',
          ],
        },
        {
          heading: 'Answer key',
          newPage: true,
          table: [
            ['Question 1', 'For example 6/10 and 9/15.'],
            ['Question 2', '3/4 (divide top and bottom by 4).'],
            ['Question 3', '4/10 + 1/10 = 5/10 = 1/2.'],
            ['Question 4', '6/8 - 1/8 = 5/8 of a metre.'],
            ['Question 5', '5/6 = 15/18 and 7/9 = 14/18, so 5/6 is bigger.'],
          ],
        },
      ],
    },
  },
  {
    id: 'gps-library-lab-safety-sheet',
    school: 'greenfield',
    author: 'faculty:1',
    category: 'awareness',
    topic: 'Lab safety',
    title: 'Science lab safety sheet',
    text: [
      'Our one-page lab safety sheet: what to wear, how to handle glassware and heat, and what to do if something spills.',
      'Every class reads it together before the first practical of the term.',
    ],
    daysAgo: 5,
    visibility: 'GLOBAL',
    likes: 9,
    comments: ['We have this on our lab door now.'],
    pdf: {
      fileTitle: 'Science lab safety sheet',
      title: 'Science lab safety sheet',
      subtitle: `All classes · Science · ${GREENFIELD}`,
      accent: '#e8590c',
      footer: footerOf(GREENFIELD),
      sections: [
        {
          heading: 'Before you start',
          bullets: [
            'Wear your lab coat and safety goggles; tie back long hair.',
            'Read the whole activity first and ask about anything unclear.',
            'Keep bags and coats away from the benches.',
          ],
        },
        {
          heading: 'During the practical',
          bullets: [
            'Never taste or sniff chemicals directly; waft gently if your teacher asks you to smell something.',
            'Point test tubes away from people when heating them.',
            'Carry glassware with two hands and report any chip or crack.',
            'Only use the amounts written on the activity sheet.',
          ],
        },
        {
          heading: 'If something goes wrong',
          table: [
            ['Spill', 'Step back, tell your teacher, let them clean it up.'],
            ['Burn', 'Cool the skin under running water for ten minutes.'],
            ['Broken glass', 'Do not pick it up; your teacher uses the dustpan kept for glass.'],
            ['Something in your eye', 'Use the eyewash station and call your teacher at once.'],
          ],
        },
        {
          heading: 'When you finish',
          paragraphs: ['Wash your hands, wipe your bench and put every piece of equipment back where you found it.'],
        },
      ],
    },
  },
  {
    id: 'gps-library-summer-reading-list',
    school: 'greenfield',
    author: 'admin:0',
    category: 'stories',
    topic: 'Reading',
    title: 'Summer reading list',
    text: [
      'Twelve classic stories for the holidays, grouped by reading level, with a short note on each.',
      'Pick any three, keep a reading diary, and tell us your favourite in the first week back.',
    ],
    daysAgo: 8,
    visibility: 'GLOBAL',
    likes: 15,
    comments: ['Black Beauty made me cry (in a good way).', 'Can we add more adventure books next year?'],
    pdf: {
      fileTitle: 'Summer reading list',
      title: 'Summer reading list',
      subtitle: `Classes 4 to 8 · Library · ${GREENFIELD}`,
      accent: '#2b8a3e',
      footer: footerOf(GREENFIELD),
      sections: [
        {
          heading: 'Getting started',
          table: [
            ['Aesop’s Fables', 'Short animal tales, each with a lesson to talk about.'],
            ['Heidi', 'Life in the mountains, friendship and kindness.'],
            ['Black Beauty', 'A horse tells his own story; gentle and moving.'],
            ['The Jungle Book', 'Mowgli grows up among the animals of the forest.'],
          ],
        },
        {
          heading: 'Confident readers',
          table: [
            ['The Secret Garden', 'A hidden garden brings three children back to life.'],
            ['Treasure Island', 'Pirates, maps and a very memorable parrot.'],
            ['The Wind in the Willows', 'Mole, Ratty, Badger and the unstoppable Mr Toad.'],
            ['Alice in Wonderland', 'Nonsense, puzzles and a very strange tea party.'],
          ],
        },
        {
          heading: 'Ready for a challenge',
          table: [
            ['Little Women', 'Four sisters growing up, with all their ups and downs.'],
            ['Around the World in Eighty Days', 'A race against the clock across continents.'],
            ['The Adventures of Tom Sawyer', 'Mischief and adventure along a great river.'],
            ['Gulliver’s Travels', 'Tiny people, giants and a lot to think about.'],
          ],
        },
        {
          heading: 'Your reading diary',
          bullets: [
            'Write the date and the pages you read.',
            'Note one new word each day and what it means.',
            'At the end, write three sentences: what happened, what you liked, who should read it next.',
          ],
        },
      ],
    },
  },
  {
    id: 'gps-library-local-history-timeline',
    school: 'greenfield',
    author: 'faculty:2',
    category: 'history',
    topic: 'Local history',
    title: 'Our neighbourhood through the years: a timeline',
    text: [
      'A timeline activity for Class 7: how our neighbourhood changed from farmland to a busy part of the city, with questions to ask grandparents and neighbours.',
    ],
    daysAgo: 12,
    visibility: 'GLOBAL',
    likes: 7,
    comments: ['My grandfather remembers the old lake market!'],
    pdf: {
      fileTitle: 'Neighbourhood timeline activity',
      title: 'Our neighbourhood through the years',
      subtitle: `Class 7 · History project · ${GREENFIELD}`,
      accent: '#862e9c',
      footer: footerOf(GREENFIELD),
      sections: [
        {
          heading: 'How to use this timeline',
          paragraphs: [
            'The dates below are a starting point. Add your own events to the timeline from the interviews you do, and bring one photograph or drawing to class.',
          ],
        },
        {
          heading: 'A simple timeline',
          table: [
            ['Long ago', 'Fields, a lake and a few villages connected by footpaths.'],
            ['Fifty years ago', 'The first bus route and a weekly market beside the lake.'],
            ['Thirty years ago', 'New houses, a library and the first school in the area.'],
            ['Ten years ago', 'The lake was cleaned by volunteers and a walking path was built.'],
            ['Today', 'Your turn: what has changed since you were born?'],
          ],
        },
        {
          heading: 'Interview questions',
          numbered: [
            'Where did you live when you were my age, and how did you get to school?',
            'What did the market sell, and what did things cost?',
            'Which building or place do you miss most?',
            'What is better today than it was before?',
          ],
        },
      ],
    },
  },
  {
    id: 'gps-library-project-rubric',
    school: 'greenfield',
    author: 'school',
    category: 'academics',
    topic: 'Project work',
    title: 'How project work is marked',
    text: [
      'For our students and parents: the rubric teachers use for project work this term, so everyone knows what a strong project looks like.',
    ],
    daysAgo: 15,
    visibility: 'INSTITUTE',
    likes: 6,
    comments: [],
    pdf: {
      fileTitle: 'Project work rubric',
      title: 'How project work is marked',
      subtitle: `All classes · ${GREENFIELD}`,
      accent: '#0b7285',
      footer: footerOf(GREENFIELD),
      sections: [
        {
          heading: 'Four things we look for',
          table: [
            ['Research (10)', 'Uses more than one source and says where each fact came from.'],
            ['Thinking (10)', 'Explains why, not only what; compares and draws conclusions.'],
            ['Presentation (10)', 'Clear headings, neat diagrams, easy to follow.'],
            ['Teamwork (10)', 'Every member has a part and can explain the whole project.'],
          ],
        },
        {
          heading: 'Tips from the teachers',
          bullets: [
            'Start early and plan your work week by week.',
            'Ask for feedback on a first draft.',
            'Practise presenting to your family before the class presentation.',
          ],
        },
      ],
    },
  },
  {
    id: 'gps-library-water-saving-link',
    school: 'greenfield',
    author: 'admin:1',
    category: 'awareness',
    topic: 'Environment',
    title: 'Saving water at school and at home',
    text: [
      'A clear, friendly guide with ten small habits that save a lot of water. The eco club is using it for this month’s water audit.',
    ],
    daysAgo: 6,
    visibility: 'GLOBAL',
    likes: 10,
    comments: ['We fixed two dripping taps after reading this.'],
    link: {
      url: 'https://water.example.org/saving-water-at-school',
      title: 'Ten small habits that save water',
      description: 'Simple ideas for classrooms, kitchens and gardens, with a checklist for a school water audit.',
      imageUrl: null,
      siteName: 'water.example.org',
    },
  },
  {
    id: 'gps-library-revision-timetable-tips',
    school: 'greenfield',
    author: 'faculty:3',
    category: 'tips-and-tricks',
    topic: 'Study skills',
    title: 'Five steps to a revision timetable that works',
    text: [
      '1. List every subject and topic, and mark each one green, amber or red for how confident you feel.',
      '2. Give red topics the most slots, but visit green ones too so they stay fresh.',
      '3. Study in 30-minute blocks with 5-minute breaks, and stop for the day at a fixed time.',
      '4. End each block by writing three things you remember without looking. Sleep, water and a short walk do the rest!',
    ],
    daysAgo: 2,
    visibility: 'GLOBAL',
    likes: 18,
    comments: ['The traffic-light idea is brilliant.', 'Trying this for the half-yearly exams.'],
  },
  {
    id: 'ria-library-periodic-table-quiz',
    school: 'riverside',
    author: 'faculty:0',
    category: 'academics',
    topic: 'Chemistry',
    title: 'Periodic table practice quiz',
    text: [
      'Ten questions on the first twenty elements, with the answers on page two. Good for a quick warm-up at the start of a lesson.',
    ],
    daysAgo: 4,
    visibility: 'GLOBAL',
    likes: 11,
    comments: ['Got 9 out of 10!', 'Could you make one on compounds too?'],
    pdf: {
      fileTitle: 'Periodic table practice quiz',
      title: 'Periodic table practice quiz',
      subtitle: `Classes 8 and 9 · Chemistry · ${RIVERSIDE}`,
      accent: '#5f3dc4',
      footer: footerOf(RIVERSIDE),
      sections: [
        {
          heading: 'Questions',
          numbered: [
            'Which element has the symbol Na?',
            'How many protons does a carbon atom have?',
            'Name the lightest element.',
            'Which gas makes up most of the air we breathe?',
            'What is the symbol for potassium?',
            'Which group are helium, neon and argon in?',
            'Is magnesium a metal or a non-metal?',
            'Which element has the atomic number 8?',
            'Name one element that is a liquid at room temperature.',
            'Why are elements in the same group similar?',
          ],
        },
        {
          heading: 'Answers',
          newPage: true,
          table: [
            ['1', 'Sodium.'],
            ['2', 'Six.'],
            ['3', 'Hydrogen.'],
            ['4', 'Nitrogen (about 78%).'],
            ['5', 'K.'],
            ['6', 'Group 18, the noble gases.'],
            ['7', 'A metal.'],
            ['8', 'Oxygen.'],
            ['9', 'Mercury or bromine.'],
            ['10', 'They have the same number of electrons in their outer shell.'],
          ],
        },
      ],
    },
  },
  {
    id: 'ria-library-essay-planner',
    school: 'riverside',
    author: 'faculty:1',
    category: 'academics',
    topic: 'English',
    title: 'Essay planner: from idea to final draft',
    text: [
      'A one-page planner for argument essays: a clear point of view, three reasons with evidence, and a conclusion that answers the question.',
    ],
    daysAgo: 9,
    visibility: 'GLOBAL',
    likes: 8,
    comments: ['The sentence starters are so useful.'],
    pdf: {
      fileTitle: 'Essay planner',
      title: 'Essay planner',
      subtitle: `Classes 7 to 10 · English · ${RIVERSIDE}`,
      accent: '#c2255c',
      footer: footerOf(RIVERSIDE),
      sections: [
        {
          heading: 'Plan before you write',
          table: [
            ['Question', 'Underline the key words. What exactly are you asked?'],
            ['Your view', 'One sentence that answers the question.'],
            ['Reason 1', 'Point, evidence, explanation.'],
            ['Reason 2', 'Point, evidence, explanation.'],
            ['Reason 3', 'Point, evidence, explanation.'],
            ['Conclusion', 'Return to the question; end with a thought for the reader.'],
          ],
        },
        {
          heading: 'Sentence starters',
          bullets: [
            'One reason this matters is…',
            'For example, …',
            'This shows that…',
            'Some people might argue…, however…',
            'Overall, the evidence suggests…',
          ],
        },
        {
          heading: 'Check before you hand in',
          bullets: [
            'Does every paragraph begin with a clear point?',
            'Have you read it aloud once?',
            'Spelling, punctuation and paragraphs: one last look.',
          ],
        },
      ],
    },
  },
  {
    id: 'ria-library-science-fair-planner',
    school: 'riverside',
    author: 'school',
    category: 'innovations',
    topic: 'Science fair',
    title: 'Science fair project planner',
    text: [
      'Our science fair is six weeks away. This planner walks teams through choosing a question, running a fair test and presenting what they found.',
    ],
    daysAgo: 7,
    visibility: 'GLOBAL',
    likes: 13,
    comments: ['Our team is testing which paper towel soaks up the most water!'],
    pdf: {
      fileTitle: 'Science fair project planner',
      title: 'Science fair project planner',
      subtitle: `All teams · ${RIVERSIDE}`,
      accent: '#2f9e44',
      footer: footerOf(RIVERSIDE),
      sections: [
        {
          heading: 'Six weeks, six steps',
          table: [
            ['Week 1', 'Choose a question you can test, like “Which soil helps beans grow fastest?”'],
            ['Week 2', 'Plan a fair test: change one thing, measure one thing, keep the rest the same.'],
            ['Week 3', 'Run the experiment and record results in a table every day.'],
            ['Week 4', 'Repeat it to check your results, and draw a graph.'],
            ['Week 5', 'Write your conclusion and what you would do differently.'],
            ['Week 6', 'Make your poster and practise a two-minute talk.'],
          ],
        },
        {
          heading: 'What the judges look for',
          bullets: [
            'A clear question and a fair test.',
            'Honest results, even when they surprise you.',
            'Everyone in the team can explain the project.',
          ],
        },
      ],
    },
  },
  {
    id: 'ria-library-coding-first-steps-link',
    school: 'riverside',
    author: 'admin:0',
    category: 'innovations',
    topic: 'Coding',
    title: 'First steps in Python',
    text: [
      'A free, gentle introduction to programming for beginners, in small lessons you can try in the browser. Our coding club starts here.',
    ],
    daysAgo: 10,
    visibility: 'GLOBAL',
    likes: 9,
    comments: ['I made a times-table quiz with lesson 3!'],
    link: {
      url: 'https://code.example.org/first-steps-in-python',
      title: 'First steps in Python',
      description: 'Twelve short lessons: printing, variables, loops and your first little game.',
      imageUrl: null,
      siteName: 'code.example.org',
    },
  },
  {
    id: 'ria-library-news-literacy-link',
    school: 'riverside',
    author: 'faculty:2',
    category: 'current-affairs',
    topic: 'Media literacy',
    title: 'Check before you share',
    text: [
      'How do you know if a news story is true? This page shows four quick checks. We practised them in class with real headlines.',
    ],
    daysAgo: 5,
    visibility: 'GLOBAL',
    likes: 12,
    comments: ['The “who wrote it?” check is so simple and so useful.'],
    link: {
      url: 'https://news-literacy.example.org/check-before-you-share',
      title: 'Four checks before you share a story',
      description: 'Who wrote it, when, what is the evidence, and what do other sources say?',
      imageUrl: null,
      siteName: 'news-literacy.example.org',
    },
  },
  {
    id: 'ria-library-museum-virtual-tour-link',
    school: 'riverside',
    author: 'faculty:3',
    category: 'history',
    topic: 'Museums',
    title: 'A virtual tour of the history museum',
    text: [
      'Walk through the ancient civilisations gallery from home. Look out for the pottery, the coins and the model of a trading port.',
    ],
    daysAgo: 14,
    visibility: 'GLOBAL',
    likes: 6,
    comments: [],
    link: {
      url: 'https://museum.example.org/virtual-tour',
      title: 'Virtual tour: ancient civilisations',
      description: 'A room-by-room tour with short audio notes for students.',
      imageUrl: null,
      siteName: 'museum.example.org',
    },
  },
  {
    id: 'ria-library-mindful-minutes',
    school: 'riverside',
    author: 'faculty:4',
    category: 'tips-and-tricks',
    topic: 'Wellbeing',
    title: 'Three mindful minutes before an exam',
    text: [
      'Minute one: sit tall, feet flat, and breathe in for four counts and out for six.',
      'Minute two: notice five things you can see and three you can hear.',
      'Minute three: read the first question slowly, twice. You have prepared for this. You’ve got this!',
    ],
    daysAgo: 1,
    visibility: 'GLOBAL',
    likes: 16,
    comments: ['I did this before my maths test and felt so much calmer.'],
  },
  {
    id: 'ria-library-weekly-puzzle',
    school: 'riverside',
    author: 'admin:1',
    category: 'challenges',
    topic: 'Mathematics',
    title: 'Weekly puzzle: the missing number',
    text: [
      'What comes next: 2, 6, 12, 20, 30, … ?',
      'Post your answer and, more importantly, how you found it. The pattern is explained next Monday.',
    ],
    daysAgo: 3,
    visibility: 'GLOBAL',
    likes: 10,
    comments: ['42! The gaps go up by two each time.', 'n × (n + 1), so 6 × 7 = 42.'],
  },
  {
    id: 'ria-library-note-taking-tips',
    school: 'riverside',
    author: 'faculty:1',
    category: 'tips-and-tricks',
    topic: 'Study skills',
    title: 'Better notes in class',
    text: [
      'Split your page: notes on the right, key questions on the left, and a two-line summary at the bottom.',
      'Review the page the same evening for five minutes; it makes revision much faster later.',
    ],
    daysAgo: 11,
    visibility: 'INSTITUTE',
    likes: 5,
    comments: [],
  },
];
