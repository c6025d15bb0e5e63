/** Quiz summaries of a school for its account and staff: classes and sections, one class's students, a student's days. */
import {
  type classWiseQuerySchema,
  LEADERBOARD_MESSAGES,
  type QuizDateRange,
  type studentWiseQuerySchema,
} from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import { offsetOf, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { isSchoolStaff } from './leaderboard.policy';
import { rangeBounds } from './quiz-range';
import { participationPercent, presentDay, presentStudent, presentTotals, sumTotals } from './summary.presenter';
import { activeUser, classSize, classStudents, playerDays, sectionTotals } from './summary.repository';

export class SummaryService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(actor: Actor, range: QuizDateRange) {
    const instituteId = schoolOf(actor);
    const { from, to } = rangeBounds(range, this.now());
    const rows = await sectionTotals(this.db, instituteId, from, to);
    return {
      range,
      from,
      to,
      totals: presentTotals(sumTotals(rows)),
      rows: rows.map((row) => ({
        ...presentTotals(row),
        studentClass: row.student_class,
        section: row.section,
        students: Number(row.students),
        participationPercent: participationPercent(Number(row.players), Number(row.students)),
      })),
    };
  }

  async classWise(actor: Actor, query: z.infer<typeof classWiseQuerySchema>) {
    const filter = { instituteId: schoolOf(actor), studentClass: query.studentClass, section: query.section };
    const { from, to } = rangeBounds(query.range, this.now());
    const rows = await classStudents(this.db, filter, from, to, { limit: query.size, offset: offsetOf(query) });
    const total = rows[0] ? Number(rows[0].total) : await classSize(this.db, filter);
    return pageFrom(rows.map(presentStudent), query, total);
  }

  /** Staff of the student's school may read any of its students; everyone else only themself. */
  async studentWise(actor: Actor, query: z.infer<typeof studentWiseQuerySchema>) {
    const targetId = query.userId ?? actor.id;
    const student = await activeUser(this.db, targetId);
    const own = targetId === actor.id;
    const ofMySchool =
      student?.type === 'CANDIDATE' && isSchoolStaff(actor) && student.institute_id === actor.instituteId;
    if (!student || !(own || ofMySchool)) {
      throw notFound(isSchoolStaff(actor) ? LEADERBOARD_MESSAGES.notYourSchool : undefined);
    }
    const { from, to } = rangeBounds(query.range, this.now());
    const days = await playerDays(this.db, student.id, from, to);
    const totals = sumTotals(days.map((day) => ({ ...day, players: 1 })));
    return {
      student: presentStudent({
        ...totals,
        user_id: student.id,
        name: student.name,
        custom_url: student.custom_url,
        student_class: student.student_class,
        section: student.section,
        last_played_on: days.at(-1)?.day ?? null,
        total: 1,
      }),
      days: days.map(presentDay),
    };
  }
}

function schoolOf(actor: Actor): string {
  if (!actor.instituteId || !isSchoolStaff(actor)) throw forbidden(LEADERBOARD_MESSAGES.scopeNeedsSchool);
  return actor.instituteId;
}
