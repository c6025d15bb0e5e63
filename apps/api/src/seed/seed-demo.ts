/** Seeds demo schools, staff, students and individuals into an empty database (never in production). */
import { SUBSCRIPTION_DEFAULTS } from '@noticeboard/shared';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import type { FileStorage } from '../lib/storage';
import { slugify } from '../modules/auth/custom-url';
import { insertInstitute } from '../modules/institute/institute.repository';
import { insertPeriod } from '../modules/subscription/subscription.repository';
import { insertUser } from '../modules/user/user.repository';
import { DEMO_INDIVIDUALS, DEMO_INSTITUTES, DEMO_PASSWORD, demoMembers } from './demo-data';
import { DEMO_FILE_SEEDERS, DEMO_SEEDERS } from './seeders';

const DAY_MS = 86_400_000;
export const DEMO_STUDENTS_PER_INSTITUTE = 34;

/** True when it seeded; false when the database already had users. Generated files go to `storage`. */
export async function seedDemo(db: Db, storage?: FileStorage): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users);
  if (Number(existing?.total ?? 0) > 0) return false;
  // One hash for every demo account: they share the documented password, and argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const now = Date.now();
  const usedUrls = new Set<string>();
  const customUrlFor = (name: string) => {
    const base = slugify(name);
    let candidate = base;
    for (let n = 2; usedUrls.has(candidate); n++) candidate = `${base}-${n}`;
    usedUrls.add(candidate);
    return candidate;
  };

  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_INSTITUTES.entries()) {
      const { subscription, ...fields } = demo;
      usedUrls.add(demo.customUrl);
      const institute = await insertInstitute(tx, { ...fields, verified: true });
      await insertUser(tx, {
        type: 'INSTITUTE',
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
        customUrl: demo.customUrl,
        passwordHash,
        emailVerifiedAt: verifiedAt,
        instituteId: institute.id,
      });
      await insertPeriod(
        tx,
        { instituteId: institute.id },
        {
          kind: subscription.kind,
          startsAt: new Date(now - DAY_MS),
          endsAt: new Date(now + subscription.days * DAY_MS),
          graceEndsAt:
            subscription.kind === 'PAID'
              ? new Date(now + (subscription.days + SUBSCRIPTION_DEFAULTS.graceDays) * DAY_MS)
              : null,
        },
      );
      for (const member of demoMembers(index, DEMO_STUDENTS_PER_INSTITUTE)) {
        await insertUser(tx, {
          type: member.role === 'CANDIDATE' ? 'CANDIDATE' : 'INDIVIDUAL',
          userType: member.role === 'CANDIDATE' ? null : member.role,
          name: member.name,
          email: member.email,
          customUrl: customUrlFor(member.name),
          passwordHash,
          emailVerifiedAt: verifiedAt,
          instituteId: institute.id,
          studentClass: member.studentClass ?? null,
          section: member.section ?? null,
        });
      }
    }
    for (const individual of DEMO_INDIVIDUALS) {
      const user = await insertUser(tx, {
        type: 'INDIVIDUAL',
        name: individual.name,
        email: individual.email,
        customUrl: customUrlFor(individual.name),
        passwordHash,
        emailVerifiedAt: verifiedAt,
      });
      if (individual.trialDays > 0) {
        await insertPeriod(
          tx,
          { userId: user.id },
          { kind: 'TRIAL', startsAt: new Date(now), endsAt: new Date(now + individual.trialDays * DAY_MS) },
        );
      }
      if (individual.planEndedDaysAgo !== undefined) {
        const endsAt = now - individual.planEndedDaysAgo * DAY_MS;
        await insertPeriod(
          tx,
          { userId: user.id },
          {
            kind: 'PAID',
            startsAt: new Date(endsAt - 365 * DAY_MS),
            endsAt: new Date(endsAt),
            graceEndsAt: new Date(endsAt + SUBSCRIPTION_DEFAULTS.graceDays * DAY_MS),
          },
        );
      }
    }
  });
  for (const seed of DEMO_SEEDERS) await seed(db);
  if (storage) for (const seed of DEMO_FILE_SEEDERS) await seed(db, storage);
  return true;
}
