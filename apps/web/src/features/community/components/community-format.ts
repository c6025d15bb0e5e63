/** Small formatting rules of the community cards. */
import { COMMUNITY_CATEGORIES, categorySlug, type PostType, type PostTypeTab } from '@noticeboard/shared';

/** "student spotlights" → "Student Spotlights". */
export const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The 13 categories as tabs: slug and label. */
export const CATEGORY_TABS = COMMUNITY_CATEGORIES.map((name) => ({ slug: categorySlug(name), label: titleCase(name) }));

/** The label of a category slug from the URL ("tips-and-tricks" → "Tips And Tricks"); unknown slugs read as words. */
export const categoryLabelOf = (slug: string) =>
  CATEGORY_TABS.find((tab) => tab.slug === slug)?.label ?? titleCase(slug.replace(/-/g, ' '));

/** Initials for an avatar without a picture. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Plain text of sanitised HTML, for accessible names and confirmations. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|li|h3|h4|blockquote)>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The post's first words: the card's accessible name. */
export function firstWordsOf(html: string, words = 8): string {
  const text = plainTextOf(html);
  const parts = text.split(' ');
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : text;
}

/** The system share sheet where there is one, else the clipboard. */
export async function shareLink(
  title: string,
  url: string,
  nav: Navigator = navigator,
): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch {
      // Cancelled or refused: fall back to copying.
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Post types as people read them; the feed's and the queue's tabs add All. */
export const POST_TYPE_LABELS: Record<PostType, string> = {
  PHOTOS: 'Photos',
  VIDEOS: 'Videos',
  DOCUMENTS: 'Documents',
  TEXT: 'Text',
};

export const POST_TYPE_TAB_LABELS: Record<PostTypeTab, string> = { ALL: 'All', ...POST_TYPE_LABELS };
