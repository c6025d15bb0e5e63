/**
 * "Share your Noticeboard story" (issue 21 §4). A signed-in person whose consent allows the community features sends
 * one story at a time (50-2,000 characters, an optional photo through the community uploads' pipeline: the type from
 * the bytes, the size limit, re-encoded upright as WebP without EXIF or GPS). Only its author reads it back; the
 * Noticeboard operators approve or decline waiting stories from the command line (story-operator-commands.ts), as
 * they decide on schools' verification.
 */
import { randomUUID } from 'node:crypto';
import {
  COMMUNITY_MESSAGES,
  USER_STORY_MESSAGES,
  USER_STORY_PATHS,
  type UserStory,
  type UserStoryOverview,
  userStoryFieldsSchema,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { UploadPipeline } from '../community/attachments/attachments.module';
import type { UploadStream } from '../community/attachments/upload.service';
import { consentAllows } from '../consent/consent-ledger.repository';
import type { Clock } from '../module';
import { isUniqueViolation } from '../team/unique-violation';
import {
  decideStory,
  hasPendingStory,
  insertStory,
  ownStories,
  ownStory,
  pendingStories,
  type StoryWithAuthor,
  storyById,
  type UserStoryRow,
} from './user-story.repository';

const pictureRefused = () => new AppError('UNSUPPORTED_MEDIA_TYPE', USER_STORY_MESSAGES.pictureKind);

export function presentStory(row: UserStoryRow): UserStory {
  return {
    id: row.id,
    story: row.story,
    status: row.status,
    pictureUrl: row.pictureKey ? `/api${USER_STORY_PATHS.picture.replace(':id', row.id)}` : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export class UserStoryService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly pipeline: UploadPipeline,
    private readonly clock: Clock,
  ) {}

  /**
   * Checked before anything is read from the upload: a student without their parent's COMMUNITY consent is refused
   * with the community's consent message (403), and a person with a story still waiting gets 409.
   */
  async assertMaySend(actor: Actor): Promise<void> {
    if (!(await consentAllows(this.db, actor.id, 'COMMUNITY', this.clock.now())))
      throw new AppError('CONSENT_REQUIRED', COMMUNITY_MESSAGES.consentRequired);
    if (await hasPendingStory(this.db, actor.id)) throw conflict(USER_STORY_MESSAGES.alreadyPending);
  }

  /** The picture's bytes once the pipeline has checked them (a photo within the size limit), or a refusal. */
  async readPicture(file: UploadStream): Promise<Buffer> {
    const { bytes, sniffed } = await this.pipeline.read(file, true);
    if (sniffed.kind !== 'IMAGE') throw pictureRefused();
    return bytes;
  }

  /** Validates the words first (nothing is stored for a refused story), then keeps the re-encoded picture and the row. */
  async send(actor: Actor, fields: { story: unknown }, picture: Buffer | null): Promise<UserStory> {
    const parsed = userStoryFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? USER_STORY_MESSAGES.tooShort;
      throw badRequest(message, [{ field: 'story', message }]);
    }
    await this.assertMaySend(actor);
    const pictureKey = picture ? await this.storePicture(actor.id, picture) : null;
    try {
      return presentStory(await insertStory(this.db, { userId: actor.id, story: parsed.data.story, pictureKey }));
    } catch (error) {
      if (pictureKey) await this.storage.remove(pictureKey).catch(() => undefined);
      if (isUniqueViolation(error)) throw conflict(USER_STORY_MESSAGES.alreadyPending);
      throw error;
    }
  }

  async own(actor: Actor): Promise<UserStoryOverview> {
    const [rows, allowed] = await Promise.all([
      ownStories(this.db, actor.id),
      consentAllows(this.db, actor.id, 'COMMUNITY', this.clock.now()),
    ]);
    return { stories: rows.map(presentStory), consentRequired: !allowed };
  }

  /** The storage key of the author's own story's picture; anyone else's, or none, is 404. */
  async pictureOf(actor: Actor, id: string): Promise<string> {
    const row = await ownStory(this.db, actor.id, id);
    if (!row?.pictureKey) throw notFound();
    return row.pictureKey;
  }

  // The operators' side (command line only).

  pending(): Promise<StoryWithAuthor[]> {
    return pendingStories(this.db);
  }

  find(id: string): Promise<StoryWithAuthor | undefined> {
    return storyById(this.db, id);
  }

  /** Approves or declines a waiting story once; undefined when it is unknown or already decided. */
  decide(
    id: string,
    status: 'APPROVED' | 'REJECTED',
    operator: string,
    note: string | null,
  ): Promise<UserStoryRow | undefined> {
    return decideStory(this.db, id, { status, reviewedBy: operator, reviewNote: note, at: this.clock.now() });
  }

  private async storePicture(userId: string, bytes: Buffer): Promise<string> {
    let photo: Awaited<ReturnType<UploadPipeline['encodePhoto']>>;
    try {
      photo = await this.pipeline.encodePhoto(bytes);
    } catch (error) {
      if (this.pipeline.isUnreadable(error)) throw pictureRefused();
      throw error;
    }
    const key = `user-stories/${userId}/${randomUUID()}.webp`;
    await this.storage.put(key, photo.main.data);
    return key;
  }
}
