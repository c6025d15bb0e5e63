/**
 * The daily quiz (spec §3 quiz result and quiz list data, §4 quiz list states, §7 Quiz calls, §8, §9).
 * A day's quiz is one pool of questions generated from that day's articles; each player gets QUIZ_DEFAULTS
 * questionsPerSession of them, picked first from articles they read that day, then from the categories they chose
 * (quiz settings), then from the rest — so everyone plays the same day's pool and scores compare. Faculty can
 * author quizzes of their own for their school (kind FACULTY), from their question bank.
 *
 * The answer key never leaves the server before a session is submitted or its time is up: question shapes sent
 * mid-quiz have no answer field at all (quizQuestionSchema), and only review carries them.
 */
import { z } from 'zod';
import { STUDENT_CLASSES } from '../constants';
import { pageOf, pageQuerySchema } from './common';
import { TOPIC_CATEGORIES, topicCategorySchema } from './news';

export const QUIZ_PATHS = {
  /** Quizzes open to the caller today with their state (quiz list data); GET. */
  userwiseQuiz: '/users/userwise-quiz',
  /** Whether the caller may play today's quiz (reading minimum); GET. */
  eligibility: '/users/quiz-eligibilty',
  /** Start or resume: returns the session (quizSessionId) and its questions without answers; POST. */
  start: '/users/start-quiz',
  /** Save one answer while playing (progress survives a reload); POST. */
  attempt: '/users/attempt-quiz',
  /** Submit the selected answers (posted unchanged); stored exactly once; POST. */
  submit: '/users/quiz-submission',
  /** A submitted (or timed-out) session with the answers, explanations and source articles; GET ?sessionId. */
  review: '/users/review',
  /** The caller's own result for a quiz (`/result/{customUrl}`); GET ?customUrl. */
  result: '/users/quiz-result',
  /** Today's generation status; GET. */
  scrapingStatus: '/users/quizarticle-scrapping-status',
  /** Categories in today's pool with their question counts; GET (open). */
  categoryList: '/recommended/quiz-category-list/',
  /** The caller's quiz settings (categories, audio); GET and PUT. */
  categoryFilter: '/users/category-filter',
  /** Whether the caller has customised their quiz settings; GET. */
  customizationStatus: '/users/quiz-customization-user-status',
  /** Whether quiz audio can play for the caller (audio setting on and speech available); GET. */
  audioEligibility: '/users/quiz-audio/eligibility',
  /** Turn quiz audio on or off; PUT { audioEnabled }. */
  audioUpdate: '/users/quiz-audio',
  /** One question of the caller's session read aloud (MP3); GET ?sessionId&questionId. */
  questionAudio: '/users/quiz-audio/question',
  /** The spoken prompt shown when the reading minimum is reached (MP3); GET. */
  popupAudio: '/users/quiz-audio/popup',
  /** Faculty-authored quizzes of the caller's school: list (GET) and create (POST). */
  facultyQuizzes: '/quiz/faculty',
  facultyQuiz: '/quiz/faculty/:quizId',
  /** Staff: a quiz's results in their school (`/result/{customUrl}` for faculty and admins); GET ?customUrl. */
  schoolResults: '/quiz/results',
  /** Open: what a visitor sees on /quiz (today's quiz, its categories, yesterday's top players); GET. */
  publicToday: '/quiz/today',
} as const;

export const QUIZ_DEFAULTS = {
  questionsPerSession: 10,
  /** Questions generated into a day's pool at most. */
  poolMax: 60,
  /** Of a session's questions, at most this many come from articles the player read that day. */
  fromReadArticlesMax: 5,
  timeLimitSeconds: 600,
  /** Grace for the network after the deadline before a submission is refused as late. */
  submitGraceSeconds: 15,
  pointsPerRightAnswer: 10,
} as const;

export const QUIZ_KINDS = ['DAILY', 'FACULTY'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** The caller's state for one quiz (quiz list "pending flags"). */
export const QUIZ_PLAYER_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'EXPIRED'] as const;
export type QuizPlayerState = (typeof QUIZ_PLAYER_STATES)[number];

export const QUIZ_SESSION_STATUSES = ['IN_PROGRESS', 'SUBMITTED', 'EXPIRED'] as const;
export type QuizSessionStatus = (typeof QUIZ_SESSION_STATUSES)[number];

export const QUIZ_GENERATION_STATUSES = ['PENDING', 'RUNNING', 'READY', 'FAILED'] as const;
export type QuizGenerationStatus = (typeof QUIZ_GENERATION_STATUSES)[number];

