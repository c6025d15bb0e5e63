import { describe, expect, it } from 'vitest';
import { logSafeUrl } from './log-safe-url';

describe('logSafeUrl', () => {
  it('masks the secret in emailed links and keeps the rest', () => {
    expect(logSafeUrl('/api/personal-data/exports/7/download?token=abc123')).toBe(
      '/api/personal-data/exports/7/download?token=***',
    );
    expect(logSafeUrl('/parent-consent/verify?manage=sig.part&lang=hi')).toBe(
      '/parent-consent/verify?manage=***&lang=hi',
    );
    expect(logSafeUrl('/x?page=2&token=123456#top')).toBe('/x?page=2&token=***#top');
    expect(logSafeUrl('/api/latest?page=2&search=tokens')).toBe('/api/latest?page=2&search=tokens');
  });
});
