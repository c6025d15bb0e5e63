/**
 * The magazine's set-up (name, sections, frequency, faculty editors) and the caller's parts on the editorial path.
 * A school with no config yet reads the defaults: its name's magazine, the usual sections, monthly.
 */
import {
  DEFAULT_MAGAZINE_SECTIONS,
  type MagazineConfig,
  type MagazineConfigBody,
  type MagazineRoles,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { isCommitteeMember } from '../team/team.repository';
import { type ConfigRow, configOf, facultyOf, saveConfig, schoolOf } from './issue.repository';
import { magazineRolesOf } from './magazine.policy';
import type { MagazineReadingCache } from './reading.service';

export interface MagazineSettings {
  name: string;
  sections: string[];
  frequency: ConfigRow['frequency'];
  editorIds: string[];
}

/** The actor's school id; every magazine route is for members of a school. */
export function schoolIdOf(actor: Actor): string {
  if (!actor.instituteId) throw notFound();
  return actor.instituteId;
}

export class MagazineService {
  constructor(
    private readonly db: Db,
    private readonly reading: MagazineReadingCache,
  ) {}

  async settingsOf(db: Queryable, instituteId: string): Promise<MagazineSettings> {
    const row = await configOf(db, instituteId);
    if (row) return { name: row.name, sections: row.sections, frequency: row.frequency, editorIds: row.editorIds };
    const school = await schoolOf(db, instituteId);
    return {
      name: `${school?.name ?? 'School'} Magazine`,
      sections: [...DEFAULT_MAGAZINE_SECTIONS],
      frequency: 'MONTHLY',
      editorIds: [],
    };
  }

  async rolesOf(db: Queryable, actor: Actor, instituteId: string): Promise<MagazineRoles> {
    if (actor.instituteId !== instituteId) return magazineRolesOf(actor, instituteId, noFacts);
    const staff = actor.role === 'FACULTY' || actor.role === 'ADMIN';
    const [settings, committeeSeat] = await Promise.all([
      actor.role === 'FACULTY' ? this.settingsOf(db, instituteId) : null,
      staff ? isCommitteeMember(db, instituteId, actor.id) : false,
    ]);
    return magazineRolesOf(actor, instituteId, {
      committeeSeat,
      namedEditor: settings?.editorIds.includes(actor.id) ?? false,
    });
  }

  async config(actor: Actor): Promise<MagazineConfig> {
    const instituteId = schoolIdOf(actor);
    const [settings, school, faculty, you] = await Promise.all([
      this.settingsOf(this.db, instituteId),
      schoolOf(this.db, instituteId),
      facultyOf(this.db, instituteId),
      this.rolesOf(this.db, actor, instituteId),
    ]);
    if (!school) throw notFound();
    return {
      name: settings.name,
      sections: settings.sections,
      frequency: settings.frequency,
      editors: faculty.filter((person) => settings.editorIds.includes(person.id)),
      facultyOptions: actor.role === 'INSTITUTE' ? faculty : [],
      schoolCustomUrl: school.customUrl,
      you,
    };
  }

  async saveConfig(actor: Actor, body: MagazineConfigBody): Promise<MagazineConfig> {
    const instituteId = schoolIdOf(actor);
    const faculty = new Set((await facultyOf(this.db, instituteId)).map((person) => person.id));
    const strangers = body.editorIds.filter((id) => !faculty.has(id));
    if (strangers.length > 0) {
      throw badRequest('Editors must be faculty of your school.', [
        { field: 'editorIds', message: 'Not faculty of your school' },
      ]);
    }
    await saveConfig(this.db, instituteId, {
      name: body.name,
      sections: body.sections,
      frequency: body.frequency,
      editorIds: [...new Set(body.editorIds)],
    });
    // The magazine's name and section order are in what members read.
    this.reading.forget(instituteId);
    return this.config(actor);
  }
}

const noFacts = { committeeSeat: false, namedEditor: false };
