import { describe, expect, it } from 'vitest';
import { excerpt, notificationText } from './notification.messages';

const base = { recipientId: 'r', instituteId: null, actorId: 'a' };
const post = { slug: 'kite-day', feedKind: 'community' as const, title: null, text: '' };

describe('what a notification says', () => {
  it('names a post by its title or words, or as "your post", and starts sentences with a capital', () => {
    const photoOnly = notificationText({ ...base, kind: 'POST_APPROVED', post, everyone: false });
    expect(photoOnly.body).toBe("Your post is now in your school's community.");
    const titled = notificationText({
      ...base,
      kind: 'POST_APPROVED',
      post: { ...post, title: 'Kite day', text: 'We flew kites' },
      everyone: true,
    });
    expect(titled.body).toBe('“Kite day” is now in the community for everyone to see.');
    expect(titled.linkPath).toBe('/community/details/kite-day');
  });

  it('leads a forum reply to the thread, and cuts long words to one line', () => {
    const reply = notificationText({
      ...base,
      kind: 'COMMENT',
      post: { ...post, feedKind: 'forum' },
      commenterName: 'Asha K.',
      comment: 'x'.repeat(300),
    });
    expect(reply.title).toBe('Asha K. replied to your thread');
    expect(reply.linkPath).toBe('/forum/details/kite-day');
    expect(reply.body.length).toBeLessThanOrEqual(102);
    expect(excerpt('  many   spaces\nhere ')).toBe('many spaces here');
  });
});
