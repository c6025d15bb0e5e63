/**
 * Storage keys of generated audio, and the work marker kept in `articles.audio_key` while an article
 * has no audio yet. The table has no attempt or lease columns, so until they exist the marker
 * `work:<attempts>:<notBeforeMs>` carries both: for a PENDING row, "claimed by a worker until notBefore"
 * (a crashed worker's claim expires); for a FAILED row, "tried <attempts> times, retry after notBefore".
 * A READY row's key is always a real storage key under `news/audio/`.
 */
import { createHash } from 'node:crypto';
import { topicSlug } from '@noticeboard/shared';
import { type BulletinKey, categoryOfBulletin } from './spoken-text';

export const AUDIO_KEY_PREFIX = 'news/audio/';

export function articleAudioKey(articleId: string): string {
  return `${AUDIO_KEY_PREFIX}articles/${articleId}.mp3`;
}

/** A new file per version of a bulletin's text, so a cached old version never plays for a new one. */
export function bulletinAudioKey(key: BulletinKey, text: string): string {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const category = categoryOfBulletin(key);
  const name = category ? `category-${topicSlug(category)}` : 'latest';
  return `${AUDIO_KEY_PREFIX}bulletins/${name}-${hash}.mp3`;
}

/** The URL the web plays: the API serves every key under `news/audio/` at `/api/<key>`. */
export function audioUrlOf(storageKey: string): string {
  return `/api/${storageKey}`;
}

const WORK_PREFIX = 'work:';

export interface WorkMarker {
  attempts: number;
  notBeforeMs: number;
}

export function workMarker(marker: WorkMarker): string {
  return `${WORK_PREFIX}${marker.attempts}:${marker.notBeforeMs}`;
}

export function parseWorkMarker(audioKey: string | null): WorkMarker | null {
  const match = audioKey?.match(/^work:(\d+):(\d+)$/);
  return match ? { attempts: Number(match[1]), notBeforeMs: Number(match[2]) } : null;
}
