/**
 * Storage keys of generated audio: `articles.audio_key` and `news_bulletins.audio_key` hold only these,
 * under `news/audio/` (an article's attempts and claim time have their own columns).
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
