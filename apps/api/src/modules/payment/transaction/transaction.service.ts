/** /transaction: the buyer's timeline of payments, invoices, credit notes and wallet entries (spec §6, §7, §9). */
import type { TransactionQuery, transactionPageSchema } from '@noticeboard/shared';
import { transactionQuerySchema } from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../lib/errors';
import { GroupedCache } from '../../../lib/grouped-cache';
import type { InvalidationBus } from '../../../lib/invalidation-bus';
import { pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import type { Clock } from '../../module';
import { type DayBounds, rangeBounds } from '../../quiz/leaderboard/quiz-range';
import { addDays } from '../../quiz/quiz-day';
import { mayStartTrialFor, ownerOf } from '../../subscription/subscription.policy';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';
import { LEDGER_CHANGED, ledgerKeyOf } from './ledger-events';
import { listTransactions } from './transaction.repository';

type TransactionPage = z.input<typeof transactionPageSchema>;

/**
 * A page stays cached this long unless the buyer's timeline changes first (every change drops it at once); the
 * limit is for a change whose message was lost between API processes.
 */
const PAGE_TTL_MS = 5 * 60_000;

/** A reading day starts at midnight in India. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export class TransactionService {
  /** Pages per buyer: counting 10,000 lines and merging three lists costs more than a buyer pages through twice. */
  private readonly pages = new GroupedCache<TransactionPage>(PAGE_TTL_MS);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    bus: InvalidationBus,
  ) {
    bus.on(LEDGER_CHANGED, (owner) => this.pages.forget(owner));
  }

  async list(actor: Actor, input: TransactionQuery): Promise<TransactionPage> {
    if (!mayStartTrialFor(actor)) throw forbidden();
    const query = transactionQuerySchema.parse(input);
    const bounds = query.range ? rangeBounds(query.range, this.clock.now()) : null;
    const owner = ownerOf(actor);
    const group = ledgerKeyOf(owner);
    // The range's days are part of the key: "the last 30 days" means other days tomorrow.
    const key = [bounds?.from, bounds?.to, query.kind, query.page, query.size].join('|');
    const cached = this.pages.get(group, key);
    if (cached) return cached;
    const ticket = this.pages.ticket();
    const page = await this.load(owner, query, bounds);
    this.pages.set(group, key, page, ticket);
    return page;
  }

  private async load(
    owner: SubscriptionOwner,
    query: ReturnType<typeof transactionQuerySchema.parse>,
    bounds: DayBounds | null,
  ): Promise<TransactionPage> {
    const { rows, total } = await listTransactions(this.db, {
      owner,
      from: bounds ? dayStart(bounds.from) : null,
      to: bounds ? dayStart(addDays(bounds.to, 1)) : null,
      kind: query.kind,
      limit: query.size,
      offset: query.page * query.size,
    });
    const content = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      occurredAt: new Date(row.occurred_at).toISOString(),
      description: row.description,
      amountPaise: Number(row.amount_paise),
      status: row.status,
      reference: row.reference,
      documentId: row.document_id,
    }));
    return pageFrom(content, query, total);
  }
}
