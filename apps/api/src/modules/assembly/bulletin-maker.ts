/**
 * Puts a school's next bulletin together (the background job, and a settings save): the day's headlines, the
 * announcements still running, the thought of the day, the day's birthdays and the quiz toppers of the day before.
 * One bulletin per school and day, whoever races to make it; while it is not out, its birthdays and toppers follow
 * the facts (yesterday's quiz may still be played when tomorrow's bulletin is first made).
 */
import type { AssemblySettingsInput } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import {
  type BulletinRow,
  emptyUneditedBulletins,
  fillEmptyBulletin,
  findBulletinOfDay,
  headlineCandidates,
  insertBulletin,
  type NewBulletin,
  previousBulletin,
  quizToppers,
  refreshBulletinFacts,
  replaceUneditedBulletin,
} from './assembly.repository';
import { calendarOf } from './assembly-defaults';
import { type AssemblySlot, addDays, isOut, localDayOf, upcomingSlot } from './assembly-schedule';
import { peopleBornOn } from './birthday.repository';
import { birthdayMonthDays, birthdayShown } from './birthday-rules';
import { chosenCategories, pickHeadlines } from './headline-pick';
import { thoughtFor } from './thoughts';

const CANDIDATE_POOL = 60;
export const TOPPERS_SHOWN = 3;

export interface BulletinFacts {
  birthdayUserIds: string[];
  toppers: Array<{ userId: string; score: number; position: number }>;
}

export async function factsFor(
  db: Db,
  instituteId: string,
  settings: AssemblySettingsInput,
  slot: AssemblySlot,
  now: Date,
): Promise<BulletinFacts> {
  const born = settings.birthdaysEnabled ? await peopleBornOn(db, instituteId, birthdayMonthDays(slot.day)) : [];
  const toppers = await quizToppers(db, instituteId, addDays(slot.day, -1), TOPPERS_SHOWN);
  return {
    birthdayUserIds: born.filter((person) => birthdayShown(person, now)).map((person) => person.id),
    toppers: toppers.map((row, index) => ({ userId: row.userId, score: row.score, position: index + 1 })),
  };
}

export async function composeBulletin(
  db: Db,
  instituteId: string,
  settings: AssemblySettingsInput,
  slot: AssemblySlot,
  now: Date,
): Promise<NewBulletin> {
  const [candidates, previous, facts] = await Promise.all([
    headlineCandidates(
      db,
      instituteId,
      chosenCategories(settings.classGroupCategories),
      slot.assemblyAt,
      CANDIDATE_POOL,
    ),
    previousBulletin(db, instituteId, slot.day),
    factsFor(db, instituteId, settings, slot, now),
  ]);
  const readBefore = new Set((previous?.headlines ?? []).map((headline) => headline.articleId));
  const thought = thoughtFor(slot.day, settings.thoughtSource, settings.ownThoughts);
  return {
    instituteId,
    day: slot.day,
    assemblyAt: slot.assemblyAt,
    headlines: pickHeadlines(candidates, settings.classGroupCategories, settings.headlineCount, readBefore),
    announcements: settings.announcements.filter((item) => item.endsOn >= slot.day).map((item) => item.text),
    thoughtText: thought?.text ?? null,
    thoughtAuthor: thought?.author ?? null,
    ...facts,
  };
}

const sameFacts = (row: BulletinRow, facts: BulletinFacts) =>
  JSON.stringify(row.birthdayUserIds) === JSON.stringify(facts.birthdayUserIds) &&
  JSON.stringify(row.toppers) === JSON.stringify(facts.toppers);

export type Preparation = 'off' | 'made' | 'kept' | 'remade' | 'refreshed';

/**
 * Makes the school's upcoming bulletin if it does not exist. `remake`: a settings change remakes it while nobody
 * has edited it. Otherwise an existing one not yet out has its birthdays and toppers brought up to date.
 */
export async function prepareSchoolBulletin(
  db: Db,
  instituteId: string,
  settings: AssemblySettingsInput,
  now: Date,
  options: { remake?: boolean } = {},
): Promise<Preparation> {
  if (!settings.enabled) return 'off';
  const slot = upcomingSlot(now, calendarOf(settings));
  if (!slot) return 'off';
  const existing = await findBulletinOfDay(db, instituteId, slot.day);
  if (!existing) {
    const made = await insertBulletin(db, await composeBulletin(db, instituteId, settings, slot, now));
    return made ? 'made' : 'kept';
  }
  if (isOut(existing.assemblyAt, now)) return 'kept';
  if (options.remake && existing.editedBy === null) {
    await replaceUneditedBulletin(db, await composeBulletin(db, instituteId, settings, slot, now), now);
    return 'remade';
  }
  const facts = await factsFor(db, instituteId, settings, slot, now);
  if (sameFacts(existing, facts)) return 'kept';
  // The audio reads names: it is made again for the new facts.
  await refreshBulletinFacts(db, existing.id, facts);
  return 'refreshed';
}

/** How far back a bulletin made before any news arrived is still filled in (a new school, a fresh install). */
const FILL_DAYS_BACK = 3;

/**
 * A bulletin made while the news feeds were still empty (a fresh install, the demo) gets its headlines and quiz
 * toppers once they exist, as long as nobody has edited it; a bulletin with headlines is never changed this way.
 */
export async function fillEarlyBulletins(
  db: Db,
  instituteId: string,
  settings: AssemblySettingsInput,
  now: Date,
): Promise<number> {
  const since = addDays(localDayOf(now, settings.timeZone), -FILL_DAYS_BACK);
  let filled = 0;
  for (const row of await emptyUneditedBulletins(db, instituteId, since)) {
    const composed = await composeBulletin(
      db,
      instituteId,
      settings,
      { day: row.day, assemblyAt: row.assemblyAt },
      now,
    );
    if (composed.headlines.length === 0) continue;
    await fillEmptyBulletin(db, row.id, composed);
    filled += 1;
  }
  return filled;
}
