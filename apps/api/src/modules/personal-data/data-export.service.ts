/**
 * "Download my data" (issue 20 §3). A request makes a PREPARING row (one at a time per person, one a day); the
 * background job writes the ZIP — one JSON file per catalogue entry with rows of the person, and their uploaded files —
 * streamed to a temporary file and then into the storage, never whole in memory; then mails an expiring link whose
 * token is stored only as its SHA-256 (the mail goes out in the transaction that makes the export READY: a failed
 * mail leaves it PREPARING for the next run). After DATA_EXPORT_LINK_DAYS the job deletes the file.
 * A school asks for its student's export on the parent's behalf: the link goes to the parent's address on the
 * student's consent record, never to the school.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DATA_EXPORT_COOLDOWN_HOURS,
  DATA_EXPORT_LINK_DAYS,
  DATA_EXPORT_MESSAGES,
  type DataExport,
  type DataExportStatus,
} from '@noticeboard/shared';
import { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { maskEmail } from '../consent/consent.policy';
import type { Clock } from '../module';
import {
  claimWaitingExports,
  type DataExportRow,
  expiredExports,
  exportById,
  filesForExport,
  insertExport,
  latestExportOf,
  markExpired,
  markFailed,
  markReady,
  parentEmailOf,
  recentRequestOf,
  rowsForExport,
  subjectOf,
} from './data-export.repository';
import { PERSONAL_DATA_CATALOGUE } from './personal-data.catalogue';
import { dataExportMail } from './personal-data.mails';

const HOUR_MS = 3_600_000;
const LEASE_MS = 15 * 60_000;
/** A ZIP that failed this many times is marked FAILED (the person may ask again at once). */
const MAX_ATTEMPTS = 3;

export interface DataExportOptions {
  publicUrl: string;
}

