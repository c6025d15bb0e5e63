import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './article-share';

const url = 'https://example.test/details/river-clean';

function navigatorWith(parts: { share?: Navigator['share']; writeText?: (text: string) => Promise<void> }): Navigator {
  return {
    share: parts.share,
    clipboard: { writeText: parts.writeText ?? (() => Promise.reject(new Error('no clipboard'))) },
  } as unknown as Navigator; // a test double holding only what shareLink touches
}

describe('shareLink', () => {
  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareLink('River', url, navigatorWith({ share, writeText }))).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'River', url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the reader closes the sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareLink('River', url, navigatorWith({ share, writeText }))).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet or it fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareLink('River', url, navigatorWith({ writeText }))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
    const broken = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(shareLink('River', url, navigatorWith({ share: broken, writeText }))).resolves.toBe('copied');
  });

  it('reports failure when the link can be neither shared nor copied', async () => {
    await expect(shareLink('River', url, navigatorWith({}))).resolves.toBe('failed');
  });
});
