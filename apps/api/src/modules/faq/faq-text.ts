/**
 * How the FAQ helper reads words, the same for the entries and the questions: lower case, phrases people say in
 * many ways folded into one word ("log in" → signin), single-word synonyms folded into one ("pupil" → student),
 * common words dropped and a light stemmer, so "kids"/"child"/"students" all land on "student".
 */

/** Multi-word phrases first (they are replaced in the text before it is split). */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\b(sign|log|logg)(ing|ed)?[\s-]*(in|on)\b/g, ' signin '],
  [/\b(sign|log)(ing|ged)?[\s-]*out\b/g, ' signout '],
  [/\bsign[\s-]*up\b/g, ' signup '],
  [/\bpass[\s-]*(word|code|wd)\b/g, ' password '],
  [/\bforgot(ten)?\b|\bforget\b|\bcan'?t remember\b|\bcannot remember\b|\blost\b/g, ' reset '],
  [/\bmultiple[\s-]*choice\b|\bm\.?c\.?q\.?s?\b/g, ' mcq '],
  [/\bquestion[\s-]*bank\b/g, ' questionbank '],
  [/\bhead[\s-]*(teacher|master|mistress)\b|\bprincipal\b/g, ' school '],
  [/\bface[\s-]*(check|verification|recognition|id)\b/g, ' facecheck '],
  [/\bread(ing)?[\s-]*aloud\b|\btext[\s-]*to[\s-]*speech\b/g, ' listen '],
  [/\bread[\s-]*later\b/g, ' save '],
  [/\bone[\s-]*time[\s-]*password\b|\botp\b/g, ' code '],
  [/\bhelp[\s-]*desk\b|\bcustomer[\s-]*care\b/g, ' support '],
  [/\bdark[\s-]*(mode|theme)\b|\bnight[\s-]*mode\b/g, ' darkmode '],
  [/\bfor[\s-]*you\b/g, ' foryou '],
  [/\bhome[\s-]*screen\b/g, ' install '],
  [/\bgst(in)?\b/g, ' tax '],
];

