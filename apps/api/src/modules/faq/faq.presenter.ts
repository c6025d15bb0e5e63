/** Entry data → the wire shape (phrasings and the starter flag stay on the server). */
import type { FaqEntry } from '@noticeboard/shared';
import type { FaqEntryData } from './faq-entries';

export function presentFaqEntry(entry: FaqEntryData): FaqEntry {
  return {
    id: entry.id,
    audiences: [...entry.audiences],
    question: entry.question,
    answer: entry.answer,
    links: entry.links.map((link) => ({ ...link })),
  };
}
