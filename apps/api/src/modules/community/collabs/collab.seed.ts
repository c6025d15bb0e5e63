/**
 * Collab demo: Greenfield's published rainwater project (three students, a mentor, an approval with a score and
 * three updates) and a bird count waiting for faculty@demo.test's evaluation; Riverside's oral histories in
 * progress with one update. Students are only those whose parent consented. Runs once (fixed slugs).
 */
import { categorySlug } from '@noticeboard/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { collabEvaluations, collabMembers, collabProjects, parentConsents, posts, users } from '../../../db/schema';
import { GLOBAL_CATEGORIES } from '../../category/category.service';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { COMMUNITY_DEMO_SCHOOLS, escapeHtml } from '../demo/community.seed';

const DAY_MS = 86_400_000;
const MENTOR_EMAIL = 'faculty@demo.test';

interface Person {
  id: string;
  email: string;
}

interface DemoSchool {
  instituteId: string;
  /** faculty@demo.test first where the school has them. */
  faculty: Person[];
  students: Person[];
}

/** `student@demo.test` is number 1, `student7@…` number 7 (as in the community demo). */
function studentNumber(email: string): number {
  const match = /^student(\d*)@/.exec(email);
  return match ? Number(match[1] || 1) : Number.MAX_SAFE_INTEGER;
}

async function schoolOf(db: Db, customUrl: string): Promise<DemoSchool | null> {
  const institute = await findInstituteByCustomUrl(db, customUrl);
  if (!institute) return null;
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      type: users.type,
      userType: users.userType,
      consent: parentConsents.status,
    })
    .from(users)
    .leftJoin(parentConsents, eq(parentConsents.studentId, users.id))
    .where(and(eq(users.instituteId, institute.id), eq(users.status, 'ACTIVE')))
    .orderBy(users.email);
  const person = ({ id, email }: Person): Person => ({ id, email });
  const faculty = members.filter((member) => member.userType === 'FACULTY').map(person);
  faculty.sort((a, b) => Number(b.email === MENTOR_EMAIL) - Number(a.email === MENTOR_EMAIL));
  return {
    instituteId: institute.id,
    faculty,
    students: members
      .filter((member) => member.type === 'CANDIDATE' && member.consent === 'GRANTED')
      .sort((a, b) => studentNumber(a.email) - studentNumber(b.email) || a.email.localeCompare(b.email))
      .map(person),
  };
}

interface DemoUpdate {
  slug: string;
  daysAgo: number;
  /** Index in the team: 0 the owner, then the participants, the mentor last. */
  by: number;
  text: string[];
}

interface DemoCollab {
  slug: string;
  school: keyof typeof COMMUNITY_DEMO_SCHOOLS;
  title: string;
  summary: string[];
  goals: string;
  category: string;
  topic: string;
  status: 'IN_PROGRESS' | 'SUBMITTED' | 'PUBLISHED';
  participants: number;
  /** Which consenting students (by position) are on the team; the first is the owner. */
  firstStudent: number;
  startedDaysAgo: number;
  dueInDays: number;
  evaluation?: { score: number; feedback: string };
  updates: DemoUpdate[];
}

export const DEMO_COLLABS: DemoCollab[] = [
  {
    slug: 'rainwater-harvesting-for-our-school-garden',
    school: 'greenfield',
    title: 'Rainwater harvesting for our school garden',
    summary: [
      'Our garden beds dry out every summer while rain runs off the roof of the science block. We set out to catch that water and find out how much the garden really needs.',
      'We mapped the gutters, set up two barrels with filters, and kept a rainfall and watering log for six weeks.',
    ],
    goals:
      'Two barrels collecting roof water; a weekly log of rainfall, water collected and water used; a guide for the next class.',
    category: 'innovations',
    topic: 'water',
    status: 'PUBLISHED',
    participants: 3,
    firstStudent: 0,
    startedDaysAgo: 60,
    dueInDays: -10,
    evaluation: {
      score: 92,
      feedback:
        'A thoughtful, well-measured project. Your weekly log shows real care, and the guide will help next year’s class. Well done, all of you!',
    },
    updates: [
      {
        slug: 'rainwater-week-one-mapping-the-gutters',
        daysAgo: 50,
        by: 1,
        text: [
          'Week one: we walked around the science block and drew a map of every gutter and downpipe.',
          'Two downpipes end right next to the garden, so that is where the barrels will go.',
        ],
      },
      {
        slug: 'rainwater-barrels-and-filters-are-in',
        daysAgo: 35,
        by: 0,
        text: [
          'The barrels are in! We fitted a mesh filter on each one to keep out leaves.',
          'After the first good shower we had collected 64 litres. The garden club cheered.',
        ],
      },
      {
        slug: 'rainwater-six-weeks-of-measurements',
        daysAgo: 14,
        by: 4,
        text: [
          'Six weeks of measurements are done. The barrels covered about two thirds of what the beds needed.',
          'The team is now writing a short guide so next year’s class can keep the log going.',
        ],
      },
    ],
  },
  {
    slug: 'a-bird-count-for-our-playground',
    school: 'greenfield',
    title: 'A bird count for our playground',
    summary: [
      'Every morning for a month we counted the birds that visit the playground trees and the feeder we built.',
      'We want to know which birds come, when, and whether the feeder makes a difference.',
    ],
    goals: 'A month of morning counts, a chart of the species we saw, and a poster for the school corridor.',
    category: 'awareness',
    topic: 'nature',
    status: 'SUBMITTED',
    participants: 2,
    firstStudent: 4,
    startedDaysAgo: 40,
    dueInDays: 7,
    updates: [],
  },
  {
    slug: 'oral-histories-of-our-neighbourhood',
    school: 'riverside',
    title: 'Oral histories of our neighbourhood',
    summary: [
      'We are recording the stories of people who have lived near our school for a long time: shopkeepers, grandparents and neighbours.',
      'Each of us interviews two people and writes down what the neighbourhood was like when they were young.',
    ],
    goals: 'Ten interviews written up with permission, and a small booklet for the school library.',
    category: 'history',
    topic: 'local history',
    status: 'IN_PROGRESS',
    participants: 2,
    firstStudent: 0,
    startedDaysAgo: 20,
    dueInDays: 30,
    updates: [
      {
        slug: 'oral-histories-our-first-interview',
        daysAgo: 6,
        by: 1,
        text: [
          'Our first interview! The tailor near the bus stop told us the road was a mud path when he opened his shop.',
          'We asked before recording and he was happy to share. Four interviews planned for next week.',
        ],
      },
    ],
  },
];

