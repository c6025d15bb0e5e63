/**
 * Spoken bulletins: the 5 newest articles (of all, or of one category) read as a short script. The
 * endpoints answer from the stored row when it still matches the newest articles, else with the current
 * text to read in the browser; the audio worker regenerates a bulletin whenever its text changes.
 */
import type { NewsBulletin, TopicCategory } from '@noticeboard/shared';
import type { Queryable } from '../../../db/client';
import type { AudioDeps } from './article-audio';
import { presentArticleAudio } from './audio.presenter';
import {
  type BulletinArticleRow,
  type BulletinRow,
  findBulletin,
  newestArticles,
  saveBulletin,
} from './audio.repository';
import { bulletinAudioKey } from './audio-keys';
import { EncoderUnavailableError } from './speech-encoder';
import { BULLETIN_SIZE, type BulletinKey, bulletinKey, bulletinScript, categoryOfBulletin } from './spoken-text';

interface BulletinDraft {
  key: BulletinKey;
  text: string;
  articles: BulletinArticleRow[];
}

async function draftBulletin(db: Queryable, key: BulletinKey): Promise<BulletinDraft> {
  const category = categoryOfBulletin(key);
  const articles = await newestArticles(db, category, BULLETIN_SIZE);
  return { key, text: bulletinScript(category, articles), articles };
}

function matches(row: BulletinRow, draft: BulletinDraft): boolean {
  return (
    row.text === draft.text &&
    row.articleIds.length === draft.articles.length &&
    draft.articles.every((article, index) => row.articleIds[index] === article.id)
  );
}

/** What the latest-news and category-news audio endpoints answer. */
export async function currentBulletin(db: Queryable, category?: TopicCategory): Promise<NewsBulletin> {
  const key = bulletinKey(category);
  const [draft, row] = await Promise.all([draftBulletin(db, key), findBulletin(db, key)]);
  const articles = draft.articles.map(({ id, slug, title }) => ({ _id: id, slug, title }));
  if (row && matches(row, draft)) {
    const audio = presentArticleAudio({
      audioStatus: row.status,
      audioKey: row.audioKey,
      audioDurationSeconds: row.audioDurationSeconds,
    });
    return { audio, text: draft.text, articles };
  }
  // Missing or out of date: the worker makes the new version on its next run; meanwhile the browser reads the text.
  const status = row?.status === 'UNAVAILABLE' ? 'UNAVAILABLE' : 'PENDING';
  return { audio: { status, url: null, durationSeconds: null }, text: draft.text, articles };
}

export type BulletinRefresh = { outcome: 'unchanged' | 'generated' } | { outcome: 'failed'; error: unknown };

/** Makes a bulletin's audio when its text changed (or a failed attempt is due again). */
export async function refreshBulletin(
  deps: AudioDeps,
  key: BulletinKey,
  retryFailedAfterMs: number,
  now = new Date(),
): Promise<BulletinRefresh> {
  const draft = await draftBulletin(deps.db, key);
  const row = await findBulletin(deps.db, key);
  if (row && matches(row, draft)) {
    if (row.status === 'READY') return { outcome: 'unchanged' };
    if (row.status === 'FAILED' && now.getTime() - row.updatedAt.getTime() < retryFailedAfterMs) {
      return { outcome: 'unchanged' };
    }
  }
  const base = { key, text: draft.text, articleIds: draft.articles.map((article) => article.id) };
  try {
    const speech = await deps.encoder.encode(draft.text);
    const audioKey = bulletinAudioKey(key, draft.text);
    await deps.storage.put(audioKey, speech.mp3);
    await saveBulletin(deps.db, {
      ...base,
      status: 'READY',
      audioKey,
      audioDurationSeconds: speech.durationSeconds,
      generatedAt: now,
    });
    if (row?.audioKey && row.audioKey !== audioKey) await deps.storage.remove(row.audioKey);
    return { outcome: 'generated' };
  } catch (error) {
    if (error instanceof EncoderUnavailableError) throw error;
    // The previous file stays referenced, so the next successful version removes it.
    await saveBulletin(deps.db, {
      ...base,
      status: 'FAILED',
      audioKey: row?.audioKey ?? null,
      audioDurationSeconds: null,
      generatedAt: row?.generatedAt ?? null,
    });
    return { outcome: 'failed', error };
  }
}

/** Without a speech engine, every bulletin says so (and keeps its text for the browser). */
export async function markBulletinUnavailable(db: Queryable, key: BulletinKey): Promise<void> {
  const draft = await draftBulletin(db, key);
  const row = await findBulletin(db, key);
  if (row?.status === 'UNAVAILABLE' && matches(row, draft)) return;
  await saveBulletin(db, {
    key,
    text: draft.text,
    articleIds: draft.articles.map((article) => article.id),
    status: 'UNAVAILABLE',
    audioKey: row?.audioKey ?? null,
    audioDurationSeconds: null,
    generatedAt: row?.generatedAt ?? null,
  });
}
