/**
 * The question bank (issue 6 §3; spec §2 routes, §6 roles, §7 Question bank calls, §3 MCQ data, §4 MCQ states).
 *
 * A school's bank holds questions written by its faculty. A question is PENDING_REVIEW until the school account or
 * a school admin approves or rejects it; editing an approved question sends it back to review. A school's users
 * see their own bank; another school's APPROVED questions become usable only once that school accepts an adoption
 * request (QUESTION_BANK_ADOPTION). Questions with no school form the open practice set: what visitors and
 * individuals practise on; students practise on the open set plus their school's approved and adopted questions.
 */
import { z } from 'zod';
import { BOARDS, STUDENT_CLASSES } from '../constants';
import { pageOf, pageQuerySchema } from './common';

export const QUESTION_BANK_PATHS = {
  /** Bank questions the caller may manage (GET, filters) and create (POST, faculty). */
  questions: '/question-bank/questions',
  /** How many of the same list's questions are in each status (the review page's tabs; issue 17 §4). */
  questionCounts: '/question-bank/questions/counts',
  question: '/question-bank/questions/:questionId',
  /** Institute/admin: approve or reject (POST { decision, note }). */
  review: '/question-bank/questions/:questionId/review',
  /** Institute/admin: the school's faculty with their question counts (`/question-bank/faculty-details`). */
  facultyDetails: '/question-bank/faculty-details',
  /** Classes, subjects (with id), chapters, topics, boards and difficulties present in the caller's pool. */
  filters: '/question-bank/mcq-filters',
  /** Questions generated from recent news that faculty may take into the bank. */
  suggestions: '/question-bank/suggestions',
  acceptSuggestion: '/question-bank/suggestions/:suggestionId/accept',
  /** Counts by status and by difficulty (pie). */
  analyticsPie: '/question-bank/analytics/pie',
  /** Counts per subject, split by status (bar). */
  analyticsBar: '/question-bank/analytics/bar',

  /** MCQ practice (open to visitors): a page of questions without answers (spec §3 MCQ data). */
  mcqData: '/question-bank/mcq-data',
  /** Check one answer: returns right/wrong, the answer and the explanation; stored for signed-in players. */
  mcqAnswer: '/question-bank/mcq-answer',
  /** The caller's practice totals (score). */
  mcqScore: '/question-bank/mcq-score',
  /** Practice summary per subject (`/mcq-practice-summary`). */
  mcqSummary: '/question-bank/mcq-summary',
  /** Questions the caller has practised, newest first, and their count (`/mcq-attempted`). */
  mcqAttempted: '/question-bank/mcq-attempted',
  mcqAttemptedCount: '/question-bank/mcq-attempted/count',

  /** What a paper can be made from (subjects, classes, chapters with question counts). */
  downloadOptions: '/question-bank/download-options',
  /** Make a question paper PDF (and answer key) from a chosen set (POST); the history (GET). */
  downloads: '/question-bank/downloads',
  downloadPaper: '/question-bank/downloads/:downloadId/paper.pdf',
  downloadAnswerKey: '/question-bank/downloads/:downloadId/answer-key.pdf',

  /** Schools whose banks may be adopted (institute). */
  adoptableSchools: '/question-bank/adoption/schools',
  /** Requests made and received by the caller's school (GET); request a school's bank (POST). */
  adoptions: '/question-bank/adoptions',
  /** The owner school answers (POST { decision }), signed in. */
  adoptionDecision: '/question-bank/adoptions/:adoptionId/decision',
  /** Withdraw a request or end an adoption (DELETE), either school. */
  adoption: '/question-bank/adoptions/:adoptionId',
  /** Open: what the emailed link shows (`/adoption/status?adoptionId&token`); GET. */
  adoptionStatus: '/question-bank/adoptions/status',
  /** Open: the answer through the emailed link; POST { adoptionId, token, decision }. */
  adoptionLinkDecision: '/question-bank/adoptions/status',
} as const;

/** `/question-bank/{questionBankType}` (faculty). */
export const QUESTION_BANK_TYPES = ['my-questions', 'school', 'adopted', 'suggestions', 'create'] as const;
export type QuestionBankType = (typeof QUESTION_BANK_TYPES)[number];

