/**
 * Test helpers for newsletters: a school with students in 7 A, 7 B and 8 A (each with a parent's email on record),
 * a teacher and an admin, beside another school with its own student, parent and teacher; a published post seen by
 * everyone and one seen by the school only; a news article; calls through the routes.
 */
import { type Newsletter, NEWSLETTER_PATHS as P } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { articles, posts, publishers, users } from '../../db/schema';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { answerParentConsent } from '../consent/consent-test-kit';
import { call } from '../quiz/quiz-test-kit';

export { call };

export function pathOf(name: keyof typeof P, params: Record<string, string> = {}): string {
  let path: string = P[name];
  for (const [key, value] of Object.entries(params)) path = path.replace(`:${key}`, value);
  return path;
}

export interface NewsletterSchool {
  instituteId: string;
  customUrl: string;
  otherInstituteId: string;
  as: Record<'school' | 'admin' | 'faculty' | 'sevenA' | 'otherSchool' | 'otherStudent' | 'reader', SignedIn>;
  emails: {
    sevenA: string;
    sevenB: string;
    eightA: string;
    faculty: string;
    admin: string;
    parentSevenA: string;
    parentSevenB: string;
    parentEightA: string;
    otherStudent: string;
    otherParent: string;
    otherFaculty: string;
  };
  publicPostId: string;
  schoolOnlyPostId: string;
  articleId: string;
}

export async function newsletterSchool(app: FastifyInstance, db: Db): Promise<NewsletterSchool> {
  const a = await buildInstitute(db, 'Banyan Tree School');
  const b = await buildInstitute(db, 'Lotus Valley School');
  const student = async (instituteId: string, studentClass: 'SEVEN' | 'EIGHT', section: 'A' | 'B', parent: string) => {
    const member = await buildMember(db, instituteId, 'CANDIDATE');
    await db.update(users).set({ studentClass, section }).where(eq(users.id, member.id));
    await answerParentConsent(db, { instituteId, studentId: member.id, parentEmail: parent });
    return member;
  };
  const sevenA = await student(a.institute.id, 'SEVEN', 'A', 'Parent.SevenA@family.test');
  const sevenB = await student(a.institute.id, 'SEVEN', 'B', 'parent.sevenb@family.test');
  const eightA = await student(a.institute.id, 'EIGHT', 'A', 'parent.eighta@family.test');
  const otherStudent = await student(b.institute.id, 'SEVEN', 'A', 'parent.other@family.test');
  const faculty = await buildMember(db, a.institute.id, 'FACULTY');
  const admin = await buildMember(db, a.institute.id, 'ADMIN');
  const otherFaculty = await buildMember(db, b.institute.id, 'FACULTY');
  const reader = await buildMember(db, b.institute.id, 'CANDIDATE');

  const post = async (visibility: 'GLOBAL' | 'INSTITUTE', text: string) => {
    const [row] = await db
      .insert(posts)
      .values({
        slug: `post-${Math.random().toString(36).slice(2, 10)}`,
        authorId: sevenA.id,
        instituteId: a.institute.id,
        postType: 'TEXT',
        category: 'Science',
        categorySlug: 'science',
        descriptionHtml: `<p>${text}</p>`,
        descriptionText: text,
        visibility,
        requestedVisibility: visibility,
        requestStatus: 'PUBLISHED',
        publishedAt: new Date(),
      })
      .returning();
    return row?.id ?? '';
  };
  const [publisher] = await db
    .insert(publishers)
    .values({
      name: 'The Daily Kite',
      slug: `kite-${Math.random().toString(36).slice(2, 8)}`,
      defaultCategory: 'ENVIRONMENT',
    })
    .returning();
  const [article] = await db
    .insert(articles)
    .values({
      slug: `monsoon-${Math.random().toString(36).slice(2, 8)}`,
      publisherId: publisher?.id ?? '',
      guid: `guid-${Math.random()}`,
      title: 'Monsoon arrives early in Kerala',
      summary: 'Farmers welcome the rain.',
      contentHtml: '<p>Farmers welcome the rain.</p>',
      contentText: 'Farmers welcome the rain.',
      category: 'ENVIRONMENT',
      wordCount: 4,
      readingMinutes: 1,
      publishedAt: new Date(),
    })
    .returning();

  return {
    instituteId: a.institute.id,
    customUrl: a.institute.customUrl,
    otherInstituteId: b.institute.id,
    as: {
      school: await signIn(app, 'institute', a.account.email),
      admin: await signIn(app, 'faculty', admin.email),
      faculty: await signIn(app, 'faculty', faculty.email),
      sevenA: await signIn(app, 'user', sevenA.email),
      otherSchool: await signIn(app, 'institute', b.account.email),
      otherStudent: await signIn(app, 'user', otherStudent.email),
      reader: await signIn(app, 'user', reader.email),
    },
    emails: {
      sevenA: sevenA.email,
      sevenB: sevenB.email,
      eightA: eightA.email,
      faculty: faculty.email,
      admin: admin.email,
      parentSevenA: 'parent.sevena@family.test',
      parentSevenB: 'parent.sevenb@family.test',
      parentEightA: 'parent.eighta@family.test',
      otherStudent: otherStudent.email,
      otherParent: 'parent.other@family.test',
      otherFaculty: otherFaculty.email,
    },
    publicPostId: await post('GLOBAL', 'Our class grew bean sprouts on wet cotton this week.'),
    schoolOnlyPostId: await post('INSTITUTE', 'Only for the school.'),
    articleId: article?.id ?? '',
  };
}

/** A new draft from the default template, titled, saved with the given audience; returns it saved. */
export async function draftFor(
  app: FastifyInstance,
  who: SignedIn,
  audience: Partial<Newsletter['audience']>,
  title = 'Week 14 at Banyan Tree',
): Promise<Newsletter> {
  const created = await call(app, 'POST', P.newsletters, who, { template: 'DEFAULT' });
  if (created.status !== 201) throw new Error(`draft not created: ${created.status} ${created.raw}`);
  const draft = created.body as Newsletter;
  const saved = await call(app, 'PATCH', pathOf('newsletter', { newsletterId: draft.id }), who, {
    revision: draft.revision,
    title,
    audience: { everyone: false, staff: false, parents: false, classes: [], sections: [], ...audience },
  });
  if (saved.status !== 200) throw new Error(`draft not saved: ${saved.status} ${saved.raw}`);
  return saved.body as Newsletter;
}
