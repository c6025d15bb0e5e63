/** What is read aloud: an article ("<title>. From <publisher>. <text>") and the short news bulletins. */
import { TOPIC_CATEGORIES, TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';

/** About ten minutes of listening; longer articles end with a pointer to the page. */
export const MAX_SPOKEN_WORDS = 1500;
const MAX_BULLETIN_SUMMARY_WORDS = 45;
export const BULLETIN_SIZE = 5;

const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// espeak-ng reads `[[...]]` as phoneme codes; brackets are never needed to speak news.
const BRACKETS = /[[\]]/g;

/** Text a speech engine reads well: no links (spelled out letter by letter otherwise), no control codes. */
export function speakable(text: string): string {
  return (
    text
      .replace(URL_PATTERN, ' ')
      .replace(CONTROL_CHARACTERS, ' ')
      .replace(BRACKETS, ' ')
      // Paragraphs joined without a space ("a week.The library") would be read as one odd word.
      .replace(/([a-z][.!?])([A-Z])/g, '$1 $2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A sentence ends with a full stop unless it already ends with punctuation. */
function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return /[.!?…]["'”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** At most `maxWords` words, cut at the end of a sentence when one is near. */
export function trimToWords(text: string, maxWords: number): { text: string; trimmed: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return { text: words.join(' '), trimmed: false };
  const cut = words.slice(0, maxWords).join(' ');
  const lastStop = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  const atSentence = lastStop > cut.length * 0.6 ? cut.slice(0, lastStop + 1) : asSentence(cut);
  return { text: atSentence, trimmed: true };
}

export interface SpokenArticle {
  title: string;
  publisherName: string;
  contentText: string;
}

export function articleScript(article: SpokenArticle): string {
  const body = trimToWords(speakable(article.contentText), MAX_SPOKEN_WORDS);
  const parts = [
    asSentence(speakable(article.title)),
    asSentence(`From ${speakable(article.publisherName)}`),
    body.text,
    body.trimmed ? 'The full article continues on Noticeboard.' : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** `latest`, or `category:<CATEGORY>` for one topic category. */
export type BulletinKey = 'latest' | `category:${TopicCategory}`;

export function bulletinKey(category?: TopicCategory): BulletinKey {
  return category ? `category:${category}` : 'latest';
}

export function categoryOfBulletin(key: BulletinKey): TopicCategory | undefined {
  return key === 'latest' ? undefined : (key.slice('category:'.length) as TopicCategory);
}

export const ALL_BULLETIN_KEYS: BulletinKey[] = [
  'latest',
  ...TOPIC_CATEGORIES.map((category) => bulletinKey(category)),
];

export interface BulletinItem {
  title: string;
  summary: string;
}

const LEAD_INS = ['First', 'Next', 'Then', 'Also'];

export function bulletinScript(category: TopicCategory | undefined, items: BulletinItem[]): string {
  const scope = category ? `${TOPIC_CATEGORY_LABELS[category]} news` : 'news';
  if (items.length === 0) return `There is no ${scope} to read yet. Please check again soon.`;
  const stories = items.map((item, index) => {
    const isLast = index === items.length - 1 && items.length > 1;
    const leadIn = isLast ? 'And finally' : (LEAD_INS[index] ?? 'Next');
    const summary = trimToWords(speakable(item.summary), MAX_BULLETIN_SUMMARY_WORDS).text;
    return [asSentence(`${leadIn}, ${speakable(item.title)}`), asSentence(summary)].filter(Boolean).join(' ');
  });
  const intro = category
    ? `Here is the latest ${scope} from Noticeboard.`
    : 'Here is the latest news from Noticeboard.';
  return [intro, ...stories, 'That is all for now. Thank you for listening.'].join(' ');
}
