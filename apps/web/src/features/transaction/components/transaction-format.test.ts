import { describe, expect, it } from 'vitest';
import { amountText, isPayable, statusText } from './transaction-format';

describe('how a transaction line reads', () => {
  it('says each status in words, and an unknown one as words too', () => {
    expect(statusText({ kind: 'ORDER', status: 'CREATED' })).toBe('Awaiting payment');
    expect(statusText({ kind: 'ORDER', status: 'REFUNDED' })).toBe('Refunded');
    expect(statusText({ kind: 'WALLET', status: 'SPEND_REVERSAL' })).toBe('Payment returned');
    expect(statusText({ kind: 'CREDIT_NOTE', status: 'ISSUED' })).toBe('Issued');
    expect(statusText({ kind: 'ORDER', status: 'PARTLY_PAID' })).toBe('Partly paid');
  });

  it('signs wallet entries and credit notes, and shows payments and invoices as the amount paid', () => {
    expect(amountText({ kind: 'WALLET', amountPaise: 50_000 })).toBe('+₹500');
    expect(amountText({ kind: 'WALLET', amountPaise: -149_950 })).toBe('−₹1,499.50');
    expect(amountText({ kind: 'CREDIT_NOTE', amountPaise: -50_000 })).toBe('−₹500');
    expect(amountText({ kind: 'ORDER', amountPaise: 10_000_000 })).toBe('₹1,00,000');
    expect(amountText({ kind: 'INVOICE', amountPaise: 14_900 })).toBe('₹149');
  });

  it('offers payment only for orders still waiting or after a failure', () => {
    expect(isPayable({ kind: 'ORDER', status: 'CREATED' })).toBe(true);
    expect(isPayable({ kind: 'ORDER', status: 'FAILED' })).toBe(true);
    expect(isPayable({ kind: 'ORDER', status: 'PAID' })).toBe(false);
    expect(isPayable({ kind: 'ORDER', status: 'REFUNDED' })).toBe(false);
    expect(isPayable({ kind: 'WALLET', status: 'TOP_UP' })).toBe(false);
  });
});
