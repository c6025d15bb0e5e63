/** Business constants of the product spec (§3, §4, §9), shared by API and web. */

export const USER_TYPES = ['INSTITUTE', 'CANDIDATE', 'INDIVIDUAL'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Sub-type of an INDIVIDUAL attached to an institute. */
export const INDIVIDUAL_USER_TYPES = ['FACULTY', 'ADMIN'] as const;
export type IndividualUserType = (typeof INDIVIDUAL_USER_TYPES)[number];

export const MEMBER_KINDS = ['INDIVIDUAL', 'INSTITUTE', 'FACULTY', 'ADMIN', 'CANDIDATE'] as const;

export const STUDENT_CLASSES = [
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'TWELVEONWARDS',
] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

/** Display label and numeric value of each class code (spec §9). */
export const STUDENT_CLASS_INFO: Record<StudentClass, { label: string; numeric: number }> = {
  THREE: { label: 'Class 3', numeric: 3 },
  FOUR: { label: 'Class 4', numeric: 4 },
  FIVE: { label: 'Class 5', numeric: 5 },
  SIX: { label: 'Class 6', numeric: 6 },
  SEVEN: { label: 'Class 7', numeric: 7 },
  EIGHT: { label: 'Class 8', numeric: 8 },
  NINE: { label: 'Class 9', numeric: 9 },
  TEN: { label: 'Class 10', numeric: 10 },
  ELEVEN: { label: 'Class 11', numeric: 11 },
  TWELVE: { label: 'Class 12', numeric: 12 },
  TWELVEONWARDS: { label: 'Class 12 Onwards', numeric: 13 },
};

export const SECTION_TYPES = ['NA', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const BOARDS = ['CBSE', 'ICSE', 'STATE', 'IB', 'IGCSE', 'OTHER'] as const;
export type Board = (typeof BOARDS)[number];

/** Display names of the boards a school can follow. */
export const BOARD_LABELS: Record<Board, string> = {
  CBSE: 'CBSE (Central Board of Secondary Education)',
  ICSE: 'ICSE / ISC (CISCE)',
  STATE: 'State board',
  IB: 'International Baccalaureate',
  IGCSE: 'Cambridge IGCSE',
  OTHER: 'Other',
};

/**
 * NONE → TRIAL → ACTIVE → PAST_DUE (a paid period ended, in its grace days: everything still works) → EXPIRED.
 * Nothing is deleted on expiry: reading stays, writing features ask to renew.
 */
export const SUBSCRIPTION_STATES = ['NONE', 'TRIAL', 'ACTIVE', 'PAST_DUE', 'EXPIRED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The one rule every feature that needs a subscription asks (posting, collabs …), on the server and in the web. */
export function subscriptionAllowsWriting(state: SubscriptionState): boolean {
  return state === 'TRIAL' || state === 'ACTIVE' || state === 'PAST_DUE';
}

/** Trial length and the grace after a paid period ends, unless the server's configuration says otherwise. */
export const SUBSCRIPTION_DEFAULTS = { trialDays: 14, graceDays: 7 } as const;

/** The subscription routes and texts, here rather than beside their schemas: the app shell uses them and stays free of Zod. */
export const SUBSCRIPTION_PATHS = {
  status: '/subscription/status',
  trial: '/subscription/trial',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  /** Spec §8: the confirmation before a trial starts. */
  trialConfirm: 'Your trial period will start today.',
  trialStarted: 'Your free trial has started',
  trialUsed: 'The free trial is for new accounts and has been used on yours. Choose a plan to continue.',
  /** Members of a school are covered by the school's subscription, which only the school account starts. */
  schoolStartsTrial: 'Your school’s subscription covers you. Please contact your school administrator.',
} as const;

/** Local device storage keys (spec §3). */
export const STORAGE_KEYS = {
  userData: 'userData',
  refreshToken: 'refreshToken',
  currentUserData: 'currentUserData',
  recommendAssesment: 'recommendAssesment',
  quizSessionId: 'quizSessionId',
  deviceuuID: 'deviceuuID',
  filterData: 'filterData',
  redirectionUrl: 'redirectionUrl',
} as const;

/** Keys cleared on logout, whether the call succeeds or fails (spec §4). */
export const LOGOUT_CLEARED_KEYS = [
  STORAGE_KEYS.userData,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.currentUserData,
  STORAGE_KEYS.recommendAssesment,
  STORAGE_KEYS.quizSessionId,
] as const;

/** Spec §9 timings. */
export const LAZY_RETRY = { attempts: 5, intervalMs: 1000 } as const;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const PERSIST_TIMEOUT_MS = 5_000;
export const SPINNER_TIMEOUT_MS = 8_000;
export const RENEW_SUCCESS_STATUS = 200;

/** Login-page query parameters read (spec §2). */
export const LOGIN_QUERY_PARAMS = [
  'email',
  'code',
  'type',
  'instituteId',
  'status',
  'authToken',
  'loginType',
  'pageType',
  'showQuizPage',
  'showTab',
  'adoptionId',
  'id',
  'entityId',
  'entity_type',
] as const;

export const COMMUNITY_CATEGORIES = [
  'academics',
  'awards',
  'awareness',
  'challenges',
  'current affairs',
  'events',
  'fun',
  'history',
  'innovations',
  'junior reporters',
  'stories',
  'student spotlights',
  'tips and tricks',
] as const;

/** Lower-case hyphenated section slug of a community category name (spec §2). */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Number abbreviation K/M/B with one decimal (spec §9). */
export function abbreviateNumber(value: number): string {
  const units: ReadonlyArray<readonly [number, string]> = [
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
  ];
  const magnitude = Math.abs(value);
  let unit = -1;
  while (unit + 1 < units.length && magnitude >= (units[unit + 1]?.[0] ?? Number.POSITIVE_INFINITY)) unit += 1;
  const oneDecimal = (size: number) => Math.round((magnitude / size) * 10) / 10;
  // 999,950 is 1,000.0K after rounding: the next unit reads it ("1M").
  if (unit >= 0 && unit + 1 < units.length && oneDecimal(units[unit]?.[0] ?? 1) >= 1000) unit += 1;
  if (unit < 0) return String(value);
  const [size, suffix] = units[unit] ?? [1, ''];
  return `${value < 0 ? '-' : ''}${String(oneDecimal(size))}${suffix}`;
}

/** Error texts used on both sides. */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  validation: 'Some fields are not valid',
  emailNotVerified: 'Please verify your email address before signing in',
  linkExpired: 'This link has expired or was already used',
  chunkFailed: (id: string) => `Loading chunk ${id} failed`,
  cssChunkFailed: (id: string) => `Loading CSS chunk ${id} failed`,
} as const;

/** Spec §8, word for word: face verification before an assessment, and the camera it needs. */
export const FACE_MESSAGES = {
  verificationRequired: 'Please complete your face verification before attempting the assessment.',
  /** The browser refuses the camera (denied earlier): only its settings can change that. */
  cameraBlocked: 'Please enable camera access in your browser settings to proceed.',
  /** The camera is not yet granted: asking will prompt. */
  cameraNeeded: 'Camera access is required. Please grant permission to use the camera.',
} as const;

/** "Class 8 · A", or just the class when the section is NA; a dash when there is no class. */
export function classSectionLabel(studentClass: StudentClass | null, section: SectionType | null): string {
  if (!studentClass) return '—';
  const label = STUDENT_CLASS_INFO[studentClass].label;
  return section && section !== 'NA' ? `${label} · ${section}` : label;
}
