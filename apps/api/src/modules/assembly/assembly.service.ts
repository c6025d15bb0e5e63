/**
 * The assembly's settings and bulletins: a school's settings (its account and admins), the bulletins it shows
 * (everyone; names to members), staff edits before assembly and corrections after it, the PDF and the audio file.
 */
import {
  ASSEMBLY_MESSAGES,
  type AssemblySettings,
  type AssemblySettingsInput,
  type Bulletin,
  type BulletinEdit,
  type SchoolBulletins,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { TtlCache } from '../news/ttl-cache';
import { isMemberOf, mayConfigure, mayEditBulletin } from './assembly.policy';
import { type BulletinAudience, presentBulletin, shownBirthdays } from './assembly.presenter';
import {
  type BulletinRow,
  findAnyBulletin,
  findBulletinOfDay,
  findSettings,
  instituteByCustomUrl,
  instituteById,
  latestOutBulletin,
  lockBulletin,
  saveSettings,
  updateBulletin,
} from './assembly.repository';
import { calendarOf, settingsOf } from './assembly-defaults';
import { isOut, localDayOf, upcomingSlot } from './assembly-schedule';
import { type PersonRow, peopleOfSchool } from './birthday.repository';
import { prepareSchoolBulletin } from './bulletin-maker';
import { bulletinPdf } from './bulletin-pdf';
import type { ScriptPeople } from './bulletin-script';

const bulletinNotFound = () => notFound('Bulletin not found');

/** How long readers share a school's bulletins: an edit, new settings or the job's change drop them at once. */
export const SNAPSHOT_TTL_MS = 5_000;
const SCHOOL_TTL_MS = 60_000;

interface SchoolRef {
  id: string;
  name: string;
  customUrl: string;
}

interface SchoolSnapshot {
  settings: AssemblySettingsInput;
  enabled: boolean;
  current: BulletinRow | undefined;
  upcoming: BulletinRow | undefined;
  people: Map<string, PersonRow>;
}

/** Per minute of the app's clock too, so what was upcoming is never served as upcoming after its assembly. */
const snapshotKey = (instituteId: string, now: Date) => `${instituteId}:${Math.floor(now.getTime() / 60_000)}`;

export class AssemblyService {
  private readonly schools = new TtlCache<SchoolRef | undefined>(SCHOOL_TTL_MS, 10_000);
  private readonly snapshots = new TtlCache<SchoolSnapshot>(SNAPSHOT_TTL_MS, 10_000);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    /** Tells every process that a school's bulletins changed (the invalidation bus). */
    private readonly changed: (instituteId: string) => void = () => {},
  ) {}

  async settings(actor: Actor): Promise<AssemblySettings> {
    const instituteId = this.configurableSchool(actor);
    const row = await findSettings(this.db, instituteId);
    return this.presentSettings(settingsOf(row), row !== undefined);
  }

  /** Saves, then makes (or remakes, while unedited) the upcoming bulletin at once, as the job would. */
  async saveSettings(actor: Actor, input: AssemblySettingsInput): Promise<AssemblySettings> {
    const instituteId = this.configurableSchool(actor);
    await saveSettings(this.db, { instituteId, ...input, updatedBy: actor.id });
    await prepareSchoolBulletin(this.db, instituteId, input, this.clock.now(), { remake: true });
    this.changed(instituteId);
    return this.presentSettings(input, true);
  }

  /** `/school-news-events`: the school of `?customUrl=`, else the reader's own. */
  async schoolBulletins(viewer: Actor | null, customUrl: string | undefined): Promise<SchoolBulletins> {
    const institute = customUrl
      ? await this.schools.getOrLoad(customUrl.toLowerCase(), () => instituteByCustomUrl(this.db, customUrl))
      : viewer?.instituteId
        ? await this.schools.getOrLoad(`id:${viewer.instituteId}`, () =>
            instituteById(this.db, viewer.instituteId ?? ''),
          )
        : undefined;
    if (!institute) throw notFound('School not found');
    const now = this.clock.now();
    const snapshot = await this.snapshots.getOrLoad(snapshotKey(institute.id, now), () =>
      this.loadSnapshot(institute.id, now),
    );
    const { settings, enabled, current, upcoming, people } = snapshot;
    const canEdit = mayEditBulletin(viewer, institute.id);
    const audience = {
      member: isMemberOf(viewer, institute.id),
      people,
      birthdaysEnabled: settings.birthdaysEnabled,
      now,
    };
    return {
      institute: { name: institute.name, customUrl: institute.customUrl },
      enabled,
      current: current && isOut(current.assemblyAt, now) ? presentBulletin(current, audience) : null,
      upcoming: canEdit && upcoming && !isOut(upcoming.assemblyAt, now) ? presentBulletin(upcoming, audience) : null,
      canEdit,
      canConfigure: mayConfigure(viewer, institute.id),
    };
  }

  /** Drops what is kept of a school's bulletins (an edit, new settings, the job, a consent change). */
  forget(instituteId: string | null): void {
    if (instituteId === null) {
      this.snapshots.clear();
      return;
    }
    this.snapshots.delete(snapshotKey(instituteId, this.clock.now()));
  }

  /**
   * What every reader of a school's bulletins shares, read once per few seconds: the settings, the bulletin out now,
   * the upcoming one, and the people both name (the viewer decides later what of it they may see).
   */
  private async loadSnapshot(instituteId: string, now: Date): Promise<SchoolSnapshot> {
    const row = await findSettings(this.db, instituteId);
    const settings = settingsOf(row);
    const enabled = row !== undefined && settings.enabled;
    if (!enabled) return { settings, enabled, current: undefined, upcoming: undefined, people: new Map() };
    const today = await findBulletinOfDay(this.db, instituteId, localDayOf(now, settings.timeZone));
    const current = today && isOut(today.assemblyAt, now) ? today : await latestOutBulletin(this.db, instituteId, now);
    const slot = upcomingSlot(now, calendarOf(settings));
    const upcoming = slot ? await findBulletinOfDay(this.db, instituteId, slot.day) : undefined;
    const ids = [current, upcoming].flatMap((bulletin) =>
      bulletin ? [...bulletin.birthdayUserIds, ...bulletin.toppers.map((topper) => topper.userId)] : [],
    );
    const people = await peopleOfSchool(this.db, instituteId, [...new Set(ids)]);
    return { settings, enabled, current, upcoming, people: new Map(people.map((person) => [person.id, person])) };
  }

  /**
   * Staff reorder, remove and reword headlines, and change announcements and the thought, on the revision they saw.
   * Once out, a change is a correction and says what was corrected.
   */
  async edit(actor: Actor, id: string, edit: BulletinEdit): Promise<Bulletin> {
    const instituteId = actor.instituteId;
    if (!instituteId || !mayEditBulletin(actor, instituteId)) throw bulletinNotFound();
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const current = await lockBulletin(tx, instituteId, id);
      if (!current) throw bulletinNotFound();
      if (current.revision !== edit.revision) {
        throw new AppError('CONFLICT', ASSEMBLY_MESSAGES.bulletinChanged, {
          details: [{ field: 'revision', message: String(current.revision) }],
        });
      }
      const out = isOut(current.assemblyAt, now);
      if (out && !edit.correctionNote) {
        throw conflict(ASSEMBLY_MESSAGES.bulletinLocked, [{ field: 'correctionNote', message: 'Required' }]);
      }
      const known = new Map(current.headlines.map((headline) => [headline.articleId, headline]));
      const headlines = edit.headlines.map((headline, index) => {
        const stored = known.get(headline.articleId);
        if (!stored)
          throw badRequest('Only the bulletin’s own headlines can be kept', [
            { field: `headlines.${index}`, message: 'Unknown headline' },
          ]);
        return { ...stored, title: headline.title, summary: headline.summary };
      });
      if (new Set(headlines.map((headline) => headline.articleId)).size !== headlines.length) {
        throw badRequest('A headline is listed twice', [{ field: 'headlines', message: 'Listed twice' }]);
      }
      const thoughtChanged = edit.thought !== current.thoughtText;
      return updateBulletin(tx, id, {
        headlines,
        announcements: edit.announcements,
        thoughtText: edit.thought || null,
        thoughtAuthor: thoughtChanged ? null : current.thoughtAuthor,
        correctionNote: out ? (edit.correctionNote ?? null) : current.correctionNote,
        editedBy: actor.id,
      });
    });
    this.changed(instituteId);
    const settings = settingsOf(await findSettings(this.db, instituteId));
    return presentBulletin(row, await this.audienceFor(actor, instituteId, [row], settings.birthdaysEnabled));
  }

  /** The one-page PDF, for members of the bulletin's school (it names children). */
  async pdf(actor: Actor, id: string): Promise<{ file: Buffer; fileName: string }> {
    const { row, schoolName, people } = await this.memberBulletin(actor, id);
    return { file: await bulletinPdf(schoolName, row, people), fileName: `assembly-bulletin-${row.day}.pdf` };
  }

  /** The stored audio of the current revision, for members of the bulletin's school. */
  async audioFile(actor: Actor, id: string): Promise<{ storage: FileStorage; key: string }> {
    const row = await findAnyBulletin(this.db, id);
    if (!row || !isMemberOf(actor, row.instituteId)) throw bulletinNotFound();
    if (row.audioStatus !== 'READY' || !row.audioKey || row.audioRevision !== row.revision)
      throw notFound('No audio yet');
    return { storage: this.storage, key: row.audioKey };
  }

  private async memberBulletin(actor: Actor, id: string) {
    const row = await findAnyBulletin(this.db, id);
    if (!row || !isMemberOf(actor, row.instituteId)) throw bulletinNotFound();
    const [institute, settingsRow] = await Promise.all([
      instituteById(this.db, row.instituteId),
      findSettings(this.db, row.instituteId),
    ]);
    const people = await bulletinPeople(this.db, row, settingsOf(settingsRow).birthdaysEnabled, this.clock.now());
    return { row, schoolName: institute?.name ?? '', people };
  }

  private configurableSchool(actor: Actor): string {
    if (!actor.instituteId || !mayConfigure(actor, actor.instituteId)) throw forbidden();
    return actor.instituteId;
  }

  private presentSettings(settings: AssemblySettingsInput, saved: boolean): AssemblySettings {
    const slot = settings.enabled ? upcomingSlot(this.clock.now(), calendarOf(settings)) : null;
    return { ...settings, saved, nextAssembly: slot ? { day: slot.day, at: slot.assemblyAt.toISOString() } : null };
  }

  private async audienceFor(
    viewer: Actor | null,
    instituteId: string,
    rows: BulletinRow[],
    birthdaysEnabled: boolean,
  ): Promise<BulletinAudience> {
    const member = isMemberOf(viewer, instituteId);
    const ids = member
      ? rows.flatMap((row) => [...row.birthdayUserIds, ...row.toppers.map((topper) => topper.userId)])
      : [];
    // Visitors get the birthday count only: read the birthday people, never the toppers.
    const countIds = member ? ids : rows.flatMap((row) => row.birthdayUserIds);
    const people = await peopleOfSchool(this.db, instituteId, [...new Set(countIds)]);
    return {
      member,
      people: new Map(people.map((person) => [person.id, person])),
      birthdaysEnabled,
      now: this.clock.now(),
    };
  }
}

/** The people a bulletin names, as its audio and PDF read them (consent checked now). */
export async function bulletinPeople(
  db: Db,
  row: BulletinRow,
  birthdaysEnabled: boolean,
  now: Date,
): Promise<ScriptPeople> {
  const ids = [...row.birthdayUserIds, ...row.toppers.map((topper) => topper.userId)];
  const people = new Map(
    (await peopleOfSchool(db, row.instituteId, [...new Set(ids)])).map((person) => [person.id, person]),
  );
  const birthdays = shownBirthdays(row, { people, birthdaysEnabled, now });
  const toppers = row.toppers.flatMap((topper) => {
    const person: PersonRow | undefined = people.get(topper.userId);
    return person ? [{ person, score: topper.score, position: topper.position }] : [];
  });
  return { birthdays, toppers };
}
