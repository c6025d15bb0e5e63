import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { nextDocumentNumber } from './document-sequence.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const inNovember = new Date('2026-11-26T06:00:00.000Z');
const take = (kind: 'tax-invoice' | 'credit-note' = 'tax-invoice', at = inNovember) =>
  database.db.transaction((tx) => nextDocumentNumber(tx, kind, at));

describe('invoice and credit-note numbers', () => {
  it('run 1, 2, 3 per series, with the year in the number', async () => {
    expect((await take()).number).toBe('NB/26-27/000001');
    expect((await take()).number).toBe('NB/26-27/000002');
    expect((await take('credit-note')).number).toBe('CN/26-27/000001');
    expect((await take()).number).toBe('NB/26-27/000003');
  });

  it('give a rolled-back payment’s number to the next one (no gap)', async () => {
    const refused = database.db.transaction(async (tx) => {
      await nextDocumentNumber(tx, 'tax-invoice', inNovember);
      throw new Error('the payment failed after numbering');
    });
    await expect(refused).rejects.toThrow('the payment failed');
    expect((await take()).number).toBe('NB/26-27/000004');
  });

  it('never repeat or skip when many payments finish at the same moment', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => take()));
    const sequences = numbers.map((issued) => issued.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => 5 + i));
  });

  it('start again at 1 on 1 April in India (31 March 18:30 UTC), and keep the old year apart', async () => {
    const lastMinute = await take('tax-invoice', new Date('2027-03-31T18:29:59.000Z'));
    expect(lastMinute.number).toBe('NB/26-27/000025');
    const newYear = await take('tax-invoice', new Date('2027-03-31T18:30:00.000Z'));
    expect(newYear.number).toBe('NB/27-28/000001');
    expect((await take('tax-invoice', new Date('2027-03-31T18:00:00.000Z'))).number).toBe('NB/26-27/000026');
  });
});
