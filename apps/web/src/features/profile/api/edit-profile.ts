/**
 * The owner's edits: PUT /profile/personal-info, each entry section's POST, PUT :id, PUT order and DELETE :id,
 * skills, endorsements. Every write answers the whole profile as the caller sees it, which replaces the cached one.
 */
import {
  PROFILE_ENTRY_PATHS,
  PROFILE_PATHS,
  type ProfileEntryBody,
  type ProfileEntryKind,
  type ProfilePersonalInfoBody,
  type ProfileView,
  profileViewSchema,
} from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post, put } from '../../../lib/http';
import { profileKey } from './get-profile';

/** A mutation whose answer is the profile: it becomes the cached profile at once. */
export function useProfileWrite<A>(write: (args: A) => Promise<ProfileView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (profile) => client.setQueryData(profileKey(profile.customUrl), profile),
  });
}

const entryPath = (kind: ProfileEntryKind, id?: string) =>
  `/profile/${PROFILE_ENTRY_PATHS[kind]}${id ? `/${encodeURIComponent(id)}` : ''}`;

export const savePersonalInfo = (body: ProfilePersonalInfoBody) =>
  put(PROFILE_PATHS.personalInfo, body, profileViewSchema);
export const addEntry = ({ kind, body }: { kind: ProfileEntryKind; body: ProfileEntryBody }) =>
  post(entryPath(kind), body, profileViewSchema);
export const editEntry = ({ kind, id, body }: { kind: ProfileEntryKind; id: string; body: ProfileEntryBody }) =>
  put(entryPath(kind, id), body, profileViewSchema);
export const removeEntry = ({ kind, id }: { kind: ProfileEntryKind; id: string }) =>
  del(entryPath(kind, id), profileViewSchema);
export const reorderEntries = ({ kind, ids }: { kind: ProfileEntryKind; ids: string[] }) =>
  put(`${entryPath(kind)}/order`, { ids }, profileViewSchema);

export const addSkill = (name: string) => post(PROFILE_PATHS.skill, { name }, profileViewSchema);
export const removeSkill = (id: string) => del(`${PROFILE_PATHS.skill}/${encodeURIComponent(id)}`, profileViewSchema);
export const reorderSkills = (ids: string[]) => put(`${PROFILE_PATHS.skill}/order`, { ids }, profileViewSchema);
export function endorseSkill({ id, endorse }: { id: string; endorse: boolean }) {
  const path = `${PROFILE_PATHS.skill}/${encodeURIComponent(id)}/endorsement`;
  return endorse ? post(path, undefined, profileViewSchema) : del(path, profileViewSchema);
}
