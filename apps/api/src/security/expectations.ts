/**
 * What the suite expects beyond the routes' own declarations, each with its reason. PUBLIC_ROUTES is kept apart from
 * the routes' `ACCESS.open(...)` on purpose: the suite fails when the two lists differ, so opening a route takes two
 * deliberate edits.
 */

type Reasoned = ReadonlyMap<string, string>;

function table(groups: Array<[reason: string, keys: string[]]>): Reasoned {
  const map = new Map<string, string>();
  for (const [reason, keys] of groups) for (const key of keys) map.set(key, reason);
  return map;
}

/** Routes anonymous callers may use (they answer without a 401). */
export const PUBLIC_ROUTES: Reasoned = table([
  ['health checks for the load balancer', ['GET /api/health', 'GET /api/ready']],
  [
    'signing in, signing up and recovering an account happen before there is a session',
    [
      'POST /api/account/login',
      'POST /api/institute/login',
      'POST /api/individual/login',
      'POST /api/faculty/login',
      'POST /api/user/login',
      'POST /api/institute/signup',
      'POST /api/individual/signup',
      'POST /api/otp/send',
      'POST /api/otp/resend',
      'POST /api/otp/verify',
      'POST /api/institute/verify',
      'POST /api/user/renew/token',
      'POST /api/user/reset-password/request',
      'GET /api/user/reset-password/status',
      'POST /api/user/reset-password',
      'GET /api/user/lookup/email',
      'GET /api/user/lookup/mobile',
      'GET /api/user/lookup/customUrl',
    ],
  ],
  [
    'the privacy policy and the safety advisory are read before signing up (and any version of them, by anyone)',
    ['GET /api/policies/:document', 'GET /api/policies/:document/:version'],
  ],
  [
    'a data export is downloaded from the emailed link, whose token (stored hashed, expiring) is the key',
    ['GET /api/personal-data/exports/:id/download'],
  ],
  ['logging out without a session is a harmless no-op (the cookie is cleared)', ['POST /api/user/logout']],
  [
    'the signup form needs countries, states, cities and boards',
    [
      'GET /api/backend/region/countries',
      'GET /api/backend/region/states/:id',
      'GET /api/backend/region/cities/:id',
      'GET /api/backend/boards',
    ],
  ],
  ['a school’s public profile is public (spec §2 /institute/:customUrl)', ['GET /api/institute/public/:customUrl']],
  [
    'parents answer consent links from mail, without an account',
    ['GET /api/parent-consent/verify', 'POST /api/parent-consent/verify', 'POST /api/parent-consent/pay'],
  ],
  [
    'parents change the choices they made for their child from an emailed link (signed, expiring, dead once readdressed), without an account; asking for the link answers alike for any address',
    ['POST /api/parent-consent/manage-link', 'GET /api/parent-consent/manage', 'PUT /api/parent-consent/manage'],
  ],
  [
    'parents pay a consent fee without an account: the order id is an unguessable uuid, the status shows only the amount and the child’s first name, and a payment counts only with the gateway’s signature',
    [
      'GET /api/parent-consent/orders/:id',
      'POST /api/parent-consent/orders/:id/payment',
      'POST /api/parent-consent/orders/:id/failure',
    ],
  ],
  [
    'a school answers a question-bank adoption request from the emailed link (single use, 14 days), without signing in',
    ['GET /api/question-bank/adoptions/status', 'POST /api/question-bank/adoptions/status'],
  ],
  [
    'the dev outbox exists only without SMTP, for local use (tests run without SMTP, from loopback)',
    ['GET /api/dev/outbox'],
  ],
  [
    'news is open to everyone (spec §2 open paths)',
    [
      'GET /api/users/latest/',
      'GET /api/recommended/user-filter-count/',
      'GET /api/recommend/users/trending/',
      'GET /api/recommended/trending-category/',
      'GET /api/recommended/get-category-wise-news/',
      'GET /api/recommended/publication-wise-news/',
      'GET /api/news/publishers',
      'GET /api/news/search',
      'GET /api/recommended/news-category/',
      'GET /api/recommended/publication-category',
      'GET /api/users/get-article-by-slug',
      'GET /api/recommended/similar-article/',
      'GET /api/recommended/latest-news-audio/',
      'GET /api/recommended/category-wise-news-audio/',
      'GET /api/news/audio/*',
      'GET /api/news/images/*',
    ],
  ],
  [
    'the community’s published side is open to everyone (spec §2 /community); private posts are filtered inside',
    [
      'GET /api/community/files/*',
      'GET /api/community/link-preview/images/:name',
      'GET /api/community/newsfeed',
      'GET /api/community/newsfeed/counts',
      'GET /api/community/newsfeed/public',
      'GET /api/community/posts/by-slug',
      'GET /api/community/posts/:postId/comments',
      'GET /api/community/top-schools',
      'GET /api/community/top-users',
      'GET /api/community/stats',
      'GET /api/community/top-rated',
      'GET /api/community/featured',
      'GET /api/community/student-spotlights',
      'GET /api/community/junior-reports',
      'GET /api/community/school-news-events',
      'GET /api/community/members/:list',
      'GET /api/community/forums',
      'GET /api/community/library',
      'GET /api/community/library/categories',
      'GET /api/community/collabs',
      'GET /api/community/collabs/by-slug',
      'GET /api/community/collabs/:collabId',
      'GET /api/community/collabs/:collabId/posts',
    ],
  ],
  [
    'MCQ practice is open to anonymous visitors (spec §6 openWhenAnonymous); their answers are not kept',
    ['GET /api/question-bank/mcq-data', 'POST /api/question-bank/mcq-answer', 'GET /api/question-bank/mcq-filters'],
  ],
  [
    'today’s quiz and its categories are shown on the open home page',
    ['GET /api/quiz/today', 'GET /api/recommended/quiz-category-list/'],
  ],
  ['anyone may ask for a call back or a custom plan, signed in or not', ['POST /api/enquiries']],
  [
    'the FAQ helper answers visitors and parents too: public help text, and "Did this help?" keeps no personal data of a visitor',
    ['POST /api/faq/ask', 'GET /api/faq/starters', 'GET /api/faq/entries/:id', 'POST /api/faq/feedback'],
  ],
  ['an article’s "In short" summary is open like the article itself', ['GET /api/news/articles/:id/summary']],
  [
    'the plans and prices are public (spec §2 /subscription/{productType} is open)',
    ['GET /api/subscription/products', 'GET /api/subscription/products/:productType'],
  ],
  [
    'the payment gateway calls it server to server; every body is verified by its HMAC signature',
    ['POST /api/payments/webhook'],
  ],
  [
    'the dev gateway’s checkout page (never in production): the order id is an unguessable token, as at Razorpay',
    ['GET /api/dev/checkout/:gatewayOrderId', 'POST /api/dev/checkout/:gatewayOrderId'],
  ],
  [
    'the assembly bulletin on the open /school-news-events and school page: children are named to members only',
    ['GET /api/assembly/bulletin'],
  ],
  [
    'a sent newsletter is a shareable open page (spec §2 /{instituteCustomUrl}/newsletter/{slug}); drafts are 404',
    ['GET /api/newsletter/:instituteCustomUrl/:slug'],
  ],
  [
    'a newsletter email’s unsubscribe link and the mail client’s one-click POST (RFC 8058): the signed token is the permission',
    ['GET /api/newsletter-unsubscribe', 'POST /api/newsletter-unsubscribe'],
  ],
  [
    'a newsletter email’s pictures are fetched by mail clients without a session: two random ids are the permission',
    ['GET /api/newsletter-images/:newsletterId/:imageId'],
  ],
  [
    'a school’s newsletter logo is fetched by mail clients without a session: the school and a random id per upload',
    ['GET /api/newsletter-logos/:instituteId/:logoId'],
  ],
  [
    'a class join link is opened by a person without an account: the 256-bit slug is the permission; it shows the school’s name and class only',
    ['GET /api/user-auto-registration/:slug', 'POST /api/user-auto-registration/:slug'],
  ],
  [
    'the emailed invitation is opened before the person has a password: its token (stored hashed, expiring, single use) is the key',
    ['GET /api/community-member/verify', 'POST /api/community-member/verify'],
  ],
]);

/**
 * Routes whose answer to an outsider may contain a school-A value the suite passes in the path (the product means
 * it): checked for the canary all the same, since none of these may show private data.
 */
export const OUTSIDER_MAY_SUCCEED: Reasoned = table([
  ['a school’s public profile', ['GET /api/institute/public/:customUrl']],
  [
    'a child’s profile their parent allowed outside the school: "First L." without class, contact or documents',
    ['GET /api/user/profile/:customUrl'],
  ],
]);
