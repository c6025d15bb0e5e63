import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INDIVIDUALS, DEMO_INSTITUTES } from '../../seed/demo-data';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { insertInstitute } from '../institute/institute.repository';
import { insertUser } from '../user/user.repository';
import { seedWalletDemo } from './wallet.seed';
import { balance, listEntries } from './wallet.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

/** The demo schools and readers as seed-demo.ts creates them (their rows only: the wallet needs no more). */
async function demoOwners() {
  const schools = [];
  for (const { subscription: _subscription, gstin: _gstin, ...demo } of DEMO_INSTITUTES) {
    schools.push({ instituteId: (await insertInstitute(database.db, { ...demo, verified: true })).id });
  }
  const readers = [];
  for (const demo of DEMO_INDIVIDUALS) {
    const user = await insertUser(database.db, {
      type: 'INDIVIDUAL',
      name: demo.name,
      email: demo.email,
      customUrl: demo.email.split('@')[0] ?? demo.name,
      passwordHash: 'unused',
    });
    readers.push({ userId: user.id });
  }
  return { schools, readers };
}

const history = async (owner: { instituteId: string } | { userId: string }) =>
  (await listEntries(database.db, owner)).entries.map((entry) => [entry.kind, entry.amountPaise]);

describe('the demo wallets', () => {
  it('give the demo school a top-up and a refund, Asha a top-up, the others nothing; seeding again adds nothing', async () => {
    const { schools, readers } = await demoOwners();
    const [greenfield, riverside] = schools;
    const [asha, vikram, lakshmi] = readers;
    if (!greenfield || !riverside || !asha || !vikram || !lakshmi) throw new Error('demo owners missing');
    await seedWalletDemo(database.db);
    await seedWalletDemo(database.db);
    expect(await history(greenfield)).toEqual([
      ['REFUND', 50_000],
      ['TOP_UP', 200_000],
    ]);
    expect(await balance(database.db, greenfield)).toBe(250_000);
    expect(await history(asha)).toEqual([['TOP_UP', 100_000]]);
    for (const other of [riverside, vikram, lakshmi]) expect(await history(other)).toEqual([]);
  });
});