/** Result metrics (spec §9) in display order with the spec §3 field each shows. */
export const QUIZ_RESULT_METRICS = [
  { label: 'Score', field: 'score' },
  { label: 'Attempt', field: 'totalQuestionAttempted' },
  { label: 'Right', field: 'totalRightAnswers' },
  { label: 'Wrong', field: 'totalWrongAnswers' },
  { label: 'Skipped', field: 'skippedAnswers' },
] as const;

export const QUIZ_MESSAGES = {
  fetchFailed: 'Failed to fetch post',
  quizNotFound: 'Quiz not found',
  sessionNotFound: 'Quiz session not found',
  notEligible: 'Read today’s minimum articles to unlock the daily quiz',
  notReady: 'Today’s quiz is being prepared. Please check back in a few minutes.',
  timeUp: 'Time is up for this quiz',
  alreadySubmitted: 'This quiz has already been submitted',
  notSubmittedYet: 'Answers are shown after the quiz is submitted',
  questionNotInSession: 'This question is not part of your quiz',
  optionOutOfRange: 'Choose one of the options',
  closed: 'This quiz is closed',
  notForYou: 'This quiz is for another class or school',
  audioUnavailable: 'Audio is not available for this quiz',
  facultyQuizNeedsQuestions: 'Choose at least one question',
} as const;

export const QUIZ_LIMITS = {
  titleMaxChars: 120,
  facultyQuizQuestionsMax: 50,
  timeLimitMinutesMin: 1,
  timeLimitMinutesMax: 180,
} as const;

/** A question as a player sees it mid-quiz: no answer, no explanation. */
export const quizQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  stem: z.string(),
  options: z.array(z.string()),
  category: topicCategorySchema.nullable(),
  /** Where the question comes from (the article's page), shown beside it. */
  sourceArticle: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** Spec §3 quiz result. */
