/** Rows → the profile as one viewer may see it: every part the visibility leaves out is absent, not empty. */
import {
  PROFILE_ENTRY_KINDS,
  type ProfileEntry,
  type ProfileEntryKind,
  type ProfileFile,
  type ProfileSkill,
  type ProfileView,
} from '@noticeboard/shared';
import { shortName } from '../consent/child-listing.policy';
import type { ProfileVisibility } from './profile.policy';
import type { EndorsementRow, EntryView, ProfileRead, SkillRow } from './profile.repository';

/** `profile/<user id>/<uuid>.webp` → the address the file is served from (access checked there). */
export function profileFileUrl(key: string): string {
  return `/api/${key.replace(/^profile\//, 'profile/files/')}`;
}

function presentFile(key: string | null): ProfileFile | null {
  if (!key) return null;
  return { url: profileFileUrl(key), type: key.endsWith('.pdf') ? 'PDF' : 'IMAGE' };
}

/** A certificate's file is a document (it carries the full name); an achievement's is a picture. */
export function fileVisible(kind: ProfileEntryKind, visibility: ProfileVisibility): boolean {
  return kind === 'CERTIFICATION' ? visibility.documents : visibility.pictures;
}

function presentEntry(row: EntryView, visibility: ProfileVisibility): ProfileEntry {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    organisation: row.organisation,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    ...(visibility.documents ? { link: row.link } : {}),
    ...(fileVisible(row.kind, visibility) ? { file: presentFile(row.fileKey) } : {}),
  };
}

function presentSkills(
  skills: SkillRow[],
  endorsements: EndorsementRow[],
  viewerId: string,
  visibility: ProfileVisibility,
): ProfileSkill[] {
  return skills.map((skill) => {
    const mine = endorsements.filter((endorsement) => endorsement.skillId === skill.id);
    return {
      id: skill.id,
      name: skill.name,
      endorsements: mine.length,
      endorsedByViewer: mine.some((endorsement) => endorsement.endorserId === viewerId),
      ...(visibility.endorsers
        ? { endorsers: mine.map((endorsement) => ({ id: endorsement.endorserId, name: endorsement.endorserName })) }
        : {}),
    };
  });
}

export type ProfileParts = ProfileRead;

const SECTION_KEYS: Record<ProfileEntryKind, 'experience' | 'education' | 'certifications' | 'achievements'> = {
  EXPERIENCE: 'experience',
  EDUCATION: 'education',
  CERTIFICATION: 'certifications',
  ACHIEVEMENT: 'achievements',
};

export function presentProfileView(
  { owner, profile, entries, skills, endorsements }: ProfileParts,
  viewerId: string,
  visibility: ProfileVisibility,
  audience: 'SCHOOL' | 'EVERYONE',
): ProfileView {
  const sections = Object.fromEntries(
    PROFILE_ENTRY_KINDS.map((kind) => [
      SECTION_KEYS[kind],
      entries.filter((entry) => entry.kind === kind).map((entry) => presentEntry(entry, visibility)),
    ]),
  ) as Record<(typeof SECTION_KEYS)[ProfileEntryKind], ProfileEntry[]>;
  return {
    id: owner.id,
    name: visibility.shortName ? shortName(owner.name) : owner.name,
    type: owner.type,
    userType: owner.userType,
    customUrl: owner.customUrl,
    instituteName: owner.instituteName,
    instituteCustomUrl: owner.instituteCustomUrl,
    studentClass: visibility.classAndSection ? owner.studentClass : null,
    section: visibility.classAndSection ? owner.section : null,
    isSelf: visibility.self,
    memberSince: owner.createdAt.toISOString(),
    headline: profile?.headline ?? null,
    about: profile?.about ?? null,
    ...(visibility.location ? { location: profile?.location ?? null } : {}),
    ...(visibility.pictures
      ? {
          pictureUrl: profile?.pictureKey ? profileFileUrl(profile.pictureKey) : null,
          backgroundUrl: profile?.backgroundKey ? profileFileUrl(profile.backgroundKey) : null,
        }
      : {}),
    ...(visibility.personalInfo
      ? { personalInfo: { email: owner.email, phone: owner.phone, dateOfBirth: owner.dateOfBirth } }
      : {}),
    ...sections,
    skills: presentSkills(skills, endorsements, viewerId, visibility),
    canEndorse: visibility.canEndorse,
    ...(visibility.self ? { audience } : {}),
  };
}
