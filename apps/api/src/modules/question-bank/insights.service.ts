/**
 * Summaries of the bank: the school's faculty and their counts (school account and admins), the filters of the
 * caller's usable pool (anyone: visitors see the open set's), and the pie and bar charts of the school's bank.
 */
import { BOARDS, DIFFICULTIES, type McqFilters, QUESTION_STATUSES, STUDENT_CLASSES } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import {
  type ChartScope,
  countsByDifficulty,
  countsByStatus,
  countsBySubject,
  facultyWithCounts,
  type PoolNarrowing,
  poolFacets,
  subjectsTaught,
} from './insights.repository';
import { schoolActorOf } from './question.service';

const inOrder =
  <T extends string>(order: readonly T[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

export class InsightsService {
  constructor(private readonly db: Db) {}

  async facultyDetails(caller: Actor) {
    const actor = schoolActorOf(caller);
    const [faculty, taught] = await Promise.all([
      facultyWithCounts(this.db, actor.instituteId),
      subjectsTaught(this.db, actor.instituteId),
    ]);
    const subjectsOf = new Map<string, Set<string>>();
    for (const row of taught) {
      if (!row.facultyId) continue;
      const names = subjectsOf.get(row.facultyId) ?? new Set<string>();
      names.add(row.name);
      subjectsOf.set(row.facultyId, names);
    }
    return faculty.map((row) => ({
      ...row,
      subjects: [...(subjectsOf.get(row.facultyId) ?? [])].sort((a, b) => a.localeCompare(b)),
      lastAddedAt: row.lastAddedAt ? new Date(row.lastAddedAt).toISOString() : null,
    }));
  }

  async filters(actor: Actor | null, narrowing: PoolNarrowing): Promise<McqFilters> {
    const facets = await poolFacets(this.db, { instituteId: actor?.instituteId ?? null }, narrowing);
    return {
      classes: facets.classes
        .map((row) => ({ studentClass: row.studentClass, questionCount: Number(row.questionCount) }))
        .sort((a, b) => inOrder(STUDENT_CLASSES)(a.studentClass, b.studentClass)),
      subjects: facets.subjectRows.map((row) => ({ name: row.name, questionCount: Number(row.questionCount) })),
      chapters: facets.chapterRows.map((row) => ({
        title: row.title,
        subject: row.subject,
        questionCount: Number(row.questionCount),
      })),
      topics: facets.topics.flatMap((row) => (row.topic ? [row.topic] : [])),
      boards: facets.boards.map((row) => row.board).sort(inOrder(BOARDS)),
      difficulties: facets.difficulties.map((row) => row.difficulty).sort(inOrder(DIFFICULTIES)),
    };
  }

  async pie(caller: Actor, mine: boolean) {
    const scope = this.chartScope(caller, mine);
    const [byStatus, byDifficulty] = await Promise.all([
      countsByStatus(this.db, scope),
      countsByDifficulty(this.db, scope),
    ]);
    const statusCount = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
    const difficultyCount = new Map(byDifficulty.map((row) => [row.difficulty, Number(row.count)]));
    return {
      byStatus: QUESTION_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
      byDifficulty: DIFFICULTIES.map((difficulty) => ({ difficulty, count: difficultyCount.get(difficulty) ?? 0 })),
    };
  }

  async bar(caller: Actor, mine: boolean) {
    return { bars: await countsBySubject(this.db, this.chartScope(caller, mine)) };
  }

  /** The school's bank; faculty may narrow it to their own questions (others write none, so mine is theirs only). */
  private chartScope(caller: Actor, mine: boolean): ChartScope {
    const actor = schoolActorOf(caller);
    return { instituteId: actor.instituteId, authorId: mine && actor.role === 'FACULTY' ? actor.id : null };
  }
}
