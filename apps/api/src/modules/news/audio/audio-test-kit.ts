/** Test helpers for the audio module: publishers and articles inserted straight into the database. */
import { randomBytes } from 'node:crypto';
import type { TopicCategory } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, publishers } from '../../../db/schema';
import type { EncodedSpeech, SpeechEncoder } from './speech-encoder';

const unique = () => randomBytes(4).toString('hex');

export async function insertPublisher(db: Db, name = 'Green Valley News') {
  const [row] = await db
    .insert(publishers)
    .values({ slug: `publisher-${unique()}`, name, defaultCategory: 'ENVIRONMENT' })
    .returning();
  if (!row) throw new Error('no publisher');
  return row;
}

export interface ArticleSeed {
  title: string;
  publisherId: string;
  category?: TopicCategory;
  summary?: string;
  contentText?: string;
  /** Minutes ago. */
  age?: number;
  status?: 'PUBLISHED' | 'REMOVED';
}

export async function insertArticle(db: Db, seed: ArticleSeed) {
  const id = unique();
  const contentText = seed.contentText ?? `${seed.title}. The pupils shared what they learned with the whole school.`;
  const [row] = await db
    .insert(articles)
    .values({
      slug: `article-${id}`,
      guid: `guid-${id}`,
      publisherId: seed.publisherId,
      title: seed.title,
      summary: seed.summary ?? `A short story about ${seed.title.toLowerCase()}.`,
      contentHtml: `<p>${contentText}</p>`,
      contentText,
      category: seed.category ?? 'ENVIRONMENT',
      wordCount: contentText.split(/\s+/).length,
      readingMinutes: 1,
      publishedAt: new Date(Date.now() - (seed.age ?? 0) * 60_000),
      status: seed.status ?? 'PUBLISHED',
    })
    .returning();
  if (!row) throw new Error('no article');
  return row;
}

export async function audioColumnsOf(db: Db, articleId: string) {
  const [row] = await db
    .select({
      status: articles.audioStatus,
      key: articles.audioKey,
      duration: articles.audioDurationSeconds,
      attempts: articles.audioAttempts,
      leaseUntil: articles.audioLeaseUntil,
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) throw new Error('no article');
  return row;
}

/** The real encoder, counting what it is asked to read and failing on purpose for texts with a marker. */
export class RecordingEncoder implements SpeechEncoder {
  readonly texts: string[] = [];

  constructor(
    private readonly real: SpeechEncoder,
    private readonly failWhen: (text: string) => boolean = () => false,
  ) {}

  isAvailable(): Promise<boolean> {
    return this.real.isAvailable();
  }

  async encode(text: string): Promise<EncodedSpeech> {
    this.texts.push(text);
    if (this.failWhen(text)) throw new Error('encoder crashed on purpose');
    return this.real.encode(text);
  }
}

/** MPEG audio frame sync (11 set bits) or an ID3 tag. */
export function looksLikeMp3(data: Buffer): boolean {
  const frameSync = data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0;
  return frameSync || data.subarray(0, 3).toString('ascii') === 'ID3';
}
