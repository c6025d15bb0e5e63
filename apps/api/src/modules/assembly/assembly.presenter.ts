/**
 * Bulletin rows → the wire. Children's names (birthdays, toppers) go only to signed-in members of the school, as
 * first name and class, and a birthday only while consent still allows it; everyone else gets the count alone.
 */
import {
  ASSEMBLY_PATHS,
  type Bulletin,
  type BulletinPerson,
  type ClassGroup,
  type TopicCategory,
} from '@noticeboard/shared';
import { firstName } from '../consent/consent.policy';
import type { BulletinRow } from './assembly.repository';
import { isOut } from './assembly-schedule';
import type { PersonRow } from './birthday.repository';
import { birthdayShown, classLabelOf } from './birthday-rules';

export interface BulletinAudience {
  /** A signed-in member of the bulletin's school. */
  member: boolean;
  /** The people the bulletin names, read now. */
  people: Map<string, PersonRow>;
  birthdaysEnabled: boolean;
  now: Date;
}

const personOf = (row: PersonRow): BulletinPerson => ({
  userId: row.id,
  firstName: firstName(row.name),
  classLabel: classLabelOf(row),
});

/** The birthday people still to be shown (consent may have changed since the bulletin was made). */
export function shownBirthdays(
  row: BulletinRow,
  audience: Pick<BulletinAudience, 'people' | 'birthdaysEnabled' | 'now'>,
) {
  if (!audience.birthdaysEnabled) return [];
  return row.birthdayUserIds
    .map((id) => audience.people.get(id))
    .filter((person): person is PersonRow => person !== undefined && birthdayShown(person, audience.now));
}

export function shownToppers(row: BulletinRow, people: Map<string, PersonRow>) {
  return row.toppers.flatMap((topper) => {
    const person = people.get(topper.userId);
    return person ? [{ ...personOf(person), score: topper.score, position: topper.position }] : [];
  });
}

const pathOf = (template: string, id: string) => `/api${template.replace(':id', id)}`;

export function presentBulletin(row: BulletinRow, audience: BulletinAudience): Bulletin {
  const birthdays = shownBirthdays(row, audience);
  const audioReady = row.audioStatus === 'READY' && row.audioKey !== null && row.audioRevision === row.revision;
  return {
    id: row.id,
    day: row.day,
    assemblyAt: row.assemblyAt.toISOString(),
    state: isOut(row.assemblyAt, audience.now) ? 'OUT' : 'UPCOMING',
    revision: row.revision,
    headlines: row.headlines.map((headline) => ({
      ...headline,
      category: headline.category as TopicCategory,
      classGroups: headline.classGroups as ClassGroup[],
    })),
    announcements: row.announcements,
    thought: row.thoughtText ? { text: row.thoughtText, author: row.thoughtAuthor } : null,
    birthdayCount: birthdays.length,
    ...(audience.member ? { birthdays: birthdays.map(personOf), toppers: shownToppers(row, audience.people) } : {}),
    correctionNote: row.correctionNote,
    audio: audience.member
      ? {
          status: row.audioRevision === row.revision ? row.audioStatus : 'PENDING',
          url: audioReady ? `${pathOf(ASSEMBLY_PATHS.bulletinAudio, row.id)}?r=${row.revision}` : null,
          durationSeconds: audioReady ? row.audioDurationSeconds : null,
        }
      : null,
    pdfUrl: audience.member ? pathOf(ASSEMBLY_PATHS.bulletinPdf, row.id) : null,
  };
}