export const quizResultSchema = z.object({
  score: z.number().int(),
  totalQuestionAttempted: z.number().int(),
  totalRightAnswers: z.number().int(),
  totalWrongAnswers: z.number().int(),
  skippedAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  timeTakenSeconds: z.number().int(),
  submittedAt: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const quizSummaryItemSchema = z.object({
  id: z.string(),
  customUrl: z.string(),
  kind: z.enum(QUIZ_KINDS),
  title: z.string(),
  /** The quiz's day (YYYY-MM-DD, reading zone). */
  quizDate: z.string(),
  questionCount: z.number().int(),
  timeLimitSeconds: z.number().int(),
  closesAt: z.string().nullable(),
  authorName: z.string().nullable(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
});

/** One row of the quiz list (spec §3 quiz list data) with the caller's pending flags. */
export const quizListItemSchema = quizSummaryItemSchema.extend({
  state: z.enum(QUIZ_PLAYER_STATES),
  sessionId: z.string().nullable(),
  result: quizResultSchema.nullable(),
});
export type QuizListItem = z.infer<typeof quizListItemSchema>;

export const quizListSchema = z.object({
  quizzes: z.array(quizListItemSchema),
  /** True while today's daily quiz is not generated yet. */
  dailyPending: z.boolean(),
});
export type QuizList = z.infer<typeof quizListSchema>;

export const quizEligibilitySchema = z.object({
  eligible: z.boolean(),
  readToday: z.number().int(),
  dailyMinimum: z.number().int(),
  /** Today's daily quiz, once generated. */
  quizCustomUrl: z.string().nullable(),
  state: z.enum(QUIZ_PLAYER_STATES),
  message: z.string().nullable(),
});
export type QuizEligibility = z.infer<typeof quizEligibilitySchema>;

export const startQuizBodySchema = z.object({ customUrl: z.string().min(1).max(120) }).strict();

export const quizSessionSchema = z.object({
  quizSessionId: z.string(),
  quiz: quizSummaryItemSchema,
  status: z.enum(QUIZ_SESSION_STATUSES),
  startedAt: z.string(),
  /** The server's deadline; the client counts down from serverNow to it. */
  deadlineAt: z.string(),
  serverNow: z.string(),
  questions: z.array(quizQuestionSchema),
  /** Answers saved so far (questionId → selected option index). */
  savedAnswers: z.record(z.string(), z.number().int()),
});
export type QuizSession = z.infer<typeof quizSessionSchema>;

export const attemptQuizBodySchema = z
  .object({
    quizSessionId: z.string().uuid(),
    questionId: z.string().uuid(),
    /** null clears the answer (the question counts as skipped). */
    selectedIndex: z.number().int().min(0).max(9).nullable(),
  })
  .strict();
export const attemptQuizResponseSchema = z.object({ answeredCount: z.number().int(), deadlineAt: z.string() });

export const quizAnswerSchema = z.object({
  questionId: z.string().uuid(),
  selectedIndex: z.number().int().min(0).max(9).nullable(),
});
export const quizSubmissionBodySchema = z
  .object({
    quizSessionId: z.string().uuid(),
    /** Chosen by the client once per submit action; a retry sends the same key. */
    submissionKey: z.string().min(8).max(64),
    answers: z.array(quizAnswerSchema).max(QUIZ_LIMITS.facultyQuizQuestionsMax),
  })
  .strict();
export type QuizSubmissionBody = z.infer<typeof quizSubmissionBodySchema>;

export const quizSubmissionResponseSchema = z.object({
  quizSessionId: z.string(),
  customUrl: z.string(),
  result: quizResultSchema,
  /** False when this call found the session already submitted (a retry or a second click). */
  firstSubmission: z.boolean(),
});

export const reviewQuestionSchema = quizQuestionSchema.extend({
  answerIndex: z.number().int(),
  selectedIndex: z.number().int().nullable(),
  outcome: z.enum(['RIGHT', 'WRONG', 'SKIPPED']),
  explanation: z.string(),
});
export const quizReviewSchema = z.object({
  quizSessionId: z.string(),
  quiz: quizSummaryItemSchema,
  status: z.enum(QUIZ_SESSION_STATUSES),
  result: quizResultSchema,
  questions: z.array(reviewQuestionSchema),
});
export type QuizReview = z.infer<typeof quizReviewSchema>;

export const quizGenerationStatusSchema = z.object({
  quizDate: z.string(),
  status: z.enum(QUIZ_GENERATION_STATUSES),
  articleCount: z.number().int(),
  questionCount: z.number().int(),
  updatedAt: z.string().nullable(),
  error: z.string().nullable(),
});

export const quizCategoryCountSchema = z.object({
  category: topicCategorySchema,
  label: z.string(),
  questionCount: z.number().int(),
});

export const quizSettingsSchema = z.object({
  /** Categories the player prefers; empty means all. */
  categories: z.array(topicCategorySchema).max(TOPIC_CATEGORIES.length),
  audioEnabled: z.boolean(),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;
export const quizSettingsBodySchema = quizSettingsSchema.strict();
export const quizCustomizationStatusSchema = z.object({ customized: z.boolean() });
export const quizAudioEligibilitySchema = z.object({ eligible: z.boolean(), audioEnabled: z.boolean() });

export const createFacultyQuizBodySchema = z
  .object({
    title: z.string().trim().min(3).max(QUIZ_LIMITS.titleMaxChars),
    studentClass: z.enum(STUDENT_CLASSES),
    /** Bank questions usable by the school (own approved or adopted). */
    questionIds: z.array(z.string().uuid()).min(1).max(QUIZ_LIMITS.facultyQuizQuestionsMax),
    timeLimitMinutes: z.number().int().min(QUIZ_LIMITS.timeLimitMinutesMin).max(QUIZ_LIMITS.timeLimitMinutesMax),
    /** YYYY-MM-DD, inclusive, reading zone. */
    opensOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    closesOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .strict();
export type CreateFacultyQuizBody = z.infer<typeof createFacultyQuizBodySchema>;

export const facultyQuizSchema = quizSummaryItemSchema.extend({
  opensOn: z.string(),
  closesOn: z.string(),
  playedCount: z.number().int(),
  canClose: z.boolean(),
});
export const facultyQuizPageSchema = pageOf(facultyQuizSchema);
export const facultyQuizListQuerySchema = pageQuerySchema;

export const schoolResultRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  customUrl: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.string().nullable(),
  status: z.enum(QUIZ_SESSION_STATUSES),
  result: quizResultSchema.nullable(),
});
export const schoolResultsSchema = z.object({
  quiz: quizSummaryItemSchema,
  rows: z.array(schoolResultRowSchema),
});

export const publicTodaySchema = z.object({
  quiz: quizSummaryItemSchema.nullable(),
  categories: z.array(quizCategoryCountSchema),
  status: quizGenerationStatusSchema,
});

export const quizCategoryCountListSchema = z.array(quizCategoryCountSchema);

/** `?sessionId`: one of the caller's sessions (review). */
export const quizSessionIdQuerySchema = z.object({ sessionId: z.string().uuid() });
/** `?customUrl`: a quiz by its address (the caller's result, a school's results). */
export const quizCustomUrlQuerySchema = z.object({ customUrl: z.string().min(1).max(120) });
/** `?sessionId&questionId`: a question of the caller's session, read aloud. */
export const questionAudioQuerySchema = z.object({ sessionId: z.string().uuid(), questionId: z.string().uuid() });
export const quizAudioBodySchema = z.object({ audioEnabled: z.boolean() }).strict();
export const facultyQuizIdParamsSchema = z.object({ quizId: z.string().uuid() });