/** One word → the word the entries use. */
const SYNONYM_TABLE: Readonly<Record<string, string>> = {
  pupil: 'student',
  pupils: 'student',
  kid: 'student',
  kids: 'student',
  child: 'student',
  children: 'student',
  childs: 'student',
  candidate: 'student',
  candidates: 'student',
  learner: 'student',
  son: 'student',
  daughter: 'student',
  ward: 'student',
  institute: 'school',
  institution: 'school',
  college: 'school',
  academy: 'school',
  teacher: 'faculty',
  teachers: 'faculty',
  staff: 'faculty',
  tutor: 'faculty',
  mentor: 'faculty',
  login: 'signin',
  logon: 'signin',
  signon: 'signin',
  logout: 'signout',
  register: 'add',
  registration: 'add',
  enrol: 'add',
  enroll: 'add',
  enrolment: 'add',
  enrollment: 'add',
  onboard: 'add',
  invite: 'add',
  import: 'upload',
  bulk: 'upload',
  spreadsheet: 'sheet',
  excel: 'sheet',
  xlsx: 'sheet',
  csv: 'sheet',
  pwd: 'password',
  passcode: 'password',
  passwd: 'password',
  pin: 'password',
  recover: 'reset',
  forgot: 'reset',
  guardian: 'parent',
  mother: 'parent',
  father: 'parent',
  mom: 'parent',
  dad: 'parent',
  permission: 'consent',
  allow: 'consent',
  subscription: 'plan',
  subscribe: 'plan',
  membership: 'plan',
  package: 'plan',
  price: 'pricing',
  cost: 'pricing',
  fee: 'pricing',
  fees: 'pricing',
  coupon: 'discount',
  promo: 'discount',
  voucher: 'discount',
  bill: 'invoice',
  receipt: 'invoice',
  exam: 'assessment',
  test: 'assessment',
  assignment: 'assessment',
  homework: 'assessment',
  webcam: 'camera',
  bookmark: 'save',
  bookmarks: 'save',
  audio: 'listen',
  hear: 'listen',
  podcast: 'listen',
  practise: 'practice',
  revise: 'practice',
  revision: 'practice',
  ranking: 'leaderboard',
  rank: 'leaderboard',
  scoreboard: 'leaderboard',
  story: 'article',
  stories: 'article',
  headline: 'article',
  headlines: 'article',
  news: 'article',
  moderate: 'approve',
  moderation: 'approve',
  approval: 'approve',
  pending: 'approve',
  declined: 'decline',
  rejected: 'decline',
  reject: 'decline',
  remove: 'delete',
  erase: 'delete',
  close: 'delete',
  deactivate: 'delete',
  download: 'export',
  flag: 'report',
  complain: 'report',
  complaint: 'report',
  abuse: 'report',
  bullying: 'report',
  thread: 'forum',
  threads: 'forum',
  discussion: 'forum',
  project: 'collab',
  projects: 'collab',
  collaboration: 'collab',
  collaborate: 'collab',
  find: 'search',
  look: 'search',
  stats: 'analytics',
  statistics: 'analytics',
  chart: 'analytics',
  charts: 'analytics',
  dashboard: 'home',
  alert: 'notification',
  alerts: 'notification',
  bell: 'notification',
  contact: 'support',
  helpline: 'support',
  app: 'install',
  mobile: 'phone',
  cellphone: 'phone',
  email: 'mail',
  'e-mail': 'mail',
  mail: 'mail',
  feed: 'feed',
  topics: 'topic',
  interest: 'topic',
  interests: 'topic',
  summary: 'short',
  summarise: 'short',
  summarize: 'short',
  gist: 'short',
  tldr: 'short',
  magzine: 'magazine',
  mag: 'magazine',
  bday: 'birthday',
  // Misspellings that are words themselves, so fuzzy matching would not fold them.
  trail: 'trial',
  quizz: 'quiz',
  quizes: 'quiz',
  wish: 'birthday',
};

// A Map, so words such as "constructor" are never looked up on an object's prototype.
const SYNONYMS: ReadonlyMap<string, string> = new Map(Object.entries(SYNONYM_TABLE));

/** Words that say nothing about what is asked. */
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being am do does did done ' +
    'doing have has had i me my mine we us our ours you your yours he she it its they them their this that these ' +
    'those there here what which who whom whose when where why how can could would should shall will may might must ' +
    'not no yes so than then too very just also any some all each every about into onto out up down over under again ' +
    'please hi hello hey thanks thank want wants need needs get gets got go goes going way ways know tell let lets ' +
    'noticeboard someone something anything one thing things use using used able possible there im its dont doesnt ' +
    'cant cannot cant isnt wont help'
  ).split(' '),
);

/** A light English stemmer: enough to make plurals and -ing/-ed forms meet. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Folds a word to the form the index keeps: synonym first, then its stem, then the synonym of the stem. */
export function normaliseTerm(raw: string): string | null {
  const word = raw.toLowerCase();
  if (!word || STOP_WORDS.has(word)) return null;
  const direct = SYNONYMS.get(word);
  if (direct) return direct;
  const stemmed = stem(word);
  if (STOP_WORDS.has(stemmed)) return null;
  return SYNONYMS.get(stemmed) ?? stemmed;
}

/** Splits a text into the words the index sees (phrases folded first). */
export function tokenise(text: string): string[] {
  let folded = ` ${text.toLowerCase().replace(/[’']/g, "'")} `;
  for (const [pattern, replacement] of PHRASES) folded = folded.replace(pattern, replacement);
  return folded
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The distinct words of a question that count (after folding and dropping common words). */
export function meaningfulTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const token of tokenise(text)) {
    const term = normaliseTerm(token);
    if (term) terms.add(term);
  }
  return [...terms];
}
