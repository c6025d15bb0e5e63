/**
 * Demo profiles (fictional and kind): Greenfield's demo student part-filled (so the completeness hint has something
 * to suggest) with a skill their teacher endorsed, a teacher's and an individual's fuller profiles, and a few more
 * students. Idempotent: a person who already has a profile row is left as they are.
 */
import type { ProfileEntryKind } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileEntries, profileSkills, profiles, skillEndorsements, users } from '../../db/schema';

interface DemoEntry {
  kind: ProfileEntryKind;
  title: string;
  organisation?: string;
  startDate?: string;
  endDate?: string;
  description?: string;
  link?: string;
}

interface DemoProfile {
  email: string;
  headline: string;
  about?: string;
  location?: string;
  entries: DemoEntry[];
  skills: string[];
  /** Skills (by name) the demo teacher endorsed. */
  endorsedByTeacher?: string[];
}

const year = new Date().getUTCFullYear();

const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'student@demo.test',
    headline: 'Loves maths puzzles and the school garden',
    entries: [
      {
        kind: 'EDUCATION',
        title: 'Class 8',
        organisation: 'Greenfield Public School',
        startDate: `${year - 1}-04-01`,
      },
    ],
    skills: ['Mental maths', 'Gardening'],
    endorsedByTeacher: ['Mental maths'],
  },
  {
    email: 'faculty@demo.test',
    headline: 'Science teacher · Eco club mentor',
    about:
      'I teach science to Classes 6 to 8 and look after the eco club. Ask me about seeds, circuits and the night sky.',
    location: 'Bengaluru',
    entries: [
      {
        kind: 'EXPERIENCE',
        title: 'Science teacher',
        organisation: 'Greenfield Public School',
        startDate: `${year - 6}-06-01`,
        description: 'Classes 6–8; started the eco club and the weekly sky-watch.',
      },
      {
        kind: 'EDUCATION',
        title: 'B.Ed., Science',
        organisation: 'City College of Education',
        startDate: `${year - 9}-07-01`,
        endDate: `${year - 7}-05-31`,
      },
      {
        kind: 'CERTIFICATION',
        title: 'Teaching with Experiments',
        organisation: 'Open Teachers Network',
        startDate: `${year - 2}-11-15`,
        link: 'https://example.org/certificates/teaching-with-experiments',
      },
      {
        kind: 'ACHIEVEMENT',
        title: 'Best eco club, district schools fair',
        startDate: `${year - 1}-01-20`,
        description: 'Our composting project won the district prize.',
      },
    ],
    skills: ['Physics', 'Classroom experiments', 'Astronomy'],
  },
  {
    email: 'individual@demo.test',
    headline: 'Reader, quizzer and weekend volunteer',
    about: 'I read the news every morning and take the daily quiz with my tea.',
    entries: [
      {
        kind: 'EXPERIENCE',
        title: 'Library volunteer',
        organisation: 'Neighbourhood reading room',
        startDate: `${year - 3}-02-01`,
      },
    ],
    skills: ['Quizzing', 'Storytelling'],
  },
  {
    email: 'student2@demo.test',
    headline: 'Junior reporter and chess player',
    about: 'I write for the school news corner and play chess at lunch.',
    entries: [
      {
        kind: 'ACHIEVEMENT',
        title: 'Second place, inter-house chess',
        startDate: `${year - 1}-08-12`,
      },
      {
        kind: 'EXPERIENCE',
        title: 'Junior reporter',
        organisation: 'School news corner',
        startDate: `${year - 1}-06-01`,
      },
    ],
    skills: ['Chess', 'Writing'],
    endorsedByTeacher: ['Writing'],
  },
  {
    email: 'student3@demo.test',
    headline: 'Painting, dancing and learning to code',
    entries: [
      {
        kind: 'CERTIFICATION',
        title: 'Young Coders, Level 1',
        organisation: 'Code Club',
        startDate: `${year - 1}-03-10`,
      },
    ],
    skills: ['Painting', 'Scratch programming'],
  },
];

async function userIdOf(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

export async function seedProfileDemo(db: Db): Promise<void> {
  const teacherId = await userIdOf(db, 'faculty@demo.test');
  for (const demo of DEMO_PROFILES) {
    const userId = await userIdOf(db, demo.email);
    if (!userId) continue;
    const [existing] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      await tx.insert(profiles).values({
        userId,
        headline: demo.headline,
        about: demo.about ?? null,
        location: demo.location ?? null,
      });
      const positions = new Map<ProfileEntryKind, number>();
      for (const entry of demo.entries) {
        const position = positions.get(entry.kind) ?? 0;
        positions.set(entry.kind, position + 1);
        await tx.insert(profileEntries).values({
          userId,
          kind: entry.kind,
          title: entry.title,
          organisation: entry.organisation ?? null,
          startDate: entry.startDate ?? null,
          endDate: entry.endDate ?? null,
          description: entry.description ?? null,
          link: entry.link ?? null,
          position,
        });
      }
      for (const [position, name] of demo.skills.entries()) {
        const [skill] = await tx
          .insert(profileSkills)
          .values({ userId, name, position })
          .returning({ id: profileSkills.id });
        if (skill && teacherId && demo.endorsedByTeacher?.includes(name)) {
          await tx.insert(skillEndorsements).values({ skillId: skill.id, endorserId: teacherId });
        }
      }
    });
  }
}
