/** One article's audio, made now: the script, the speech, the stored MP3 and the article's audio columns. */
import type { ArticleAudio } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { presentArticleAudio } from './audio.presenter';
import { findSpeechSource, markArticleReady } from './audio.repository';
import { articleAudioKey } from './audio-keys';
import type { SpeechEncoder } from './speech-encoder';
import { articleScript } from './spoken-text';

export interface AudioDeps {
  db: Db;
  storage: FileStorage;
  encoder: SpeechEncoder;
}

export class ArticleNotFoundError extends Error {}

/** Generates (or regenerates) an article's audio whatever its status; throws the encoder's errors. */
export async function generateArticleAudio(deps: AudioDeps, articleId: string): Promise<ArticleAudio> {
  const source = await findSpeechSource(deps.db, articleId);
  if (!source) throw new ArticleNotFoundError(`article ${articleId} not found`);
  const speech = await deps.encoder.encode(articleScript(source));
  const key = articleAudioKey(articleId);
  await deps.storage.put(key, speech.mp3);
  await markArticleReady(deps.db, articleId, key, speech.durationSeconds);
  return presentArticleAudio({ audioStatus: 'READY', audioKey: key, audioDurationSeconds: speech.durationSeconds });
}
