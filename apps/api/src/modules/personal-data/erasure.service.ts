/**
 * Erasure after the deletion countdown (issue 20 §2): the catalogue walked entry by entry, each entry in its own
 * transaction with what it did added to the deletion's `erasure_records` row. Every step finds only what is still
 * there, so a run stopped anywhere (a crash, a deploy) is finished by the next one: an ERASING deletion whose lease ran
 * out is claimed again and walked from the start, and the counts add up to what was done once.
 */
import { ERASED_MEMBER_NAME } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { FileStorage } from '../../lib/storage';
import { ACTOR_CHANGED } from '../../plugins/actor-cache';
import type { Clock } from '../module';
import {
  addToRecord,
  attachmentFilesOfPosts,
  audioFilesNamingPerson,
  type ClaimedDeletion,
  claimDueDeletions,
  columnKinds,
  deleteRows,
  detachColumn,
  dropAudioNamingPerson,
  emptyDeletionReason,
  eraseLikes,
  erasePieces,
  erasePosts,
  fileKeysOf,
  finishDeletion,
  makeSchoolTombstone,
  makeTombstone,
  membersOfInstitute,
  type PersonToErase,
  personToErase,
  pictureFilesOfPieces,
  redactMentions,
  removeFromBirthdays,
  removeFromEditors,
  removeFromToppers,
  renewLease,
  replaceNameCopies,
  rowsThrough,
  rowsWhere,
  rowsWithEmail,
} from './erasure.repository';
import { type CatalogueEntry, PERSONAL_DATA_CATALOGUE } from './personal-data.catalogue';

/** What a step did: rows per `table.action`, and the storage keys it removed. */
interface StepOutcome {
  counts: Record<string, number>;
  files: string[];
}

type CustomStep = (tx: Queryable, person: PersonToErase, outcome: StepOutcome, storage: FileStorage) => Promise<void>;

async function removeFiles(storage: FileStorage, keys: string[], outcome: StepOutcome): Promise<void> {
  for (const key of keys) {
    await storage.remove(key);
    outcome.files.push(key);
  }
}

function add(outcome: StepOutcome, key: string, count: number): void {
  if (count > 0) outcome.counts[key] = (outcome.counts[key] ?? 0) + count;
}

/** The catalogue's `custom` rules, by `table.column`; the catalogue test checks each has its step here. */
export const CUSTOM_STEPS: Record<string, CustomStep> = {
  'post_likes.user_id': async (tx, person, outcome) =>
    add(outcome, 'post_likes.deleted', await eraseLikes(tx, person.id)),
  'posts.author_id': async (tx, person, outcome, storage) => {
    await removeFiles(storage, await attachmentFilesOfPosts(tx, person.id), outcome);
    add(outcome, 'posts.deleted', await erasePosts(tx, person.id));
  },
  'assembly_bulletins.birthday_user_ids': async (tx, person, outcome, storage) => {
    // The audio reads the birthday children's and the toppers' names aloud: it goes for both lists, here.
    await removeFiles(storage, await audioFilesNamingPerson(tx, person.id), outcome);
    add(outcome, 'assembly_bulletins.audio_removed', await dropAudioNamingPerson(tx, person.id));
    add(outcome, 'assembly_bulletins.detached', await removeFromBirthdays(tx, person.id));
  },
  'assembly_bulletins.toppers': async (tx, person, outcome) =>
    add(outcome, 'assembly_bulletins.detached', await removeFromToppers(tx, person.id)),
  'magazine_configs.editor_ids': async (tx, person, outcome) =>
    add(outcome, 'magazine_configs.detached', await removeFromEditors(tx, person.id)),
  'magazine_pieces.author_id': async (tx, person, outcome, storage) => {
    await removeFiles(storage, await pictureFilesOfPieces(tx, person.id), outcome);
    add(outcome, 'magazine_pieces.deleted', await erasePieces(tx, person.id));
  },
  'account_deletions.user_id': async (tx, person, outcome) =>
    add(outcome, 'account_deletions.anonymised', await emptyDeletionReason(tx, person.id)),
  'users.id': async (tx, person, outcome) => add(outcome, 'users.anonymised', await makeTombstone(tx, person.id)),
};

/** Test seam: called after each catalogue entry is done (a test throws here to stop a run half-way). */
export type AfterStep = (table: string) => void | Promise<void>;

export interface ErasureOptions {
  /** How long a claimed erasure is held before another run may take it (renewed after every step). */
  leaseMs?: number;
  afterStep?: AfterStep;
}

const DEFAULT_LEASE_MS = 10 * 60_000;

export class ErasureService {
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly bus: InvalidationBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: ErasureOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** The job's run: every deletion due (or abandoned by a stopped run) is erased, one after another. */
  async eraseDue(limit = 5): Promise<number> {
    const now = this.clock.now();
    const claimed = await claimDueDeletions(this.db, now, this.leaseEnd(), limit);
    for (const deletion of claimed) {
      try {
        await this.erase(deletion);
      } catch (error) {
        // The lease runs out and a later run takes the deletion again, from the start.
        this.log.error({ err: error, deletionId: deletion.id }, 'erasure stopped; it will be taken up again');
      }
    }
    return claimed.length;
  }

