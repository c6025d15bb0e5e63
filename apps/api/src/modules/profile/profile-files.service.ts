/**
 * A profile's pictures and files through the community uploads' pipeline (the attachments module's export): the
 * bytes decide the type, the size is within its kind's limit, photos are re-encoded upright as WebP without EXIF
 * or GPS; a certificate may also be a PDF, kept as sent. Files live under `profile/<user id>/` and are served only
 * to viewers who may see that part of the profile.
 */
import { randomUUID } from 'node:crypto';
import { PROFILE_MESSAGES, type ProfileEntryKind, type ProfileView } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { UploadPipeline } from '../community/attachments/attachments.module';
import type { UploadStream } from '../community/attachments/upload.service';
import type { Clock } from '../module';
import { profileVisibility } from './profile.policy';
import { fileVisible } from './profile.presenter';
import { findEntry, findOwnerById, findProfile, listEntries, updateEntry, upsertProfile } from './profile.repository';
import { type ProfileService, viewerOf } from './profile.service';

export type ProfilePictureSlot = 'picture' | 'background';

export interface ServableProfileFile {
  key: string;
  contentType: 'image/webp' | 'application/pdf';
}

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

export class ProfileFileService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly pipeline: UploadPipeline,
    private readonly profiles: ProfileService,
    private readonly clock: Clock,
  ) {}

  async setPicture(actor: Actor, slot: ProfilePictureSlot, file: UploadStream): Promise<ProfileView> {
    const key = await this.storePhoto(actor.id, file);
    const before = await findProfile(this.db, actor.id);
    await upsertProfile(this.db, actor.id, slot === 'picture' ? { pictureKey: key } : { backgroundKey: key });
    this.profiles.changed(actor.id);
    const old = slot === 'picture' ? before?.pictureKey : before?.backgroundKey;
    if (old) await this.storage.remove(old).catch(() => undefined);
    return this.profiles.ownView(actor);
  }

  async removePicture(actor: Actor, slot: ProfilePictureSlot): Promise<ProfileView> {
    const before = await findProfile(this.db, actor.id);
    const old = slot === 'picture' ? before?.pictureKey : before?.backgroundKey;
    if (old) {
      await upsertProfile(this.db, actor.id, slot === 'picture' ? { pictureKey: null } : { backgroundKey: null });
      this.profiles.changed(actor.id);
      await this.storage.remove(old).catch(() => undefined);
    }
    return this.profiles.ownView(actor);
  }

  /** A certificate's picture or PDF, an achievement's picture; replaces the entry's earlier file. */
  async setEntryFile(actor: Actor, kind: ProfileEntryKind, id: string, file: UploadStream): Promise<ProfileView> {
    const entry = await findEntry(this.db, actor.id, kind, id);
    if (!entry) throw notFound();
    const key = await this.storeEntryFile(actor.id, kind, file);
    await updateEntry(this.db, actor.id, id, { fileKey: key });
    this.profiles.changed(actor.id);
    if (entry.fileKey) await this.storage.remove(entry.fileKey).catch(() => undefined);
    return this.profiles.ownView(actor);
  }

  async removeEntryFile(actor: Actor, kind: ProfileEntryKind, id: string): Promise<ProfileView> {
    const entry = await findEntry(this.db, actor.id, kind, id);
    if (!entry) throw notFound();
    if (entry.fileKey) {
      await updateEntry(this.db, actor.id, id, { fileKey: null });
      this.profiles.changed(actor.id);
      await this.storage.remove(entry.fileKey).catch(() => undefined);
    }
    return this.profiles.ownView(actor);
  }

  /**
   * The file behind `/profile/files/<user id>/<name>`, only when it is still one of the person's current files and
   * the viewer may see pictures and files of that profile; anything else is 404, the same as a missing file.
   */
  async resolve(actor: Actor, userId: string, fileName: string): Promise<ServableProfileFile> {
    const key = `profile/${userId}/${fileName}`;
    const owner = await findOwnerById(this.db, userId);
    if (!owner || owner.status !== 'ACTIVE') throw notFound();
    const visibility = profileVisibility(viewerOf(actor), owner, this.clock.now());
    if (!visibility) throw notFound();
    const profile = await findProfile(this.db, userId);
    const entry = (await listEntries(this.db, userId)).find((row) => row.fileKey === key);
    const picture = profile?.pictureKey === key || profile?.backgroundKey === key;
    const visible = picture ? visibility.pictures : entry ? fileVisible(entry.kind, visibility) : false;
    if (!visible) throw notFound();
    return { key, contentType: key.endsWith('.pdf') ? 'application/pdf' : 'image/webp' };
  }

  private async storePhoto(userId: string, file: UploadStream): Promise<string> {
    const { bytes, sniffed } = await this.pipeline.read(file, true);
    if (sniffed.kind !== 'IMAGE') throw unsupported(PROFILE_MESSAGES.pictureKind);
    return this.encodeAndStore(userId, bytes);
  }

  private async storeEntryFile(userId: string, kind: ProfileEntryKind, file: UploadStream): Promise<string> {
    const { bytes, sniffed } = await this.pipeline.read(file, false);
    if (sniffed.kind === 'IMAGE') return this.encodeAndStore(userId, bytes);
    if (sniffed.kind === 'PDF' && kind === 'CERTIFICATION') {
      const key = `profile/${userId}/${randomUUID()}.pdf`;
      await this.storage.put(key, bytes);
      return key;
    }
    throw unsupported(kind === 'CERTIFICATION' ? PROFILE_MESSAGES.fileKind : PROFILE_MESSAGES.pictureKind);
  }

  private async encodeAndStore(userId: string, bytes: Buffer): Promise<string> {
    try {
      const photo = await this.pipeline.encodePhoto(bytes);
      const key = `profile/${userId}/${randomUUID()}.webp`;
      await this.storage.put(key, photo.main.data);
      return key;
    } catch (error) {
      if (this.pipeline.isUnreadable(error)) throw unsupported(PROFILE_MESSAGES.pictureKind);
      throw error;
    }
  }
}
