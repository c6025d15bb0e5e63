/** Audio columns → the contract's ArticleAudio (articles and bulletins). The news API can use it for article pages. */
import type { ArticleAudio, AudioStatus } from '@noticeboard/shared';
import { audioUrlOf } from './audio-keys';

export interface AudioColumns {
  audioStatus: AudioStatus;
  audioKey: string | null;
  audioDurationSeconds: number | null;
}

export function presentArticleAudio(row: AudioColumns): ArticleAudio {
  const ready = row.audioStatus === 'READY' && row.audioKey !== null;
  return {
    status: row.audioStatus,
    url: ready && row.audioKey ? audioUrlOf(row.audioKey) : null,
    durationSeconds: ready ? row.audioDurationSeconds : null,
  };
}
