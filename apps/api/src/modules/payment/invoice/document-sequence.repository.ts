/** The next invoice or credit-note number of a financial year, taken inside the transaction that issues it. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { documentSequences } from '../../../db/schema';
import {
  DOCUMENT_SERIES,
  type DocumentKind,
  documentNumber,
  type FinancialYear,
  financialYearOf,
} from './invoice-number';

export interface IssuedNumber {
  number: string;
  sequence: number;
  year: FinancialYear;
}

/**
 * One statement: the year's row is created at 1 or incremented, and locked until the caller's transaction ends, so
 * concurrent payments take consecutive numbers and a rolled-back payment gives its number back.
 */
export async function nextDocumentNumber(tx: Queryable, kind: DocumentKind, issuedAt: Date): Promise<IssuedNumber> {
  const year = financialYearOf(issuedAt);
  const [row] = await tx
    .insert(documentSequences)
    .values({ series: DOCUMENT_SERIES[kind], financialYear: year.startYear, lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.financialYear],
      set: { lastValue: sql`${documentSequences.lastValue} + 1` },
    })
    .returning({ lastValue: documentSequences.lastValue });
  if (!row) throw new Error('document sequence not returned');
  return { number: documentNumber(kind, year, row.lastValue), sequence: row.lastValue, year };
}
