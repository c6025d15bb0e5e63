/** Bulk upload: every row checked, then the whole file imported in one transaction, or nothing. */
import { randomInt } from 'node:crypto';
import type { ImportResult, SectionType, StudentClass } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { AppError, conflict } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { setPasswordMail } from '../auth/auth.mails';
import { slugify } from '../auth/custom-url';
import { LINK_PAGE, LINK_TTL_MS } from '../auth/link.service';
import type { ConsentService } from '../consent/consent.service';
import { findInstituteById } from '../institute/institute.repository';
import type { SeatGuard } from '../subscription/seat.service';
import { IMPORT_PARSER_SETTINGS, readStudentFile } from './candidate.file';
import { SheetParser } from './candidate.parser';
import { studentScopeOf } from './candidate.policy';
import {
  insertCandidates,
  insertPendingConsents,
  insertSetPasswordLinks,
  takenCustomUrls,
  takenEmails,
} from './candidate.repository';
import { checkRows, needsConsent, type StudentRow, sortProblems } from './candidate.rules';

const MAIL_BATCH = 25;

/** PostgreSQL's unique_violation, possibly wrapped by the query builder: another request took an email first. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

/** Custom URLs for the new students: the plain slug where free, else slug plus a random number. */
async function customUrlsFor(db: Queryable, names: string[]): Promise<string[]> {
  const urls = names.map(slugify);
  const used = new Set<string>();
  let pending = urls.map((_, index) => index);
  for (let round = 0; round < 8 && pending.length > 0; round++) {
    const taken = await takenCustomUrls(db, [...new Set(pending.map((index) => urls[index] as string))]);
    const retry: number[] = [];
    for (const index of pending) {
      const url = urls[index] as string;
      if (taken.has(url) || used.has(url)) retry.push(index);
      else used.add(url);
    }
    for (const index of retry) urls[index] = `${slugify(names[index] as string)}-${randomInt(1000, 10_000_000)}`;
    pending = retry;
  }
  for (const index of pending) urls[index] = `${slugify(names[index] as string)}-${Date.now().toString(36)}${index}`;
  return urls;
}

