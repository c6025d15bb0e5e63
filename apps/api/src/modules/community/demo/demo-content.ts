/** The hand-written demo posts (posts.json): fictional, kind content from the two demo schools' members. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COMMUNITY_CATEGORIES, POST_REPORT_REASONS } from '@noticeboard/shared';
import { z } from 'zod';
import { DEMO_MOTIFS } from './demo-images';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `school`, `admin:N`, `faculty:N`, or `student:N` (the N-th student whose parent consented). */
const authorRef = z.string().regex(/^(school|(admin|faculty|student):\d+)$/);

const imageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('poster'),
    title: z.string().min(1).max(80),
    subtitle: z.string().max(80).optional(),
    motif: z.enum(DEMO_MOTIFS),
  }),
  z.object({
    kind: z.literal('chart'),
    title: z.string().min(1).max(80),
    labels: z.array(z.string()).min(2).max(6),
    values: z.array(z.number().nonnegative()).min(2).max(6),
    unit: z.string().max(4).optional(),
  }),
  z.object({ kind: z.literal('illustration'), title: z.string().min(1).max(60), motif: z.enum(DEMO_MOTIFS) }),
]);

export const demoPostSchema = z.object({
  id: z.string().regex(kebabCase),
  school: z.enum(['greenfield', 'riverside']),
  author: authorRef,
  category: z.enum(COMMUNITY_CATEGORIES),
  topic: z.string().max(60).optional(),
  /** How long before the seeding moment it was published (or sent, when not published). */
  daysAgo: z.number().min(0).max(60),
  visibility: z.enum(['GLOBAL', 'INSTITUTE']),
  state: z.enum(['PUBLISHED', 'PENDING', 'DECLINED']).default('PUBLISHED'),
  featured: z.boolean().default(false),
  text: z.array(z.string().min(1)).min(1).max(4),
  image: imageSchema.optional(),
  likes: z.number().int().min(0).default(0),
  comments: z.array(z.string().min(1).max(300)).default([]),
});
export type DemoPost = z.infer<typeof demoPostSchema>;

export const demoReportSchema = z.object({
  post: z.string().regex(kebabCase),
  /** `<school>:<author ref>` of a member who can see the post. */
  reporter: z.string().regex(/^(greenfield|riverside):(school|(admin|faculty|student):\d+)$/),
  reason: z.enum(POST_REPORT_REASONS),
  details: z.string().max(500).nullable(),
});

export const demoContentSchema = z
  .object({ posts: z.array(demoPostSchema).min(1), reports: z.array(demoReportSchema) })
  .superRefine((content, context) => {
    const ids = new Set<string>();
    content.posts.forEach((post, index) => {
      if (ids.has(post.id)) context.addIssue({ code: 'custom', path: ['posts', index, 'id'], message: 'duplicate id' });
      ids.add(post.id);
      if (post.image?.kind === 'chart' && post.image.labels.length !== post.image.values.length) {
        context.addIssue({ code: 'custom', path: ['posts', index, 'image'], message: 'labels and values differ' });
      }
    });
    content.reports.forEach((report, index) => {
      if (!ids.has(report.post))
        context.addIssue({ code: 'custom', path: ['reports', index], message: 'no such post' });
    });
  });
export type DemoContent = z.infer<typeof demoContentSchema>;

export const DEMO_CONTENT_FILE = path.resolve(import.meta.dirname, 'posts.json');

export async function loadDemoContent(file = DEMO_CONTENT_FILE): Promise<DemoContent> {
  const parsed = demoContentSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`Community demo content is invalid: ${parsed.error.message}`);
  return parsed.data;
}
