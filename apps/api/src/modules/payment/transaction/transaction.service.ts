/** /transaction: the buyer's timeline of payments, invoices, credit notes and wallet entries (spec §6, §7, §9). */
import type { TransactionQuery, transactionPageSchema } from '@noticeboard/shared';
import { transactionQuerySchema } from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../lib/errors';
import { pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import type { Clock } from '../../module';
import { rangeBounds } from '../../quiz/leaderboard/quiz-range';
import { addDays } from '../../quiz/quiz-day';
import { mayStartTrialFor, ownerOf } from '../../subscription/subscription.policy';
import { listTransactions } from './transaction.repository';

/** A reading day starts at midnight in India. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export class TransactionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor, input: TransactionQuery): Promise<z.input<typeof transactionPageSchema>> {
    if (!mayStartTrialFor(actor)) throw forbidden();
    const query = transactionQuerySchema.parse(input);
    const bounds = query.range ? rangeBounds(query.range, this.clock.now()) : null;
    const { rows, total } = await listTransactions(this.db, {
      owner: ownerOf(actor),
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
