/** The change history: every administrative change is recorded inside the transaction that makes it. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

export interface AuditEvent {
  instituteId: string;
  actorId: string | null;
  /** `entity.verb`, e.g. `student.created`, `faculty.deactivated`. */
  action: string;
  entityType: string;
  entityId?: string | null;
  summary: string;
  data?: Record<string, unknown>;
}

export async function recordAudit(db: Queryable, events: AuditEvent | AuditEvent[]): Promise<void> {
  const rows = Array.isArray(events) ? events : [events];
  if (rows.length === 0) return;
  await db
    .insert(auditEvents)
    .values(rows.map((event) => ({ ...event, entityId: event.entityId ?? null, data: event.data ?? null })));
}

export interface AuditPageQuery {
  entityTypes: string[];
  page: number;
  size: number;
}

/** Newest first, with the acting user's name; always inside one institute. */
export async function listAudit(db: Queryable, instituteId: string, query: AuditPageQuery) {
  const where = and(eq(auditEvents.instituteId, instituteId), inArray(auditEvents.entityType, query.entityTypes));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        action: auditEvents.action,
        entityType: auditEvents.entityType,
        entityId: auditEvents.entityId,
        summary: auditEvents.summary,
        data: auditEvents.data,
        createdAt: auditEvents.createdAt,
        actorName: users.name,
      })
      .from(auditEvents)
      .leftJoin(users, eq(auditEvents.actorId, users.id))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}