export const QUESTION_STATUSES = ['PENDING_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  PENDING_REVIEW: 'Waiting for review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' };

/** Where a question in the caller's pool comes from. */
export const QUESTION_SOURCES = ['OWN', 'ADOPTED', 'OPEN'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

export const ADOPTION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'ENDED'] as const;
export type AdoptionStatus = (typeof ADOPTION_STATUSES)[number];
export const ADOPTION_STATUS_LABELS: Record<AdoptionStatus, string> = {
  PENDING: 'Waiting for an answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
  ENDED: 'Ended',
};

export const QUESTION_LIMITS = {
  stemMinChars: 10,
  stemMaxChars: 1_000,
  optionMaxChars: 300,
  optionsMin: 2,
  optionsMax: 6,
  explanationMaxChars: 2_000,
  topicMaxChars: 120,
  reviewNoteMaxChars: 1_000,
  paperTitleMaxChars: 120,
  paperQuestionsMax: 100,
  adoptionMessageMaxChars: 500,
} as const;

export const QUESTION_BANK_MESSAGES = {
  questionNotFound: 'Question not found',
  duplicateOptions: 'Options must all be different',
  answerOutOfRange: 'The correct answer must be one of the options',
  subjectNotInSchool: 'Choose a subject of your school',
  chapterNotInSubject: 'Choose a chapter of this subject and class',
  onlyAuthorEdits: 'Only the author can edit this question',
  alreadyReviewed: 'This question has already been reviewed',
  noQuestionsChosen: 'Choose at least one question for the paper',
  questionsNotUsable: 'Some chosen questions are not in your bank',
  adoptionNotFound: 'Adoption request not found',
  adoptionOwnSchool: 'A school cannot adopt its own question bank',
  adoptionExists: 'There is already a request or an adoption between these schools',
  adoptionAlreadyAnswered: 'This request has already been answered',
  adoptionLinkInvalid: 'This link is invalid or has expired',
  mcqFetchFailed: 'Failed to fetch questions',
} as const;

/**
 * A question's subject and chapter: the school's own (id set) or, for the open set, a name only. Practice filters
 * go by name, so "Mathematics" of the own, adopted and open sets is one choice.
 */
const subjectRefSchema = z.object({ id: z.string().nullable(), name: z.string() });
const chapterRefSchema = z.object({ id: z.string().nullable(), title: z.string() });

/** A question as its school sees it (with the answer). */
export const bankQuestionSchema = z.object({
  id: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int(),
  explanation: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  board: z.enum(BOARDS),
  studentClass: z.enum(STUDENT_CLASSES),
  subject: subjectRefSchema,
  chapter: chapterRefSchema.nullable(),
  topic: z.string().nullable(),
  status: z.enum(QUESTION_STATUSES),
  reviewNote: z.string().nullable(),
  source: z.enum(QUESTION_SOURCES),
  institute: z.object({ id: z.string(), name: z.string() }).nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canReview: z.boolean(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
export const bankQuestionPageSchema = pageOf(bankQuestionSchema);

export const questionInputSchema = z
  .object({
    stem: z.string().trim().min(QUESTION_LIMITS.stemMinChars).max(QUESTION_LIMITS.stemMaxChars),
    options: z
      .array(z.string().trim().min(1).max(QUESTION_LIMITS.optionMaxChars))
      .min(QUESTION_LIMITS.optionsMin)
      .max(QUESTION_LIMITS.optionsMax),
    answerIndex: z.number().int().min(0),
    explanation: z.string().trim().max(QUESTION_LIMITS.explanationMaxChars).default(''),
    difficulty: z.enum(DIFFICULTIES),
    board: z.enum(BOARDS),
    studentClass: z.enum(STUDENT_CLASSES),
    subjectId: z.string().uuid(),
    chapterId: z.string().uuid().nullable().default(null),
    topic: z.string().trim().max(QUESTION_LIMITS.topicMaxChars).nullable().default(null),
  })
  .strict()
  .superRefine((value, ctx) => {
    const lowered = value.options.map((option) => option.toLowerCase());
    if (new Set(lowered).size !== lowered.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: QUESTION_BANK_MESSAGES.duplicateOptions });
    }
    if (value.answerIndex >= value.options.length) {
      ctx.addIssue({ code: 'custom', path: ['answerIndex'], message: QUESTION_BANK_MESSAGES.answerOutOfRange });
    }
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const questionFilterSchema = z.object({
  studentClass: z.enum(STUDENT_CLASSES).optional(),
  /** Bank management: the school's subject and chapter. */
  subjectId: z.string().uuid().optional(),
  chapterId: z.string().uuid().optional(),
  /** Practice: by name, case-insensitive, across own, adopted and open questions. */
  subject: z.string().trim().max(80).optional(),
  chapter: z.string().trim().max(200).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  board: z.enum(BOARDS).optional(),
  topic: z.string().max(QUESTION_LIMITS.topicMaxChars).optional(),
  search: z.string().trim().max(100).optional(),
});
export const questionListQuerySchema = pageQuerySchema.merge(questionFilterSchema).extend({
  status: z.enum(QUESTION_STATUSES).optional(),
  source: z.enum(QUESTION_SOURCES).optional(),
  authorId: z.string().uuid().optional(),
  /** Faculty: only their own questions. */
  mine: z.stringbool().optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

/** The list's filters without status and paging: the counts are per status. */
export const questionCountsQuerySchema = questionListQuerySchema.omit({ page: true, size: true, status: true });
export type QuestionCountsQuery = z.infer<typeof questionCountsQuerySchema>;
export const questionStatusCountsSchema = z.object({
  ALL: z.number().int().nonnegative(),
  PENDING_REVIEW: z.number().int().nonnegative(),
  APPROVED: z.number().int().nonnegative(),
  REJECTED: z.number().int().nonnegative(),
});
export type QuestionStatusCounts = z.infer<typeof questionStatusCountsSchema>;

export const reviewBodySchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED']),
    note: z.string().trim().max(QUESTION_LIMITS.reviewNoteMaxChars).default(''),
  })
  .strict();

export const facultyDetailsRowSchema = z.object({
  facultyId: z.string(),
  name: z.string(),
  customUrl: z.string(),
  subjects: z.array(z.string()),
  total: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  lastAddedAt: z.string().nullable(),
});
export const facultyDetailsSchema = z.array(facultyDetailsRowSchema);

export const mcqFiltersSchema = z.object({
  classes: z.array(z.object({ studentClass: z.enum(STUDENT_CLASSES), questionCount: z.number().int() })),
  subjects: z.array(z.object({ name: z.string(), questionCount: z.number().int() })),
  chapters: z.array(z.object({ title: z.string(), subject: z.string(), questionCount: z.number().int() })),
  topics: z.array(z.string()),
  boards: z.array(z.enum(BOARDS)),
  difficulties: z.array(z.enum(DIFFICULTIES)),
});
export type McqFilters = z.infer<typeof mcqFiltersSchema>;

export const suggestionSchema = z.object({
  id: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int(),
  explanation: z.string(),
  sourceArticle: z.object({ slug: z.string(), title: z.string() }).nullable(),
  category: z.string().nullable(),
  quizDate: z.string(),
});
export const suggestionPageSchema = pageOf(suggestionSchema);
export const acceptSuggestionBodySchema = z
  .object({
    difficulty: z.enum(DIFFICULTIES),
    board: z.enum(BOARDS),
    studentClass: z.enum(STUDENT_CLASSES),
    subjectId: z.string().uuid(),
    chapterId: z.string().uuid().nullable().default(null),
    topic: z.string().trim().max(QUESTION_LIMITS.topicMaxChars).nullable().default(null),
  })
  .strict();

export const analyticsPieSchema = z.object({
  byStatus: z.array(z.object({ status: z.enum(QUESTION_STATUSES), count: z.number().int() })),
  byDifficulty: z.array(z.object({ difficulty: z.enum(DIFFICULTIES), count: z.number().int() })),
});
export const analyticsBarSchema = z.object({
  bars: z.array(
    z.object({
      subject: z.string(),
      approved: z.number().int(),
      pending: z.number().int(),
      rejected: z.number().int(),
    }),
  ),
});

/** A practice question: no answer until it is answered. */
export const mcqQuestionSchema = z.object({
  id: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  difficulty: z.enum(DIFFICULTIES),
  studentClass: z.enum(STUDENT_CLASSES),
  subject: subjectRefSchema,
  chapter: chapterRefSchema.nullable(),
  topic: z.string().nullable(),
  source: z.enum(QUESTION_SOURCES),
  /** The caller's last answer, if they practised it before (signed in). */
  lastAttempt: z.object({ selectedIndex: z.number().int(), correct: z.boolean() }).nullable(),
});
export type McqQuestion = z.infer<typeof mcqQuestionSchema>;
export const mcqPageSchema = pageOf(mcqQuestionSchema);
export const mcqQuerySchema = pageQuerySchema.merge(questionFilterSchema).extend({
  /** Only questions the caller has not practised yet. */
  unattempted: z.stringbool().optional(),
});

export const mcqAnswerBodySchema = z
  .object({ questionId: z.string().uuid(), selectedIndex: z.number().int().min(0).max(9) })
  .strict();
export const mcqAnswerResultSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  answerIndex: z.number().int(),
  explanation: z.string(),
  /** False for visitors: their answers are checked, not kept. */
  recorded: z.boolean(),
});

export const mcqScoreSchema = z.object({
  attempted: z.number().int(),
  right: z.number().int(),
  wrong: z.number().int(),
  /** Right answers out of attempted, 0–100. */
  accuracyPercent: z.number(),
});
export const mcqSummarySchema = z.object({
  totals: mcqScoreSchema,
  bySubject: z.array(mcqScoreSchema.extend({ subject: z.string() })),
  byDifficulty: z.array(mcqScoreSchema.extend({ difficulty: z.enum(DIFFICULTIES) })),
});
export const mcqAttemptedItemSchema = mcqQuestionSchema.omit({ lastAttempt: true }).extend({
  selectedIndex: z.number().int(),
  answerIndex: z.number().int(),
  correct: z.boolean(),
  explanation: z.string(),
  attempts: z.number().int(),
  answeredAt: z.string(),
});
export const mcqAttemptedPageSchema = pageOf(mcqAttemptedItemSchema);
export const mcqAttemptedQuerySchema = pageQuerySchema.extend({
  outcome: z.enum(['RIGHT', 'WRONG']).optional(),
  subject: z.string().trim().max(80).optional(),
});
export const mcqAttemptedCountSchema = z.object({ count: z.number().int() });

export const downloadOptionsSchema = mcqFiltersSchema;
export const createDownloadBodySchema = z
  .object({
    title: z.string().trim().min(3).max(QUESTION_LIMITS.paperTitleMaxChars),
    questionIds: z.array(z.string().uuid()).min(1).max(QUESTION_LIMITS.paperQuestionsMax),
    includeAnswerKey: z.boolean().default(true),
  })
  .strict();
export const downloadSchema = z.object({
  id: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  includeAnswerKey: z.boolean(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  paperUrl: z.string(),
  answerKeyUrl: z.string().nullable(),
});
export type QuestionPaperDownload = z.infer<typeof downloadSchema>;
export const downloadPageSchema = pageOf(downloadSchema);

export const adoptableSchoolSchema = z.object({
  instituteId: z.string(),
  name: z.string(),
  customUrl: z.string(),
  approvedQuestions: z.number().int(),
  subjects: z.array(z.string()),
  /** The caller's request or adoption with this school, if any. */
  adoption: z.object({ id: z.string(), status: z.enum(ADOPTION_STATUSES) }).nullable(),
});
export const adoptableSchoolPageSchema = pageOf(adoptableSchoolSchema);

export const requestAdoptionBodySchema = z
  .object({
    ownerInstituteId: z.string().uuid(),
    message: z.string().trim().max(QUESTION_LIMITS.adoptionMessageMaxChars).default(''),
  })
  .strict();

export const adoptionSchema = z.object({
  id: z.string(),
  status: z.enum(ADOPTION_STATUSES),
  /** The school asking to use the bank. */
  requester: z.object({ id: z.string(), name: z.string(), customUrl: z.string() }),
  /** The school whose bank it is. */
  owner: z.object({ id: z.string(), name: z.string(), customUrl: z.string() }),
  message: z.string(),
  direction: z.enum(['SENT', 'RECEIVED']),
  approvedQuestions: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  canDecide: z.boolean(),
  canWithdraw: z.boolean(),
});
export type Adoption = z.infer<typeof adoptionSchema>;
export const adoptionListSchema = z.array(adoptionSchema);

export const adoptionDecisionBodySchema = z.object({ decision: z.enum(['ACCEPTED', 'DECLINED']) }).strict();
export const adoptionLinkQuerySchema = z.object({ adoptionId: z.string().uuid(), token: z.string().min(16).max(200) });
export const adoptionLinkDecisionBodySchema = adoptionLinkQuerySchema
  .extend({ decision: z.enum(['ACCEPTED', 'DECLINED']) })
  .strict();
export const adoptionLinkStatusSchema = z.object({
  adoptionId: z.string(),
  status: z.enum(ADOPTION_STATUSES),
  requesterName: z.string(),
  ownerName: z.string(),
  message: z.string(),
  /** False once answered or expired: the page shows the status only. */
  canDecide: z.boolean(),
});

export const questionIdParamsSchema = z.object({ questionId: z.string().uuid() });
/** `?mine=true`: faculty narrow the charts to their own questions (a plain boolean coercion reads "false" as true). */
export const questionAnalyticsQuerySchema = z.object({ mine: z.enum(['true', 'false']).optional() });
/** The practice filters, narrowed by class and then subject. */
export const mcqFiltersQuerySchema = z.object({
  studentClass: z.enum(STUDENT_CLASSES).optional(),
  subject: z.string().trim().max(80).optional(),
});
export const suggestionIdParamsSchema = z.object({ suggestionId: z.string().uuid() });
/** The practised-questions count takes the list's filters without its paging. */
export const mcqAttemptedCountQuerySchema = mcqAttemptedQuerySchema.omit({ page: true, size: true });
export const downloadIdParamsSchema = z.object({ downloadId: z.string().uuid() });
export const adoptableSchoolsQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(100).optional() });
export const adoptionIdParamsSchema = z.object({ adoptionId: z.string().uuid() });
