/** Set-up for the reports tests: two schools, their people signed in, posts written straight to the database. */
import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';

export async function buildReportsWorld() {
  const t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'School A');
  const schoolB = await buildInstitute(t.db, 'School B');
  const people = {
    author: await buildMember(t.db, schoolA.institute.id, 'CANDIDATE'),
    reporter: await buildMember(t.db, schoolA.institute.id, 'CANDIDATE'),
    reporter2: await buildMember(t.db, schoolA.institute.id, 'CANDIDATE'),
    studentB: await buildMember(t.db, schoolB.institute.id, 'CANDIDATE'),
    adminA: await buildMember(t.db, schoolA.institute.id, 'ADMIN'),
    instituteA: schoolA.account,
    instituteB: schoolB.account,
  };
  const kinds = {
    author: 'user',
    reporter: 'user',
    reporter2: 'user',
    studentB: 'user',
    adminA: 'faculty',
    instituteA: 'institute',
    instituteB: 'institute',
  } as const;
  const as = {} as Record<keyof typeof people, SignedIn>;
  for (const name of Object.keys(people) as Array<keyof typeof people>) {
    as[name] = await signIn(t.app, kinds[name], people[name].email);
  }
  return { t, schoolA, schoolB, people, as };
}
export type ReportsWorld = Awaited<ReturnType<typeof buildReportsWorld>>;

export const WORLD_TIMEOUT_MS = 600_000;
vi.setConfig({ testTimeout: 180_000 });

type PostInsert = typeof posts.$inferInsert;

/** A published post inside the author's school unless told otherwise; fictional, kind content only. */
export async function insertPost(db: Db, values: Pick<PostInsert, 'authorId' | 'instituteId'> & Partial<PostInsert>) {
  const slug = `post-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(posts)
    .values({
      slug,
      postType: 'TEXT',
      category: 'Events',
      categorySlug: 'events',
      descriptionHtml: '<p>Our class planted sunflowers in the school garden.</p>',
      descriptionText: 'Our class planted sunflowers in the school garden.',
      visibility: 'INSTITUTE',
      requestedVisibility: 'INSTITUTE',
      requestStatus: 'PUBLISHED',
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function reportsCaller(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, json: response.json(), body: response.json().body };
  };
}

export const pathOf = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? `:${name}`);
