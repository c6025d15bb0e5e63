/**
 * Which of a daily pool's questions one player gets: up to `fromReadMax` from articles they read that day (no more
 * unless the pool is too small), then from their preferred categories, then the rest; deterministic per (quiz,
 * player), so a resumed or raced start picks the same questions, and shown shuffled so the read ones are not first.
 */
import { SeededRandom } from './generation/seeded-random';

export interface PoolQuestion {
  id: string;
  sourceArticleId: string | null;
  category: string | null;
}

export interface SessionPick {
  pool: readonly PoolQuestion[];
  readArticleIds: ReadonlySet<string>;
  preferredCategories: readonly string[];
  count: number;
  fromReadMax: number;
  seed: string;
}

export function pickSessionQuestions(pick: SessionPick): string[] {
  const random = new SeededRandom(pick.seed);
  const shuffled = random.shuffle(pick.pool);
  const chosen: PoolQuestion[] = [];
  const take = (candidates: PoolQuestion[], limit: number) => {
    for (const question of candidates) {
      if (chosen.length >= pick.count || limit <= 0) return;
      if (chosen.includes(question)) continue;
      chosen.push(question);
      limit--;
    }
  };
  const fromRead = (question: PoolQuestion) =>
    question.sourceArticleId !== null && pick.readArticleIds.has(question.sourceArticleId);
  const preferred = new Set(pick.preferredCategories);
  take(shuffled.filter(fromRead), pick.fromReadMax);
  const unread = shuffled.filter((question) => !fromRead(question));
  take(
    unread.filter((question) => question.category !== null && preferred.has(question.category)),
    pick.count,
  );
  take(unread, pick.count);
  // Only a pool too small for the session gives more of the read articles' questions.
  take(shuffled, pick.count);
  return random.shuffle(chosen).map((question) => question.id);
}
