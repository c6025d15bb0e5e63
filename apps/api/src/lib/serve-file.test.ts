import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './serve-file';

describe('attachmentDisposition', () => {
  it('keeps quotes, slashes and line breaks out of the header, and the exact name in UTF-8', () => {
    expect(attachmentDisposition('a"b\\c/d\r\nSet-Cookie: x.pdf')).toBe(
      `attachment; filename="a_b_c_d__Set-Cookie_ x.pdf"; filename*=UTF-8''a%22b%5Cc%2Fd%0D%0ASet-Cookie%3A%20x.pdf`,
    );
    expect(attachmentDisposition("Notes (draft)*'s.pdf")).toBe(
      `attachment; filename="Notes (draft)__s.pdf"; filename*=UTF-8''Notes%20%28draft%29%2A%27s.pdf`,
    );
  });
});
