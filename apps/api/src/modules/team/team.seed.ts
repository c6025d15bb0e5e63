/** Demo: Greenfield's approval committee, two custom categories and a short history to look at. */
import { categorySlug } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { type AuditEvent, recordAudit } from '../audit/audit.repository';
import { insertCategory } from '../category/category.repository';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { findUserByEmail } from '../user/user.repository';
import { insertCommitteeSeat } from './team.repository';

const DAY_MS = 86_400_000;

export async function seedTeamDemo(db: Db): Promise<void> {
  const school = await findInstituteByCustomUrl(db, 'greenfield-public-school');
  if (!school) return;
  const [account, admin, faculty, faculty2] = await Promise.all(
    ['institute@demo.test', 'admin@demo.test', 'faculty@demo.test', 'faculty2@demo.test'].map((email) =>
      findUserByEmail(db, email),
    ),
  );
  if (!account || !admin || !faculty) return;
  const instituteId = school.id;
  const base = { instituteId, actorId: account.id };
  await db.transaction(async (tx) => {
    const events: Array<AuditEvent & { daysAgo: number }> = [];
    events.push({
      ...base,
      daysAgo: 30,
      action: 'faculty.created',
      entityType: 'faculty',
      entityId: faculty.id,
      summary: `Added faculty member ${faculty.name}`,
    });
    if (faculty2) {
      events.push(
        {
          ...base,
          daysAgo: 21,
          action: 'faculty.created',
          entityType: 'faculty',
          entityId: faculty2.id,
          summary: `Added faculty member ${faculty2.name}`,
        },
        {
          ...base,
          actorId: admin.id,
          daysAgo: 9,
          action: 'faculty.updated',
          entityType: 'faculty',
          entityId: faculty2.id,
          summary: `Updated faculty member ${faculty2.name}`,
        },
      );
    }
    for (const [daysAgo, person] of [
      [14, admin],
      [13, faculty],
    ] as const) {
      await insertCommitteeSeat(tx, instituteId, person.id);
      events.push({
        ...base,
        daysAgo,
        action: 'committee.member_added',
        entityType: 'committee',
        entityId: person.id,
        summary: `Added ${person.name} to the approval committee`,
      });
    }
    for (const [daysAgo, name] of [
      [7, 'Science Club'],
      [3, 'Sports Day'],
    ] as const) {
      const row = await insertCategory(tx, { instituteId, name, slug: categorySlug(name) });
      events.push({
        ...base,
        daysAgo,
        action: 'category.created',
        entityType: 'category',
        entityId: row.id,
        summary: `Added the community category ${name}`,
      });
    }
    await recordAudit(
      tx,
      events.map(({ daysAgo: _, ...event }) => event),
    );
    // Spread the demo history over the past weeks so the pages read like a real school's.
    for (const { daysAgo, entityId, action } of events) {
      if (!entityId) continue;
      const when = new Date(Date.now() - daysAgo * DAY_MS);
      await tx
        .update(auditEvents)
        .set({ createdAt: when })
        .where(
          and(
            eq(auditEvents.instituteId, instituteId),
            eq(auditEvents.action, action),
            eq(auditEvents.entityId, entityId),
          ),
        );
    }
  });
}
