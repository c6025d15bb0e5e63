/**
 * The FAQ helper's rules: whom an answer is for (the signed-in person's kind, or a visitor), the best entry and up
 * to two related ones, or — when nothing fits well enough — the contact form; and the "Did this help?" answers,
 * kept with the question trimmed to 300 characters and, only when signed in, the person's id.
 */
import {
  FAQ_AUDIENCES,
  FAQ_CONTACT_LINK,
  FAQ_MESSAGES,
  FAQ_QUESTION_MAX_LENGTH,
  type FaqAnswer,
  type FaqAudience,
  type FaqEntry,
  type FaqFeedbackBody,
  type FaqStarters,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { presentFaqEntry } from './faq.presenter';
import { insertFaqFeedback } from './faq.repository';
import { FAQ_ENTRIES, type FaqEntryData } from './faq-entries';
import { FaqIndex } from './faq-index';

/** How many starter questions the panel offers. */
const STARTERS = 5;

/** The audience an answer is chosen for. Parents have no account: they ask as visitors. */
export function audienceOf(actor: Actor | null): FaqAudience {
  if (!actor) return 'VISITOR';
  if (actor.type === 'INDIVIDUAL') return actor.userType ?? 'INDIVIDUAL';
  return actor.type;
}

export class FaqService {
  private readonly index: FaqIndex;

  constructor(
    private readonly db: Db,
    private readonly entries: readonly FaqEntryData[] = FAQ_ENTRIES,
  ) {
    this.index = new FaqIndex(entries);
  }

  ask(actor: Actor | null, question: string): FaqAnswer {
    const audience = audienceOf(actor);
    const match = this.index.match(question, audience);
    if (!match.best) {
      return {
        audience,
        best: null,
        related: [],
        noMatch: { message: FAQ_MESSAGES.noMatch, contact: { ...FAQ_CONTACT_LINK } },
      };
    }
    return {
      audience,
      best: presentFaqEntry(match.best.entry),
      related: match.related.map((hit) => presentFaqEntry(hit.entry)),
      noMatch: null,
    };
  }

  starters(actor: Actor | null): FaqStarters {
    const audience = audienceOf(actor);
    const mine = this.entries.filter((entry) => entry.starter && entry.audiences.includes(audience));
    return {
      audience,
      questions: mine.slice(0, STARTERS).map((entry) => ({ entryId: entry.id, question: entry.question })),
    };
  }

  entry(id: string): FaqEntry {
    const entry = this.index.entry(id);
    if (!entry) throw notFound('There is no such help entry.');
    return presentFaqEntry(entry);
  }

  async feedback(actor: Actor | null, body: FaqFeedbackBody): Promise<null> {
    if (!this.index.entry(body.entryId)) throw notFound('There is no such help entry.');
    const audience = audienceOf(actor);
    await insertFaqFeedback(this.db, {
      entryId: body.entryId,
      question: body.question.slice(0, FAQ_QUESTION_MAX_LENGTH).trim(),
      helpful: body.helpful,
      audience: FAQ_AUDIENCES.includes(audience) ? audience : 'VISITOR',
      userId: actor?.id ?? null,
    });
    return null;
  }
}
