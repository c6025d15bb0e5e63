import { topicCategorySchema } from '@noticeboard/shared';
import { z } from 'zod';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One hand-written demo article (see corpus/*.json). */
export const corpusArticleSchema = z.object({
  id: z.string().regex(kebabCase),
  title: z.string().min(1).max(160),
  author: z.string().min(1),
  category: topicCategorySchema,
  /** How long before "now" the article was published: up to 60 days. */
  ageHours: z.number().min(0).max(1440),
  summary: z.string().min(1).max(280),
  paragraphs: z.array(z.string().min(1)).min(3).max(6),
  tags: z.array(z.string().min(1)).default([]),
  /** The feed carries only the summary and links to a local HTML page, so the ingester must extract the text. */
  summaryOnly: z.boolean().default(false),
});
export type CorpusArticle = z.infer<typeof corpusArticleSchema>;

export const corpusPublisherSchema = z.object({
  slug: z.string().regex(kebabCase),
  name: z.string().min(1),
  siteUrl: z.url(),
  defaultCategory: topicCategorySchema,
  tagline: z.string().min(1),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  format: z.enum(['rss', 'atom']),
});
export type CorpusPublisher = z.infer<typeof corpusPublisherSchema>;

export const corpusFileSchema = z
  .object({ publisher: corpusPublisherSchema, articles: z.array(corpusArticleSchema).min(1) })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.articles.forEach((article, index) => {
      if (seen.has(article.id)) {
        context.addIssue({ code: 'custom', path: ['articles', index, 'id'], message: `Duplicate id ${article.id}` });
      }
      seen.add(article.id);
    });
  });
export type CorpusFile = z.infer<typeof corpusFileSchema>;
