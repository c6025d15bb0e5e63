/**
 * The /transaction list: orders, invoices and credit notes, and wallet entries of one owner as one timeline, newest
 * first. One UNION ALL with the owner and the date window pushed into each branch, so each branch reads its own
 * owner-and-time index.
 */
import type { TransactionKind } from '@noticeboard/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { billingDocuments, orders, walletEntries, wallets } from '../../../db/schema';
import { rowsOf } from '../../../lib/paging';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';

export interface TransactionRow {
  id: string;
  kind: TransactionKind;
  occurred_at: Date | string;
  description: string;
  amount_paise: number;
  status: string;
  reference: string | null;
  document_id: string | null;
}

export interface TransactionFilter {
  owner: SubscriptionOwner;
  from: Date | null;
  to: Date | null;
  kind: TransactionKind | undefined;
  limit: number;
  offset: number;
}

const ownerColumn = (owner: SubscriptionOwner, table: { instituteId: unknown; userId: unknown }) =>
  'instituteId' in owner ? sql`${table.instituteId} = ${owner.instituteId}` : sql`${table.userId} = ${owner.userId}`;

/** The owner's wallet as a value, so the entries are read from their (wallet, time) index rather than joined and sorted. */
const walletOf = (owner: SubscriptionOwner) =>
  sql`${walletEntries.walletId} = (select ${wallets.id} from ${wallets} where ${ownerColumn(owner, wallets)})`;

function window(column: unknown, from: Date | null, to: Date | null): SQL {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= ${from.toISOString()}`);
  if (to) parts.push(sql`${column} < ${to.toISOString()}`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

/** The same three sets, counted from their indexes alone. */
function counts({ owner, from, to, kind }: TransactionFilter): SQL[] {
  const list: SQL[] = [];
  if (!kind || kind === 'ORDER') {
    list.push(
      sql`(select count(*) from ${orders} where ${ownerColumn(owner, orders)}${window(orders.createdAt, from, to)})`,
    );
  }
  if (!kind || kind === 'INVOICE' || kind === 'CREDIT_NOTE') {
    const kinds = kind ? sql` and ${billingDocuments.kind}::text = ${kind}` : sql``;
    list.push(
      sql`(select count(*) from ${billingDocuments} where ${ownerColumn(owner, billingDocuments)}${kinds}${window(billingDocuments.issuedAt, from, to)})`,
    );
  }
  if (!kind || kind === 'WALLET') {
    list.push(
      sql`(select count(*) from ${walletEntries} where ${walletOf(owner)}${window(walletEntries.createdAt, from, to)})`,
    );
  }
  return list;
}

function branches(filter: TransactionFilter, take: number): SQL[] {
  const { owner, from, to, kind } = filter;
  // Each branch reads its newest rows from its own owner-and-time index; the timeline needs no more than that.
  const newest = (column: unknown) => sql` order by ${column} desc limit ${take}`;
  const list: SQL[] = [];
  if (!kind || kind === 'ORDER') {
    list.push(sql`select ${orders.id}::text as id, 'ORDER' as kind, ${orders.createdAt} as occurred_at,
      ${orders.pricing}->>'description' as description, ${orders.totalPaise} as amount_paise,
      ${orders.status}::text as status, ${orders.gatewayPaymentId} as reference, null::uuid as document_id
      from ${orders} where ${ownerColumn(owner, orders)}${window(orders.createdAt, from, to)}${newest(orders.createdAt)}`);
  }
  if (!kind || kind === 'INVOICE' || kind === 'CREDIT_NOTE') {
    const kinds = kind ? sql` and ${billingDocuments.kind}::text = ${kind}` : sql``;
    list.push(sql`select ${billingDocuments.id}::text as id, ${billingDocuments.kind}::text as kind,
      ${billingDocuments.issuedAt} as occurred_at,
      case when ${billingDocuments.kind} = 'INVOICE' then 'Tax invoice ' else 'Credit note ' end || ${billingDocuments.number} as description,
      case when ${billingDocuments.kind} = 'INVOICE' then ${billingDocuments.totalPaise} else -${billingDocuments.totalPaise} end as amount_paise,
      'ISSUED' as status, ${billingDocuments.number} as reference, ${billingDocuments.id} as document_id
      from ${billingDocuments} where ${ownerColumn(owner, billingDocuments)}${kinds}${window(billingDocuments.issuedAt, from, to)}${newest(billingDocuments.issuedAt)}`);
  }
  if (!kind || kind === 'WALLET') {
    list.push(sql`select ${walletEntries.id}::text as id, 'WALLET' as kind, ${walletEntries.createdAt} as occurred_at,
      ${walletEntries.description} as description, ${walletEntries.amountPaise} as amount_paise,
      ${walletEntries.kind}::text as status, null as reference, null::uuid as document_id
      from ${walletEntries}
      where ${walletOf(owner)}${window(walletEntries.createdAt, from, to)}${newest(walletEntries.createdAt)}`);
  }
  return list;
}

/** One statement, one round trip: the page and the total together (a page past the end still carries the total). */
export async function listTransactions(
  db: Queryable,
  filter: TransactionFilter,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const union = sql.join(
    branches(filter, filter.offset + filter.limit).map((branch) => sql`(${branch})`),
    sql` union all `,
  );
  const found = rowsOf<TransactionRow & { total: number }>(
    await db.execute(sql`
      with page as (
        select * from (${union}) as timeline
        order by occurred_at desc, id desc limit ${filter.limit} offset ${filter.offset}
      ), counted as (select (${sql.join(counts(filter), sql` + `)})::int as total)
      select page.*, counted.total from counted left join page on true
      order by page.occurred_at desc, page.id desc`),
  );
  return { rows: found.filter((row) => row.id !== null), total: found[0]?.total ?? 0 };
}
