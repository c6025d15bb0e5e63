/**
 * The thought of the day: the school's own list, or ours — short, kind, well-known lines from public-domain
 * writers and texts, written out here by us. One a day, the same all day, the next school day the next one.
 */
import type { ThoughtSource } from '@noticeboard/shared';

export interface Thought {
  text: string;
  author: string | null;
}

export const BUILT_IN_THOUGHTS: readonly Thought[] = [
  { text: 'Arise, awake, and stop not till the goal is reached.', author: 'Swami Vivekananda' },
  { text: 'Where the mind is without fear and the head is held high.', author: 'Rabindranath Tagore' },
  { text: 'No act of kindness, no matter how small, is ever wasted.', author: 'Aesop' },
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { text: 'Knowing is not enough; we must apply. Willing is not enough; we must do.', author: 'Goethe' },
  { text: 'We rise by lifting others.', author: 'Robert Ingersoll' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'A journey of a thousand miles begins with a single step.', author: 'Laozi' },
  { text: 'The roots of education are bitter, but the fruit is sweet.', author: 'Aristotle' },
  { text: 'He who opens a school door, closes a prison.', author: 'Victor Hugo' },
  { text: 'Patience is bitter, but its fruit is sweet.', author: 'Jean-Jacques Rousseau' },
  { text: 'Nothing is impossible to a willing heart.', author: 'John Heywood' },
  {
    text: 'Little drops of water, little grains of sand, make the mighty ocean and the pleasant land.',
    author: 'Julia Carney',
  },
  { text: 'Truth alone triumphs.', author: 'Mundaka Upanishad' },
  { text: 'Let noble thoughts come to us from every side.', author: 'Rig Veda' },
  { text: 'Be kind, for everyone you meet is fighting a hard battle.', author: 'Ian Maclaren' },
  { text: 'Let us be grateful to the people who make us happy.', author: 'Marcel Proust' },
  { text: 'Education is the manifestation of the perfection already in man.', author: 'Swami Vivekananda' },
  {
    text: 'The highest education is that which makes our life in harmony with all existence.',
    author: 'Rabindranath Tagore',
  },
  {
    text: 'I am always doing that which I cannot do, in order that I may learn how to do it.',
    author: 'Pablo Picasso',
  },
  { text: 'Whatever you are, be a good one.', author: 'Abraham Lincoln' },
  { text: 'The best way to cheer yourself up is to try to cheer somebody else up.', author: 'Mark Twain' },
  { text: 'An investment in knowledge pays the best interest.', author: 'Benjamin Franklin' },
  { text: 'Knowledge is power.', author: 'Francis Bacon' },
];

/** Days since 1970 of a calendar day: the same day always picks the same line. */
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

export function thoughtFor(day: string, source: ThoughtSource, ownThoughts: readonly string[]): Thought | null {
  if (source === 'OWN') {
    const text = ownThoughts[dayNumber(day) % Math.max(ownThoughts.length, 1)];
    return text ? { text, author: null } : null;
  }
  return BUILT_IN_THOUGHTS[dayNumber(day) % BUILT_IN_THOUGHTS.length] ?? null;
}