const categoryName = (name: string) =>
  GLOBAL_CATEGORIES.find((category) => category.slug === categorySlug(name))?.name ?? name;

const html = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function seedCollabDemo(db: Db, now: Date = new Date()): Promise<void> {
  const existing = await db
    .select({ id: collabProjects.id })
    .from(collabProjects)
    .where(
      inArray(
        collabProjects.slug,
        DEMO_COLLABS.map((collab) => collab.slug),
      ),
    )
    .limit(1);
  if (existing.length > 0) return;
  const schools = {
    greenfield: await schoolOf(db, COMMUNITY_DEMO_SCHOOLS.greenfield.customUrl),
    riverside: await schoolOf(db, COMMUNITY_DEMO_SCHOOLS.riverside.customUrl),
  };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);

  await db.transaction(async (tx) => {
    for (const demo of DEMO_COLLABS) {
      const school = schools[demo.school];
      const students = school?.students.slice(demo.firstStudent, demo.firstStudent + 1 + demo.participants) ?? [];
      const mentor = school?.faculty[0];
      if (!school || !mentor || students.length < 1 + demo.participants) continue;
      const [owner, ...participants] = students as [Person, ...Person[]];
      const team = [owner, ...participants, mentor];
      const published = demo.status === 'PUBLISHED';
      const lastUpdate = Math.min(demo.startedDaysAgo, ...demo.updates.map((update) => update.daysAgo));
      const submittedAt = demo.status === 'IN_PROGRESS' ? null : at(published ? 12 : 2);
      const [row] = await tx
        .insert(collabProjects)
        .values({
          slug: demo.slug,
          instituteId: school.instituteId,
          ownerId: owner.id,
          title: demo.title,
          summaryHtml: html(demo.summary),
          summaryText: demo.summary.join('\n\n'),
          goals: demo.goals,
          category: categoryName(demo.category),
          categorySlug: categorySlug(demo.category),
          topic: demo.topic,
          status: demo.status,
          visibility: published ? 'GLOBAL' : null,
          startsOn: isoDate(at(demo.startedDaysAgo)),
          dueOn: isoDate(at(-demo.dueInDays)),
          submittedAt,
          publishedAt: published ? at(9) : null,
          createdAt: at(demo.startedDaysAgo),
          updatedAt: published ? at(9) : (submittedAt ?? at(lastUpdate)),
        })
        .returning({ id: collabProjects.id });
      if (!row) continue;
      await tx.insert(collabMembers).values([
        { collabId: row.id, userId: owner.id, kind: 'OWNER', addedAt: at(demo.startedDaysAgo) },
        ...participants.map((person) => ({
          collabId: row.id,
          userId: person.id,
          kind: 'PARTICIPANT' as const,
          addedAt: at(demo.startedDaysAgo),
        })),
        { collabId: row.id, userId: mentor.id, kind: 'FACULTY', addedAt: at(demo.startedDaysAgo) },
      ]);
      if (demo.evaluation) {
        await tx.insert(collabEvaluations).values({
          collabId: row.id,
          evaluatorId: mentor.id,
          decision: 'APPROVED',
          score: demo.evaluation.score,
          feedback: demo.evaluation.feedback,
          createdAt: at(10),
        });
      }
      if (demo.updates.length === 0) continue;
      // A published collab's updates are for everyone; work in progress stays within the school.
      const visibility: 'GLOBAL' | 'INSTITUTE' = published ? 'GLOBAL' : 'INSTITUTE';
      await tx.insert(posts).values(
        demo.updates.map((update) => ({
          slug: update.slug,
          authorId: (team[update.by] ?? owner).id,
          instituteId: school.instituteId,
          feedKind: 'collab' as const,
          collabId: row.id,
          postType: 'TEXT' as const,
          category: categoryName(demo.category),
          categorySlug: categorySlug(demo.category),
          topic: demo.topic,
          descriptionHtml: html(update.text),
          descriptionText: update.text.join('\n\n'),
          audience: 'EVERYONE' as const,
          visibility,
          requestedVisibility: visibility,
          requestStatus: 'PUBLISHED' as const,
          publishedAt: at(update.daysAgo),
          createdAt: at(update.daysAgo),
          updatedAt: at(update.daysAgo),
        })),
      );
    }
  });
}
