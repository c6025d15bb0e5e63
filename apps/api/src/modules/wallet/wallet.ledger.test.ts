/** The ledger functions the order service calls, on a fresh database (PGlite, and PostgreSQL when DATABASE_URL is set). */
import { TOP_UP_LIMITS } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { buildIndividual, buildInstitute } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { SubscriptionOwner } from '../subscription/subscription.repository';
import { assertTopUpAllowed, balance, credit, ensureWallet, listEntries, spend } from './wallet.service';
import { buildTopUpOrder, countEntries, countWallets } from './wallet-test-kit';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const rupees = (n: number) => n * 100;
let serial = 0;
const key = (what: string) => `${what}-${++serial}`;

async function newSchool(): Promise<SubscriptionOwner> {
  return { instituteId: (await buildInstitute(database.db)).institute.id };
}
async function newReader(): Promise<SubscriptionOwner> {
  return { userId: (await buildIndividual(database.db)).id };
}

const topUp = (owner: SubscriptionOwner, amountPaise: number, idempotencyKey = key('top-up')) =>
  database.db.transaction((tx) =>
    credit(tx, owner, { kind: 'TOP_UP', amountPaise, idempotencyKey, description: 'Added to the wallet' }),
  );
const pay = (owner: SubscriptionOwner, amountPaise: number, idempotencyKey = key('spend')) =>
  database.db.transaction((tx) => spend(tx, owner, { amountPaise, idempotencyKey, description: 'Yearly plan' }));

/** The refusal a promise ends with, for asserting its code and message. */
async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('the balance', () => {
  it('is the sum of the entries: in, out and back again', async () => {
    const school = await newSchool();
    expect(await balance(database.db, school)).toBe(0);
    await topUp(school, rupees(2000));
    const spent = await pay(school, rupees(1200));
    await database.db.transaction((tx) =>
      credit(tx, school, {
        kind: 'SPEND_REVERSAL',
        amountPaise: rupees(1200),
        idempotencyKey: `reversal-${spent.id}`,
        description: 'Payment failed: returned to the wallet',
      }),
    );
    await database.db.transaction((tx) =>
      credit(tx, school, {
        kind: 'REFUND',
        amountPaise: rupees(500),
        idempotencyKey: key('refund'),
        description: 'Refund',
      }),
    );
    expect(spent.amountPaise).toBe(-rupees(1200));
    expect(await balance(database.db, school)).toBe(rupees(2000 - 1200 + 1200 + 500));
    expect(await countEntries(database.db, school)).toBe(4);
  });

  it('belongs to one owner: another school and a reader start at nothing', async () => {
    const school = await newSchool();
    const other = await newSchool();
    const reader = await newReader();
    await topUp(school, rupees(700));
    await topUp(reader, rupees(300));
    expect(await balance(database.db, school)).toBe(rupees(700));
    expect(await balance(database.db, other)).toBe(0);
    expect(await balance(database.db, reader)).toBe(rupees(300));
    expect((await listEntries(database.db, other)).entries).toEqual([]);
  });

  it('has one wallet per owner, created once', async () => {
    const reader = await newReader();
    const ids = await Promise.all([1, 2, 3].map(() => database.db.transaction((tx) => ensureWallet(tx, reader))));
    expect(new Set(ids).size).toBe(1);
    expect(await countWallets(database.db, reader)).toBe(1);
  });
});

