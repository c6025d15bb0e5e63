/**
 * The FAQ helper (issue 21 §3, spec §7 "chatbot FAQ"): questions about using Noticeboard answered from entries we
 * wrote, found by full-text retrieval with synonyms on our own server; "Did this help?" kept as feedback. And the
 * "In short" summary of a news article with its thumbs up or down.
 */
import { z } from 'zod';

/** Who an entry is written for: the member kinds, parents (who use emailed links) and visitors. */
export const FAQ_AUDIENCES = ['INSTITUTE', 'ADMIN', 'FACULTY', 'CANDIDATE', 'INDIVIDUAL', 'PARENT', 'VISITOR'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];

export const FAQ_QUESTION_MAX_LENGTH = 300;

export const FAQ_PATHS = {
  /** POST `{ question }`: the best entry and up to two related ones, or the contact form. */
  ask: '/faq/ask',
  /** GET: a few questions to start with, for the asker's audience. */
  starters: '/faq/starters',
  /** GET one entry by its id. */
  entry: '/faq/entries/:id',
  /** POST `{ entryId, question, helpful }`: "Did this help?". */
  feedback: '/faq/feedback',
} as const;

/** Where the contact form is (the enquiry feature's page). */
export const FAQ_CONTACT_LINK = { label: 'Contact us', path: '/submission-contact-us' } as const;

export const FAQ_MESSAGES = {
  noMatch:
    "Sorry, I could not find an answer to that. Try asking in other words, or write to us and we'll reply within a working day.",
  questionTooShort: 'Please type a question.',
  questionTooLong: `Please keep your question to ${FAQ_QUESTION_MAX_LENGTH} characters or fewer.`,
  thanks: 'Thank you for telling us.',
} as const;

export const faqLinkSchema = z.object({ label: z.string(), path: z.string() });
export type FaqLink = z.infer<typeof faqLinkSchema>;

export const faqEntrySchema = z.object({
  id: z.string(),
  audiences: z.array(z.enum(FAQ_AUDIENCES)),
  question: z.string(),
  answer: z.string(),
  links: z.array(faqLinkSchema),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqAskBodySchema = z
  .object({
    question: z
      .string({ error: FAQ_MESSAGES.questionTooShort })
      .trim()
      .min(2, { error: FAQ_MESSAGES.questionTooShort })
      .max(FAQ_QUESTION_MAX_LENGTH, { error: FAQ_MESSAGES.questionTooLong }),
  })
  .strict();
export type FaqAskBody = z.infer<typeof faqAskBodySchema>;

export const faqAnswerSchema = z.object({
  /** The audience the answer was chosen for (the signed-in person's kind, or VISITOR). */
  audience: z.enum(FAQ_AUDIENCES),
  /** The best entry, or null when nothing fits well enough (then `contact` is set). */
  best: faqEntrySchema.nullable(),
  /** Up to two more entries close to the question. */
  related: z.array(faqEntrySchema).max(2),
  /** Set when nothing fits: the message and the contact form. */
  noMatch: z.object({ message: z.string(), contact: faqLinkSchema }).nullable(),
});
export type FaqAnswer = z.infer<typeof faqAnswerSchema>;

export const faqStartersSchema = z.object({
  audience: z.enum(FAQ_AUDIENCES),
  questions: z.array(z.object({ entryId: z.string(), question: z.string() })),
});
export type FaqStarters = z.infer<typeof faqStartersSchema>;

export const faqEntryParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });

export const faqFeedbackBodySchema = z
  .object({
    entryId: z.string().regex(/^[a-z0-9-]{1,64}$/),
    /** Kept trimmed to 300 characters. */
    question: z.string().trim().min(1).max(2000),
    helpful: z.boolean(),
  })
  .strict();
export type FaqFeedbackBody = z.infer<typeof faqFeedbackBodySchema>;

// "In short": an article's summary and its thumbs.

export const ARTICLE_SUMMARY_PATHS = {
  /** GET the summary (and, signed in, one's own vote); POST `{ helpful }` to `feedback` votes or changes one's vote. */
  summary: '/news/articles/:id/summary',
  feedback: '/news/articles/:id/summary-feedback',
} as const;

export const articleSummaryParamsSchema = z.object({ id: z.uuid() });

export const articleSummarySchema = z.object({
  articleId: z.uuid(),
  /** The chosen sentences in the article's order; empty when the article is too short to summarise. */
  sentences: z.array(z.string()),
  /** The reader's own vote, null when they have not voted or are signed out. */
  myVote: z.boolean().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSummaryFeedbackBodySchema = z.object({ helpful: z.boolean() }).strict();
export type ArticleSummaryFeedbackBody = z.infer<typeof articleSummaryFeedbackBodySchema>;
