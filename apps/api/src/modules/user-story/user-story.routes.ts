/**
 * `/user-stories`: a signed-in person sends the Noticeboard team their story (multipart: the `story` text and an
 * optional `picture`), lists their own stories and reads their own story's picture. Nobody reads another person's
 * story here; the operators decide at the command line (story-operator-cli.ts).
 */
import multipart from '@fastify/multipart';
import {
  ACCESS,
  COMMUNITY_LIMITS,
  USER_STORY_MAX_LENGTH,
  USER_STORY_MESSAGES,
  USER_STORY_PATHS,
  userStoryOverviewSchema,
  userStoryParamsSchema,
  userStorySchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { App } from '../../types';
import type { UserStoryService } from './user-story.service';

/** Sends per person per minute: enough to retry a failed one, not to fill the disk. */
const SENDS_PER_MINUTE = 10;
/** The story's bytes at most (2,000 characters of up to 4 bytes each); a longer field is refused as too long. */
const STORY_FIELD_BYTES = USER_STORY_MAX_LENGTH * 4;

const tooLong = () =>
  badRequest(USER_STORY_MESSAGES.tooLong, [{ field: 'story', message: USER_STORY_MESSAGES.tooLong }]);

/** The form's parts: the story's words and, when one was chosen, the checked picture's bytes. */
async function formOf(
  request: FastifyRequest,
  stories: UserStoryService,
): Promise<{ story: unknown; picture: Buffer | null }> {
  if (!request.isMultipart())
    throw badRequest(USER_STORY_MESSAGES.tooShort, [{ field: 'story', message: USER_STORY_MESSAGES.tooShort }]);
  let story: unknown;
  let picture: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'picture' || picture || !part.filename) {
        part.file.resume();
        if (part.fieldname === 'picture' && !part.filename) continue;
        throw badRequest(USER_STORY_MESSAGES.pictureKind, [{ field: 'picture', message: 'Send one picture' }]);
      }
      picture = await stories.readPicture(part.file);
    } else if (part.fieldname === 'story') {
      if (part.valueTruncated) throw tooLong();
      story = part.value;
    }
  }
  return { story, picture };
}

export function userStoryRoutes(
  app: App,
  { stories, storage }: { stories: UserStoryService; storage: FileStorage },
): void {
  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: COMMUNITY_LIMITS.imageMaxBytes, files: 1, fields: 1, parts: 2, fieldSize: STORY_FIELD_BYTES },
    });
    const route = routeDefiner(scope, { tags: ['user-story'] });
    route(`POST ${USER_STORY_PATHS.stories}`, {
      access: ACCESS.signedIn,
      errors: ['VALIDATION_FAILED', 'CONSENT_REQUIRED', 'CONFLICT', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
      summary: 'Send the Noticeboard team one’s story (50-2,000 characters, an optional photo without EXIF or GPS)',
      consumes: ['multipart/form-data'],
      config: {
        rateLimit: {
          max: SENDS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
        },
      },
      response: userStorySchema,
      status: 201,
      message: USER_STORY_MESSAGES.sent,
      handler: async ({ actor, request }) => {
        await stories.assertMaySend(actor);
        const form = await formOf(request, stories);
        return stories.send(actor, { story: form.story }, form.picture);
      },
    });
  });

  const route = routeDefiner(app, { tags: ['user-story'] });
  route(`GET ${USER_STORY_PATHS.stories}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'One’s own stories, newest first, with what the team decided; and whether consent stops a new one',
    response: userStoryOverviewSchema,
    message: 'Your stories',
    handler: ({ actor }) => stories.own(actor),
  });
  route(`GET ${USER_STORY_PATHS.picture}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND'],
    summary: 'The picture of one’s own story (anyone else’s is 404)',
    params: userStoryParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => {
      const key = await stories.pictureOf(actor, params.id);
      const info = await storage.info(key);
      if (!info) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .header('content-security-policy', 'sandbox')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', info.size)
        .send(storage.stream(key));
    },
  });
}
