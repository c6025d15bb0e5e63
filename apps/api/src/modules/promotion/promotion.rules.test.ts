import { describe, expect, it } from 'vitest';
import { discountPaise, inapplicability, overLimit, type PromotionTerms } from './promotion.rules';

const now = new Date('2026-11-26T06:00:00.000Z');
const terms = (overrides: Partial<PromotionTerms> = {}): PromotionTerms => ({
  discountKind: 'PERCENT',
  discountValue: 20,
  active: true,
  productType: null,
  validFrom: new Date('2026-11-01T00:00:00.000Z'),
  validUntil: new Date('2026-12-01T00:00:00.000Z'),
  ...overrides,
});

describe('discountPaise', () => {
  it('takes a percentage of the list price, rounded down to whole paise', () => {
    expect(discountPaise({ discountKind: 'PERCENT', discountValue: 20 }, 99_900)).toBe(19_980);
    expect(discountPaise({ discountKind: 'PERCENT', discountValue: 15 }, 999)).toBe(149); // 149.85
    expect(discountPaise({ discountKind: 'PERCENT', discountValue: 33 }, 1)).toBe(0);
    expect(discountPaise({ discountKind: 'PERCENT', discountValue: 100 }, 3_000_000)).toBe(3_000_000);
  });

  it('takes an amount, never more than the list price', () => {
    expect(discountPaise({ discountKind: 'AMOUNT', discountValue: 500_000 }, 3_000_000)).toBe(500_000);
    expect(discountPaise({ discountKind: 'AMOUNT', discountValue: 500_000 }, 499_999)).toBe(499_999);
    expect(discountPaise({ discountKind: 'AMOUNT', discountValue: 500_000 }, 0)).toBe(0);
  });

  it('is exact on the largest prices a plan can have', () => {
    expect(discountPaise({ discountKind: 'PERCENT', discountValue: 99 }, 2_147_483_647)).toBe(2_126_008_810);
  });

  it('refuses a list price that is not whole, non-negative paise', () => {
    for (const bad of [-1, 10.5, Number.NaN]) {
      expect(() => discountPaise({ discountKind: 'AMOUNT', discountValue: 1 }, bad)).toThrow(RangeError);
    }
  });
});

describe('inapplicability', () => {
  it('applies inside the window: from validFrom, up to but not at validUntil', () => {
    const window = terms();
    expect(inapplicability(window, 'READER', window.validFrom)).toBeNull();
    expect(inapplicability(window, 'READER', now)).toBeNull();
    expect(inapplicability(window, 'READER', new Date(window.validUntil.getTime() - 1))).toBeNull();
    expect(inapplicability(window, 'READER', window.validUntil)).toBe('EXPIRED');
    expect(inapplicability(window, 'READER', new Date(window.validFrom.getTime() - 1))).toBe('NOT_YET_VALID');
  });

  it('applies to any product when it names none, else to its own product only', () => {
    expect(inapplicability(terms(), 'SCHOOL', now)).toBeNull();
    expect(inapplicability(terms({ productType: 'SCHOOL' }), 'SCHOOL', now)).toBeNull();
    expect(inapplicability(terms({ productType: 'SCHOOL' }), 'READER', now)).toBe('WRONG_PRODUCT');
  });

  it('does not apply when withdrawn, whatever else is true', () => {
    expect(inapplicability(terms({ active: false }), 'READER', now)).toBe('INACTIVE');
  });
});

describe('overLimit', () => {
  const unused = { total: 0, byOwner: 0, heldByOwner: 0 };

  it('allows a use below both limits, and no overall limit means none', () => {
    expect(overLimit({ maxUses: 5, maxUsesPerOwner: 1 }, unused)).toBeNull();
    expect(overLimit({ maxUses: 5, maxUsesPerOwner: 1 }, { ...unused, total: 4 })).toBeNull();
    expect(overLimit({ maxUses: null, maxUsesPerOwner: 1 }, { ...unused, total: 1_000_000 })).toBeNull();
  });

  it('refuses the use past the overall limit', () => {
    expect(overLimit({ maxUses: 5, maxUsesPerOwner: 1 }, { ...unused, total: 5 })).toBe('USED_UP');
  });

  it('refuses an owner their own extra use, saying when it is only held by their unpaid order', () => {
    expect(overLimit({ maxUses: 5, maxUsesPerOwner: 1 }, { total: 1, byOwner: 1, heldByOwner: 0 })).toBe(
      'ALREADY_USED',
    );
    expect(overLimit({ maxUses: 5, maxUsesPerOwner: 1 }, { total: 1, byOwner: 1, heldByOwner: 1 })).toBe(
      'HELD_BY_OWN_ORDER',
    );
    expect(overLimit({ maxUses: null, maxUsesPerOwner: 2 }, { total: 2, byOwner: 2, heldByOwner: 1 })).toBe(
      'HELD_BY_OWN_ORDER',
    );
    expect(overLimit({ maxUses: null, maxUsesPerOwner: 2 }, { total: 1, byOwner: 1, heldByOwner: 0 })).toBeNull();
  });

  it('names the owner’s own limit before the overall one', () => {
    expect(overLimit({ maxUses: 1, maxUsesPerOwner: 1 }, { total: 1, byOwner: 1, heldByOwner: 0 })).toBe(
      'ALREADY_USED',
    );
  });
});