export class DataExportService {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: DataExportOptions,
  ) {}

  /** The person asks for their own data; the link goes to their own address. */
  async requestOwn(actor: Actor): Promise<DataExportStatus> {
    const subject = await subjectOf(this.db, actor.id);
    if (!subject) throw notFound();
    return this.request(subject.id, actor.id, subject.email);
  }

  /** A school asks for its student's data on the parent's behalf; the link goes to the parent. */
  async requestForStudent(actor: Actor, studentId: string): Promise<DataExportStatus> {
    const student = await this.studentOfSchool(actor, studentId);
    const parentEmail = await parentEmailOf(this.db, student.id, student.instituteId);
    if (!parentEmail) throw new AppError('UNPROCESSABLE', DATA_EXPORT_MESSAGES.noParent);
    return this.request(student.id, actor.id, parentEmail);
  }

  async statusOwn(actor: Actor): Promise<DataExportStatus> {
    return this.statusOf(actor.id);
  }

  async statusForStudent(actor: Actor, studentId: string): Promise<DataExportStatus> {
    const student = await this.studentOfSchool(actor, studentId);
    return this.statusOf(student.id);
  }

  /** The emailed link: the ZIP's key when the token is this export's and it has not expired. */
  async download(id: string, token: string): Promise<{ storageKey: string; filename: string }> {
    const row = await exportById(this.db, id);
    const now = this.clock.now();
    const valid =
      row?.state === 'READY' &&
      row.storageKey &&
      row.tokenHash === sha256(token) &&
      row.expiresAt !== null &&
      row.expiresAt > now;
    if (!valid || !row?.storageKey) throw new AppError('LINK_EXPIRED', DATA_EXPORT_MESSAGES.linkExpired);
    const day = (row.readyAt ?? now).toISOString().slice(0, 10);
    return { storageKey: row.storageKey, filename: `noticeboard-data-${day}.zip` };
  }

  /** The job's run: prepare what waits, then delete what expired. */
  async runJob(): Promise<void> {
    await this.prepareWaiting();
    await this.removeExpired();
  }

  async prepareWaiting(limit = 3): Promise<number> {
    const now = this.clock.now();
    const claimed = await claimWaitingExports(this.db, now, new Date(now.getTime() + LEASE_MS), limit);
    for (const item of claimed) {
      try {
        await this.prepare(item.id, item.userId, item.deliverTo);
      } catch (error) {
        this.log.error({ err: error, exportId: item.id }, 'data export failed');
        if (item.attempts >= MAX_ATTEMPTS) await markFailed(this.db, item.id);
      }
    }
    return claimed.length;
  }

  async removeExpired(): Promise<number> {
    const expired = await expiredExports(this.db, this.clock.now());
    for (const row of expired) {
      if (row.storageKey) await this.storage.remove(row.storageKey);
      await markExpired(this.db, row.id);
    }
    return expired.length;
  }

  /** Waits for the preparations started right after a request (the app's close). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private async request(userId: string, requestedBy: string, deliverTo: string): Promise<DataExportStatus> {
    const now = this.clock.now();
    const recent = await recentRequestOf(
      this.db,
      userId,
      new Date(now.getTime() - DATA_EXPORT_COOLDOWN_HOURS * HOUR_MS),
    );
    if (recent?.state === 'PREPARING') throw conflict(DATA_EXPORT_MESSAGES.alreadyPreparing);
    if (recent) {
      const until = new Date(recent.requestedAt.getTime() + DATA_EXPORT_COOLDOWN_HOURS * HOUR_MS);
      throw new AppError('RATE_LIMITED', DATA_EXPORT_MESSAGES.tooSoon, {
        until,
        retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
      });
    }
    const row = await insertExport(this.db, { userId, requestedBy, deliverTo, requestedAt: now });
    if (!row) throw conflict(DATA_EXPORT_MESSAGES.alreadyPreparing);
    this.startSoon();
    return { export: this.present(row) };
  }

  /** Prepares at once in the background instead of waiting for the job's next tick. */
  private startSoon(): void {
    const run = this.prepareWaiting().catch((error: unknown) => this.log.error({ err: error }, 'data export failed'));
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  private async statusOf(userId: string): Promise<DataExportStatus> {
    const row = await latestExportOf(this.db, userId);
    return { export: row ? this.present(row) : null };
  }

  private async studentOfSchool(actor: Actor, studentId: string) {
    const student = await subjectOf(this.db, studentId);
    // Another school's student, or not a student: the same answer as an unknown id.
    if (
      !student ||
      student.type !== 'CANDIDATE' ||
      student.status === 'ERASED' ||
      !student.instituteId ||
      student.instituteId !== actor.instituteId
    ) {
      throw notFound('Student not found');
    }
    return { ...student, instituteId: student.instituteId };
  }

  private async prepare(id: string, userId: string, deliverTo: string): Promise<void> {
    const folder = await mkdtemp(path.join(tmpdir(), 'nb-export-'));
    // A key of this attempt's own: a run that lost its lease never removes the file another run made READY.
    const storageKey = `exports/${userId}/${id}-${randomUUID()}.zip`;
    let ready = false;
    try {
      const zipPath = path.join(folder, 'export.zip');
      await this.writeZip(userId, zipPath);
      await this.storage.putFile(storageKey, zipPath);
      const { size } = await stat(zipPath);
      const token = newOpaqueToken();
      const readyAt = this.clock.now();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_DAYS * 24 * HOUR_MS);
      const link = `${this.options.publicUrl}/api/personal-data/exports/${id}/download?token=${token}`;
      const subject = await subjectOf(this.db, userId);
      ready = await this.db.transaction(async (tx) => {
        const marked = await markReady(tx, id, {
          storageKey,
          bytes: size,
          tokenHash: sha256(token),
          readyAt,
          expiresAt,
        });
        if (!marked) return false;
        await this.mailer.send(
          dataExportMail(deliverTo, subject?.name ?? '', link, expiresAt, subject?.email !== deliverTo),
        );
        return true;
      });
    } finally {
      // Not READY (the mail failed, the erasure took the row, another run finished it): no row names this ZIP, so
      // nothing would ever delete it.
      if (!ready) await this.storage.remove(storageKey).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** The ZIP, written to `zipPath` as it is made: one JSON file per table with rows of theirs, then their files. */
  private async writeZip(userId: string, zipPath: string): Promise<void> {
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const output = createWriteStream(zipPath);
    const finished = once(output, 'close');
    const failed = new Promise<never>((_, reject) => {
      archive.on('error', reject);
      output.on('error', reject);
    });
    archive.pipe(output);
    const work = async () => {
      const files: Array<{ table: string; key: string }> = [];
      const index: Record<string, number> = {};
      for (const entry of PERSONAL_DATA_CATALOGUE) {
        const rows = await rowsForExport(this.db, entry, userId);
        if (rows.length === 0) continue;
        index[entry.table] = rows.length;
        await this.appendEntry(archive, `data/${entry.table}.json`, JSON.stringify(rows, null, 2));
        for (const key of await filesForExport(this.db, entry, userId)) files.push({ table: entry.table, key });
      }
      const included: string[] = [];
      for (const file of files) {
        if (!(await this.storage.info(file.key))) continue;
        await this.appendEntry(archive, `files/${file.key}`, this.storage.stream(file.key));
        included.push(`files/${file.key}`);
      }
      await this.appendEntry(
        archive,
        'README.json',
        JSON.stringify({ exportedAt: this.clock.now().toISOString(), tables: index, files: included }, null, 2),
      );
      await archive.finalize();
      await finished;
    };
    await Promise.race([work(), failed]);
  }

  /** Adds one entry and waits until it is written, so only one file is open at a time. */
  private async appendEntry(archive: ZipArchive, name: string, source: string | Readable): Promise<void> {
    const written = once(archive, 'entry');
    archive.append(source, { name });
    await written;
  }

  private present(row: DataExportRow): DataExport {
    const next = new Date(row.requestedAt.getTime() + DATA_EXPORT_COOLDOWN_HOURS * HOUR_MS);
    return {
      id: row.id,
      state: row.state,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      sentTo: maskEmail(row.deliverTo),
      bytes: row.bytes,
      nextRequestAt: row.state === 'FAILED' ? null : next.toISOString(),
    };
  }
}