function tally(students: StudentRow[]): ImportResult['byClass'] {
  const counts = new Map<string, { studentClass: StudentClass; section: SectionType; count: number }>();
  for (const student of students) {
    const key = `${student.studentClass}/${student.section}`;
    const entry = counts.get(key) ?? { studentClass: student.studentClass, section: student.section, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
}

export class CandidateImporter {
  private readonly mailing = new Set<Promise<void>>();
  private readonly parser = new SheetParser(IMPORT_PARSER_SETTINGS);

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly consents: ConsentService,
    private readonly seats: SeatGuard,
  ) {}

  /** Resolves when every set-password email already queued has been tried. */
  async idle(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  /** On shutdown: the queued mails are tried and the parse worker stops. */
  async close(): Promise<void> {
    await Promise.all([this.idle(), this.parser.close()]);
  }

  async import(actor: Actor, file: Buffer, dryRun: boolean): Promise<ImportResult> {
    const instituteId = studentScopeOf(actor);
    const { rows } = await readStudentFile(this.parser, file);
    const { students, problems } = checkRows(rows);
    const taken = await takenEmails(this.db, [...new Set(students.map((student) => student.email))]);
    for (const student of students) {
      if (taken.has(student.email)) {
        problems.push({ row: student.row, field: 'email', message: 'An account with this email already exists' });
      }
    }
    if (problems.length > 0) {
      // Every bad cell with its row goes back in `details`, so the whole file can be fixed in one pass.
      throw new AppError('IMPORT_ROWS_INVALID', `${problems.length} problem(s) in the file; nothing was imported`, {
        details: sortProblems(problems),
      });
    }
    const consents = students.filter((student) => student.parentEmail && needsConsent(student.dateOfBirth));
    const result: ImportResult = {
      dryRun,
      rows: rows.length,
      imported: dryRun ? 0 : students.length,
      consentsPending: consents.length,
      byClass: tally(students),
    };
    if (dryRun) {
      await this.seats.check(instituteId, students.length);
      return result;
    }

    const institute = await findInstituteById(this.db, instituteId);
    const tokens = students.map(() => newOpaqueToken());
    const inserted = await this.insertAll({ actorId: actor.id, instituteId, students, consents, tokens, result }).catch(
      (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw conflict('Some of these students were just added by someone else; nothing was imported. Upload again.');
      },
    );
    const tokenByEmail = new Map(students.map((student, index) => [student.email, tokens[index] as string]));
    this.queueMails(
      inserted.map((row) => ({ email: row.email, name: row.name, token: tokenByEmail.get(row.email) as string })),
      institute?.name ?? 'Your school',
    );
    if (consents.length > 0) this.queueConsentLinks(instituteId, actor.id);
    return result;
  }

  /** After the commit: parents of imported minors get their consent links, in the background like the mails. */
  private queueConsentLinks(instituteId: string, actorId: string): void {
    const run = this.consents
      .sendPendingLinks(instituteId, actorId)
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error, instituteId }, 'consent links after import failed'));
    this.mailing.add(run);
    void run.finally(() => this.mailing.delete(run));
  }

  /** One transaction: students, their set-password links, pending consents and one history entry. */
  private insertAll(batch: {
    actorId: string;
    instituteId: string;
    students: StudentRow[];
    consents: StudentRow[];
    tokens: string[];
    result: ImportResult;
  }) {
    const { actorId, instituteId, students, consents, tokens, result } = batch;
    const expiresAt = new Date(Date.now() + LINK_TTL_MS.SET_PASSWORD);
    return this.db.transaction(async (tx) => {
      // The whole file fits in the seats or nothing is written.
      await this.seats.reserve(tx, instituteId, students.length);
      const urls = await customUrlsFor(
        tx,
        students.map((student) => student.name),
      );
      const created = await insertCandidates(
        tx,
        students.map((student, index) => ({
          type: 'CANDIDATE' as const,
          name: student.name,
          email: student.email,
          customUrl: urls[index] as string,
          instituteId,
          studentClass: student.studentClass,
          section: student.section,
          rollNumber: student.rollNumber,
          dateOfBirth: student.dateOfBirth,
        })),
      );
      const idByEmail = new Map(created.map((row) => [row.email, row.id]));
      const idOf = (student: StudentRow) => idByEmail.get(student.email) as string;
      await insertSetPasswordLinks(
        tx,
        students.map((student, index) => ({
          userId: idOf(student),
          tokenHash: sha256(tokens[index] as string),
          expiresAt,
        })),
      );
      await insertPendingConsents(
        tx,
        consents.map((student) => ({
          instituteId,
          studentId: idOf(student),
          parentName: student.parentName ?? `Parent of ${student.name}`,
          parentEmail: student.parentEmail as string,
        })),
      );
      await recordAudit(tx, {
        instituteId,
        actorId,
        action: 'students.imported',
        entityType: 'student',
        summary: `Imported ${created.length} students from a file`,
        data: { count: created.length, consentsPending: consents.length, byClass: result.byClass },
      });
      return created;
    });
  }

  /** After the commit: mails go out in small batches; a failure is logged and never undoes the import. */
  private queueMails(people: Array<{ email: string; name: string; token: string }>, instituteName: string): void {
    const days = LINK_TTL_MS.SET_PASSWORD / 86_400_000;
    const run = (async () => {
      for (let index = 0; index < people.length; index += MAIL_BATCH) {
        const batch = people.slice(index, index + MAIL_BATCH);
        const results = await Promise.allSettled(
          batch.map((person) =>
            this.mailer.send(
              setPasswordMail(
                person.email,
                person.name,
                instituteName,
                `${this.publicUrl}${LINK_PAGE.SET_PASSWORD}?token=${person.token}`,
                days,
              ),
            ),
          ),
        );
        results.forEach((outcome, position) => {
          if (outcome.status === 'rejected') {
            this.log.error({ err: outcome.reason, to: batch[position]?.email }, 'set-password mail failed');
          }
        });
      }
    })();
    this.mailing.add(run);
    void run.finally(() => this.mailing.delete(run));
  }
}
