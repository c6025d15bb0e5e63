/** Demo data: roll numbers for the demo schools' students, e.g. `8A-03`, numbered by name inside each class. */
import { STUDENT_CLASS_INFO } from '@noticeboard/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findInstituteByCustomUrl } from '../institute/institute.repository';

const DEMO_SCHOOLS = ['greenfield-public-school', 'riverside-international-academy'];

export async function seedCandidateDemo(db: Db): Promise<void> {
  for (const customUrl of DEMO_SCHOOLS) {
    const institute = await findInstituteByCustomUrl(db, customUrl);
    if (!institute) continue;
    const students = await db
      .select({ id: users.id, studentClass: users.studentClass, section: users.section })
      .from(users)
      .where(and(eq(users.instituteId, institute.id), eq(users.type, 'CANDIDATE'), isNull(users.rollNumber)))
      .orderBy(asc(users.studentClass), asc(users.section), asc(users.name));
    const counters = new Map<string, number>();
    await db.transaction(async (tx) => {
      for (const student of students) {
        if (!student.studentClass) continue;
        const section = student.section && student.section !== 'NA' ? student.section : '';
        const key = `${STUDENT_CLASS_INFO[student.studentClass].numeric}${section}`;
        const next = (counters.get(key) ?? 0) + 1;
        counters.set(key, next);
        await tx
          .update(users)
          .set({ rollNumber: `${key}-${String(next).padStart(2, '0')}` })
          .where(eq(users.id, student.id));
      }
    });
  }
}
