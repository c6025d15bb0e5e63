import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  findTextProblem,
  gstinCheckCharacter,
  gstinProblem,
  isEmail,
  isLicenceCode,
  isUrl,
  passwordProblems,
  textProblem,
  VALIDATION_MESSAGES,
} from './validators';

describe('email', () => {
  it.each(['asha@school.in', 'first.last+tag@mail.example.org', 'a_b-c@sub.domain.co'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['plain', 'no@tld', '@school.in', 'two@@school.in', 'space in@school.in', 'a@b.c'])('rejects %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('password strength', () => {
  it('accepts a strong password', () => {
    expect(passwordProblems('Demo@12345')).toEqual([]);
  });
  it.each([
    ['Sh0rt!pw', VALIDATION_MESSAGES.passwordLength],
    ['lowercase1!', VALIDATION_MESSAGES.passwordUppercase],
    ['NoDigitsHere!', VALIDATION_MESSAGES.passwordDigit],
    ['NoSpecial123', VALIDATION_MESSAGES.passwordSpecial],
  ])('rejects %s with "%s"', (value, message) => {
    expect(passwordProblems(value)).toEqual([message]);
  });
  it('lists every failing rule', () => {
    expect(passwordProblems('abc')).toHaveLength(4);
  });
});

describe('licence code', () => {
  it.each(['AB12CD34EF', 'a1b2c3d4e5', '123456789X'])('accepts %s', (value) => {
    expect(isLicenceCode(value)).toBe(true);
  });
  it.each(['ABCDEFGHIJ', '1234567890', 'AB12CD34E', 'AB12CD34EF1', 'AB12-D34EF'])('rejects %s', (value) => {
    expect(isLicenceCode(value)).toBe(false);
  });
});

describe('GSTIN', () => {
  it('computes the check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAACG1234A1Z')).toBe('A');
  });
  it.each(['27AAPFU0939F1ZV', '29AAACG1234A1ZA'])('accepts %s', (value) => {
    expect(gstinProblem(value)).toBeNull();
  });
  it('rejects a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZA')).toBe(VALIDATION_MESSAGES.gstinCheck);
  });
  it.each(['27AAPFU0939F1XV', '2AAPFU0939F1ZVV', '27AAPDU0939F1ZV', '27AAPFU0939F0ZV', 'short'])(
    'rejects the pattern of %s',
    (value) => {
      expect(gstinProblem(value)).toBe(VALIDATION_MESSAGES.gstin);
    },
  );
});

describe('URL', () => {
  it.each(['https://school.in', 'http://news.example.org/a/b?c=1', 'https://sub.domain.co:8080/path'])(
    'accepts %s',
    (value) => {
      expect(isUrl(value)).toBe(true);
    },
  );
  it.each(['school.in', 'ftp://school.in', 'https://', 'javascript:alert(1)', 'https://bad host.in'])(
    'rejects %s',
    (value) => {
      expect(isUrl(value)).toBe(false);
    },
  );
});

describe('text PostgreSQL can store', () => {
  it('accepts ordinary text, including emoji (a surrogate pair)', () => {
    expect(textProblem('Plants \u{1F331} grow\tin\nclass')).toBeNull();
  });
  it('refuses NUL and lone surrogates', () => {
    expect(textProblem('a\u0000b')).toBe(VALIDATION_MESSAGES.nulCharacter);
    expect(textProblem('a\uD800')).toBe(VALIDATION_MESSAGES.loneSurrogate);
    expect(textProblem('\uDE00a')).toBe(VALIDATION_MESSAGES.loneSurrogate);
  });
  it('finds the first refused string in nested input, keys included, with its path', () => {
    expect(findTextProblem({ a: [1, 'ok', { b: 'x\u0000' }] })).toEqual({
      path: ['a', 2, 'b'],
      message: VALIDATION_MESSAGES.nulCharacter,
    });
    expect(findTextProblem({ 'k\u0000': 1 })?.path).toEqual(['k\u0000']);
    expect(findTextProblem('\u0000')).toEqual({ path: [], message: VALIDATION_MESSAGES.nulCharacter });
    expect(findTextProblem({ a: ['fine', 2, null, true] })).toBeNull();
  });
  it('walks very deep input without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextProblem(deep)?.path).toHaveLength(100_000);
  });
  it('refuses a URL with a NUL', () => {
    expect(isUrl('https://school.in/a\u0000b')).toBe(false);
  });
});

describe('calendar dates', () => {
  it('accepts school-life dates and refuses year 0, which PostgreSQL cannot store', () => {
    expect(calendarDateSchema.safeParse('2026-06-01').success).toBe(true);
    expect(calendarDateSchema.safeParse('0000-06-01').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.calendarDate);
    expect(calendarDateSchema.safeParse('2026-02-30').success).toBe(false);
  });
});