describe('idempotency', () => {
  it('writes a retried top-up once and answers the same entry', async () => {
    const school = await newSchool();
    const orderId = await buildTopUpOrder(database.db, school, rupees(1000));
    const again = () =>
      database.db.transaction((tx) =>
        credit(tx, school, {
          kind: 'TOP_UP',
          amountPaise: rupees(1000),
          idempotencyKey: `order-${orderId}`,
          orderId,
          description: 'Added to the wallet',
        }),
      );
    const first = await again();
    const second = await again();
    expect(second.id).toBe(first.id);
    expect(first.orderId).toBe(orderId);
    expect(await balance(database.db, school)).toBe(rupees(1000));
    expect(await countEntries(database.db, school)).toBe(1);
  });

  it('writes a retried spend once, even when the balance has since gone', async () => {
    const reader = await newReader();
    await topUp(reader, rupees(500));
    const first = await pay(reader, rupees(500), 'plan-order-1');
    const second = await pay(reader, rupees(500), 'plan-order-1');
    expect(second.id).toBe(first.id);
    expect(await balance(database.db, reader)).toBe(0);
    expect(await countEntries(database.db, reader)).toBe(2);
  });

  it('treats the same key for another amount or kind as a bug, and writes nothing', async () => {
    const reader = await newReader();
    await topUp(reader, rupees(500), 'same-key');
    await expect(topUp(reader, rupees(600), 'same-key')).rejects.toThrow(/already names a TOP_UP of 50000 paise/);
    await expect(
      database.db.transaction((tx) =>
        credit(tx, reader, { kind: 'REFUND', amountPaise: rupees(500), idempotencyKey: 'same-key', description: 'x' }),
      ),
    ).rejects.toThrow(/not a REFUND/);
    await expect(pay(reader, rupees(500), 'same-key')).rejects.toThrow(/not a SPEND/);
    expect(await balance(database.db, reader)).toBe(rupees(500));
    expect(await countEntries(database.db, reader)).toBe(1);
  });

  it('refuses amounts that are not positive whole paise', async () => {
    const reader = await newReader();
    for (const amountPaise of [0, -100, 10.5, Number.NaN]) {
      await expect(topUp(reader, amountPaise)).rejects.toThrow(/positive whole paise/);
      await expect(pay(reader, amountPaise)).rejects.toThrow(/positive whole paise/);
    }
    expect(await countWallets(database.db, reader)).toBe(0);
  });
});

describe('a spend larger than the balance', () => {
  it('is refused with the balance in the message, and nothing is written', async () => {
    const school = await newSchool();
    await topUp(school, rupees(1000));
    const error = await refusal(pay(school, rupees(1500)));
    expect(error).toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_BALANCE' });
    expect(error.message).toBe('Your wallet balance is ₹1,000, less than ₹1,500.');
    expect(await balance(database.db, school)).toBe(rupees(1000));
    expect(await countEntries(database.db, school)).toBe(1);
  });

  it('is refused for an owner with no wallet, without creating one', async () => {
    const reader = await newReader();
    const error = await refusal(pay(reader, 12_345));
    expect(error.message).toBe('Your wallet balance is ₹0, less than ₹123.45.');
    expect(await countWallets(database.db, reader)).toBe(0);
  });

  it('leaves nothing behind when the caller catches the refusal and commits the rest', async () => {
    const reader = await newReader();
    await topUp(reader, rupees(100));
    await database.db.transaction(async (tx) => {
      await spend(tx, reader, { amountPaise: rupees(60), idempotencyKey: 'part-1', description: 'Plan' });
      await expect(
        spend(tx, reader, { amountPaise: rupees(60), idempotencyKey: 'part-2', description: 'Plan' }),
      ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    });
    expect(await balance(database.db, reader)).toBe(rupees(40));
    expect(await countEntries(database.db, reader)).toBe(2);
  });

  it('takes the whole balance to exactly zero', async () => {
    const reader = await newReader();
    await topUp(reader, rupees(250));
    await pay(reader, rupees(250));
    expect(await balance(database.db, reader)).toBe(0);
  });
});

describe('concurrent spends', () => {
  it('of ₹100 twenty at once on ₹1,000: exactly ten succeed and the balance ends at zero', async () => {
    const school = await newSchool();
    await topUp(school, rupees(1000));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => pay(school, rupees(100), `concurrent-${i}`)),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const outcome of refused) {
      expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    expect(await balance(database.db, school)).toBe(0);
    expect(await countEntries(database.db, school)).toBe(11);
  });

  it('with one key at once: written once', async () => {
    const reader = await newReader();
    await topUp(reader, rupees(1000));
    const entries = await Promise.all(Array.from({ length: 5 }, () => pay(reader, rupees(300), 'double-click')));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(1);
    expect(await balance(database.db, reader)).toBe(rupees(700));
  });

  it('and top-ups of a new wallet at once: one wallet, every top-up counted', async () => {
    const reader = await newReader();
    await Promise.all(Array.from({ length: 8 }, () => topUp(reader, rupees(100))));
    expect(await countWallets(database.db, reader)).toBe(1);
    expect(await balance(database.db, reader)).toBe(rupees(800));
  });
});