  async erase(deletion: ClaimedDeletion): Promise<void> {
    if (deletion.scope === 'TENANT') await this.eraseSchool(deletion);
    else await this.erasePerson(deletion.id, deletion.userId);
    await finishDeletion(this.db, deletion.id, this.clock.now());
    this.log.info({ deletionId: deletion.id, scope: deletion.scope }, 'erasure finished');
  }

  /** A school's own deletion: every member, then its own rows, then the school account and the school row. */
  private async eraseSchool(deletion: ClaimedDeletion): Promise<void> {
    const schoolAccount = await personToErase(this.db, deletion.userId);
    const instituteId = schoolAccount?.instituteId;
    if (instituteId) {
      for (const memberId of await membersOfInstitute(this.db, instituteId, deletion.userId)) {
        await this.erasePerson(deletion.id, memberId);
      }
      for (const entry of PERSONAL_DATA_CATALOGUE) {
        if (!entry.tenant || 'keep' in entry.tenant) continue;
        const where =
          'delete' in entry.tenant
            ? rowsWhere(entry.tenant.delete, instituteId)
            : rowsThrough(entry.tenant.deleteThrough, instituteId);
        await this.step(deletion.id, entry.table, async (tx, outcome) => {
          await removeFiles(this.storage, await fileKeysOf(tx, entry.table, entry.files ?? [], where), outcome);
          add(outcome, `${entry.table}.deleted`, await deleteRows(tx, entry.table, where));
        });
      }
    }
    await this.erasePerson(deletion.id, deletion.userId);
    if (instituteId) {
      await this.step(deletion.id, 'institutes', async (tx, outcome) =>
        add(outcome, 'institutes.anonymised', await makeSchoolTombstone(tx, instituteId)),
      );
    }
  }

  private async erasePerson(deletionId: string, userId: string): Promise<void> {
    const person = await personToErase(this.db, userId);
    if (!person) return;
    const alreadyErased = person.name === ERASED_MEMBER_NAME && person.email.endsWith('@erased.invalid');
    const mentions = alreadyErased ? [] : [person.name, person.email, person.phone ?? ''].filter(Boolean);
    const kinds = await columnKinds(
      this.db,
      PERSONAL_DATA_CATALOGUE.filter((entry) => entry.redact).map((entry) => entry.table),
    );
    for (const entry of PERSONAL_DATA_CATALOGUE) {
      await this.step(deletionId, entry.table, (tx, outcome) =>
        this.eraseEntry(tx, entry, person, mentions, kinds, outcome),
      );
    }
    // Any session still cached in this or another process ends now.
    this.bus.emit(ACTOR_CHANGED, userId);
  }

  private async eraseEntry(
    tx: Queryable,
    entry: CatalogueEntry,
    person: PersonToErase,
    mentions: string[],
    kinds: Map<string, 'text' | 'jsonb'>,
    outcome: StepOutcome,
  ): Promise<void> {
    for (const [nameColumn, idColumn] of Object.entries(entry.names ?? {})) {
      add(
        outcome,
        `${entry.table}.anonymised`,
        await replaceNameCopies(tx, entry.table, nameColumn, idColumn, person.id),
      );
    }
    for (const column of entry.redact ?? []) {
      const kind = kinds.get(`${entry.table}.${column}`) ?? 'text';
      add(outcome, `${entry.table}.redacted`, await redactMentions(tx, entry.table, column, kind, mentions));
    }
    if (entry.email && mentions.length > 0) {
      add(
        outcome,
        `${entry.table}.deleted`,
        await deleteRows(tx, entry.table, rowsWithEmail(entry.email, person.email)),
      );
    }
    for (const [column, rule] of Object.entries(entry.people)) {
      if (rule.do === 'delete') {
        const where = rowsWhere(column, person.id);
        await removeFiles(this.storage, await fileKeysOf(tx, entry.table, entry.files ?? [], where), outcome);
        add(outcome, `${entry.table}.deleted`, await deleteRows(tx, entry.table, where));
      } else if (rule.do === 'detach') {
        add(outcome, `${entry.table}.detached`, await detachColumn(tx, entry.table, column, person.id));
      } else if (rule.do === 'custom') {
        const step = CUSTOM_STEPS[`${entry.table}.${column}`];
        if (!step) throw new Error(`no erasure step for ${entry.table}.${column}`);
        await step(tx, person, outcome, this.storage);
      }
    }
  }

  /** One catalogue entry in one transaction, with its counts added to the record; the lease renewed after it. */
  private async step(
    deletionId: string,
    table: string,
    work: (tx: Queryable, outcome: StepOutcome) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const outcome: StepOutcome = { counts: {}, files: [] };
      await work(tx, outcome);
      await addToRecord(tx, deletionId, outcome.counts, outcome.files.length, outcome.counts['users.anonymised'] ?? 0);
    });
    await renewLease(this.db, deletionId, this.leaseEnd());
    await this.options.afterStep?.(table);
  }

  private leaseEnd(): Date {
    return new Date(this.clock.now().getTime() + this.leaseMs);
  }
}
