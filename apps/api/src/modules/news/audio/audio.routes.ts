/** Listening (spec §1): the latest-news and category-news bulletins, and the generated MP3 files (open routes). */
import { categoryAudioQuerySchema, envelope, NEWS_PATHS, newsBulletinSchema } from '@noticeboard/shared';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import { sendStoredFile } from '../../../lib/serve-file';
import type { FileStorage } from '../../../lib/storage';
import type { App } from '../../../types';
import { AUDIO_KEY_PREFIX } from './audio-keys';
import type { BulletinService } from './bulletin.service';

/** Only the files this module writes: `articles/<id>.mp3` and `bulletins/<name>-<hash>.mp3`. */
const AUDIO_FILE_PATTERN = /^(articles|bulletins)\/[a-z0-9][a-z0-9-]*\.mp3$/;

export function newsAudioRoutes(
  app: App,
  { bulletins, storage }: { bulletins: BulletinService; storage: FileStorage },
): void {
  const tags = ['news'];

  app.get(
    NEWS_PATHS.latestAudio,
    {
      schema: {
        tags,
        summary: 'The latest news as a spoken bulletin',
        response: { 200: envelope(newsBulletinSchema) },
      },
    },
    async () => ok('Latest news audio', await bulletins.current()),
  );

  app.get(
    NEWS_PATHS.categoryAudio,
    {
      schema: {
        tags,
        summary: "One category's news as a spoken bulletin",
        querystring: categoryAudioQuerySchema,
        response: { 200: envelope(newsBulletinSchema) },
      },
    },
    async (request) => ok('Category news audio', await bulletins.current(request.query.category)),
  );

  app.get(
    `${NEWS_PATHS.audioFile}/*`,
    {
      schema: {
        tags,
        summary: 'A generated MP3 (Range requests for seeking)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      if (!AUDIO_FILE_PATTERN.test(path)) throw notFound('File not found');
      return sendStoredFile(request, reply, storage, `${AUDIO_KEY_PREFIX}${path}`, 'audio/mpeg');
    },
  );
}