describe('the top-up limits', () => {
  it('refuse a top-up past the most a wallet holds, but never a refund', async () => {
    const school = await newSchool();
    await topUp(school, TOP_UP_LIMITS.maxBalancePaise - rupees(1000));
    const error = await refusal(topUp(school, rupees(2000)));
    expect(error).toMatchObject({ statusCode: 409, code: 'WALLET_LIMIT_REACHED' });
    expect(error.message).toBe('A wallet holds at most ₹5,00,000: you can add up to ₹1,000 now.');
    await topUp(school, rupees(1000));
    expect(await balance(database.db, school)).toBe(TOP_UP_LIMITS.maxBalancePaise);
    await database.db.transaction((tx) =>
      credit(tx, school, {
        kind: 'REFUND',
        amountPaise: rupees(800),
        idempotencyKey: key('refund'),
        description: 'Refund',
      }),
    );
    expect(await balance(database.db, school)).toBe(TOP_UP_LIMITS.maxBalancePaise + rupees(800));
  });

  it('are checked before a top-up is ordered', async () => {
    const reader = await newReader();
    await expect(assertTopUpAllowed(database.db, reader, rupees(100))).resolves.toBeUndefined();
    await expect(assertTopUpAllowed(database.db, reader, rupees(1_00_000))).resolves.toBeUndefined();
    const small = await refusal(assertTopUpAllowed(database.db, reader, rupees(99)));
    expect(small).toMatchObject({ statusCode: 400, message: 'Add at least ₹100' });
    expect(small.details).toEqual([{ field: 'amountPaise', message: 'Add at least ₹100' }]);
    const large = await refusal(assertTopUpAllowed(database.db, reader, rupees(1_00_001)));
    expect(large.message).toBe('Add at most ₹1,00,000 at a time');
    for (let i = 0; i < 5; i++) await topUp(reader, rupees(1_00_000));
    const full = await refusal(assertTopUpAllowed(database.db, reader, rupees(100)));
    expect(full).toMatchObject({ code: 'WALLET_LIMIT_REACHED' });
    expect(full.message).toBe('Your wallet already holds ₹5,00,000, the most it can hold (₹5,00,000).');
  });
});

describe('the list of entries', () => {
  it('pages newest first without repeating or skipping entries written at the same instant', async () => {
    const reader = await newReader();
    const at = new Date('2026-11-20T10:00:00.000Z');
    // One transaction: every entry has the same timestamp, so only the id orders them.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++) {
        await credit(tx, reader, {
          kind: 'TOP_UP',
          amountPaise: rupees(100 + i),
          idempotencyKey: `same-${i}`,
          description: `Top-up ${i}`,
          at,
        });
      }
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listEntries(database.db, reader, { limit: 3, cursor });
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    const all = await listEntries(database.db, reader, { limit: 100 });
    expect(all.entries.map((entry) => entry.id)).toEqual(seen);
    expect(all.nextCursor).toBeNull();
  });

  it('filters by time (from inclusive, to exclusive) and by kind', async () => {
    const reader = await newReader();
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 6));
    await database.db.transaction(async (tx) => {
      await credit(tx, reader, {
        kind: 'TOP_UP',
        amountPaise: rupees(1000),
        idempotencyKey: 'd1',
        description: 'In',
        at: day(1),
      });
      await spend(tx, reader, { amountPaise: rupees(300), idempotencyKey: 'd2', description: 'Out', at: day(2) });
      await credit(tx, reader, {
        kind: 'REFUND',
        amountPaise: rupees(100),
        idempotencyKey: 'd3',
        description: 'Back',
        at: day(3),
      });
      await spend(tx, reader, { amountPaise: rupees(50), idempotencyKey: 'd4', description: 'Out again', at: day(4) });
    });
    const keys = async (options: Parameters<typeof listEntries>[2]) =>
      (await listEntries(database.db, reader, options)).entries.map((entry) => entry.idempotencyKey);
    expect(await keys({})).toEqual(['d4', 'd3', 'd2', 'd1']);
    expect(await keys({ from: day(2), to: day(4) })).toEqual(['d3', 'd2']);
    expect(await keys({ kinds: ['SPEND'] })).toEqual(['d4', 'd2']);
    expect(await keys({ kinds: ['TOP_UP', 'REFUND'], from: day(2) })).toEqual(['d3']);
    expect(await keys({ kinds: [] })).toEqual([]);
  });

  it('never pages into another owner’s wallet through a cursor', async () => {
    const reader = await newReader();
    const other = await newReader();
    const entry = await topUp(other, rupees(100));
    await topUp(reader, rupees(100));
    expect(await listEntries(database.db, reader, { cursor: entry.id })).toEqual({ entries: [], nextCursor: null });
    await expect(listEntries(database.db, reader, { cursor: 'not-a-cursor' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
