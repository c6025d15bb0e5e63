/**
 * POST a picture or a certificate (multipart `file`; the server decides what it is from the bytes, strips EXIF and
 * resizes) and DELETE one: the profile picture, the background image, an entry's file. Each answers the profile.
 */
import {
  PROFILE_ENTRY_PATHS,
  PROFILE_PATHS,
  type ProfileEntryKind,
  type ProfileView,
  profileViewSchema,
} from '@noticeboard/shared';
import { toApiError } from '../../../lib/api-error';
import { fetchWithRenewal } from '../../../lib/download-file';
import { del, readJson } from '../../../lib/http';

async function upload(path: string, file: File): Promise<ProfileView> {
  const response = await fetchWithRenewal(path, () => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { method: 'POST', body: form, headers: { accept: 'application/json' } };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = profileViewSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}

export type PictureSlot = 'picture' | 'background';
const slotPath = (slot: PictureSlot) => (slot === 'picture' ? PROFILE_PATHS.picture : PROFILE_PATHS.backgroundImage);
const entryFilePath = (kind: ProfileEntryKind, id: string) =>
  `/profile/${PROFILE_ENTRY_PATHS[kind]}/${encodeURIComponent(id)}/file`;

export const uploadPicture = ({ slot, file }: { slot: PictureSlot; file: File }) => upload(slotPath(slot), file);
export const removePicture = (slot: PictureSlot) => del(slotPath(slot), profileViewSchema);
export const uploadEntryFile = ({ kind, id, file }: { kind: ProfileEntryKind; id: string; file: File }) =>
  upload(entryFilePath(kind, id), file);
export const removeEntryFile = ({ kind, id }: { kind: ProfileEntryKind; id: string }) =>
  del(entryFilePath(kind, id), profileViewSchema);
