import { describe, expect, it } from 'vitest';
import {
  isUdiseCode,
  normaliseUdiseCode,
  UDISE_MESSAGES,
  udiseCodeProblem,
  verificationRequestBodySchema,
} from './school-verification';

describe('UDISE code', () => {
  it.each(['29200801402', '27251000104', '01010100101', '38000000000', '2920 0801 402', '29-20-08-014-02'])(
    'accepts %s',
    (value) => {
      expect(isUdiseCode(value)).toBe(true);
    },
  );

  it.each([
    ['2920080140', UDISE_MESSAGES.digits],
    ['292008014021', UDISE_MESSAGES.digits],
    ['2920080140A', UDISE_MESSAGES.digits],
    ['', UDISE_MESSAGES.digits],
    ['००२९२००८०१४', UDISE_MESSAGES.digits],
    ['00200801402', UDISE_MESSAGES.state],
    ['39200801402', UDISE_MESSAGES.state],
    ['99999999999', UDISE_MESSAGES.state],
  ])('refuses %s', (value, message) => {
    expect(udiseCodeProblem(value)).toBe(message);
  });

  it('drops the spaces and hyphens people type between the groups', () => {
    expect(normaliseUdiseCode(' 29 20-08 014 02 ')).toBe('29200801402');
  });
});

describe('verification request body', () => {
  it('needs a UDISE code or an affiliation number', () => {
    const result = verificationRequestBodySchema.safeParse({ note: 'Please check' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['udiseCode'], message: UDISE_MESSAGES.evidence });
  });

  it('stores the normalised code and the affiliation number in capitals', () => {
    expect(verificationRequestBodySchema.parse({ udiseCode: '2920 0801 402', affiliationNumber: ' ka082 ' })).toEqual({
      udiseCode: '29200801402',
      affiliationNumber: 'KA082',
    });
  });

  it('refuses a malformed affiliation number and unknown keys', () => {
    expect(verificationRequestBodySchema.safeParse({ affiliationNumber: 'a' }).success).toBe(false);
    expect(verificationRequestBodySchema.safeParse({ affiliationNumber: '<b>830001</b>' }).success).toBe(false);
    expect(verificationRequestBodySchema.safeParse({ udiseCode: '29200801402', verified: true }).success).toBe(false);
  });
});
