/**
 * Demo newsletters (issue 19 §3): a term of weekly newsletters from Greenfield to its families (sent on Fridays at
 * 4 pm India time, each with its totals), the coming Friday's edition scheduled, and a draft in progress. The words
 * are ours: fictional, kind, no real child named. Sent editions' deliveries are recorded as delivered (no mail is
 * sent for the past). Runs once per school (skipped when it has newsletters).
 */
import { randomBytes } from 'node:crypto';
import type { NewsletterAudience, NewsletterBlock } from '@noticeboard/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, newsletterDeliveries, newsletters, posts } from '../../db/schema';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { queueDeliveries } from './newsletter.repository';

const DEMO_SCHOOL = 'greenfield-public-school';
const DAY = 86_400_000;
const EVERYONE: NewsletterAudience = { everyone: true, staff: false, parents: false, classes: [], sections: [] };

interface Week {
  title: string;
  intro: string;
  heading: string;
  body: string;
  event: { title: string; place: string; time: string };
}

const WEEKS: Week[] = [
  {
    title: 'Welcome back to a new term',
    intro:
      'It was lovely to see so many smiling faces at the gate on Monday. Thank you for helping the children settle in so quickly.',
    heading: 'Our theme this term: curiosity',
    body: 'Every class will keep a “question wall” where children pin the questions they want to explore. Ask your child what is on theirs!',
    event: { title: 'Meet the class teachers', place: 'Each classroom', time: '16:00' },
  },
  {
    title: 'Monsoon gardens and muddy boots',
    intro:
      'Class 5 planted tulsi, marigolds and tomatoes in the school garden this week, and the rain has done the watering for them.',
    heading: 'A gentle reminder',
    body: 'Please send a spare pair of socks in your child’s bag on rainy days. The lost-property box is by the library door.',
    event: { title: 'Garden open morning', place: 'School garden', time: '09:00' },
  },
  {
    title: 'Reading week: every story counts',
    intro:
      'Our library lent out more than four hundred books this week. The Class 3 reading circle finished their first chapter book together.',
    heading: 'Reading at home',
    body: 'Ten minutes of reading together before bed makes a real difference. Any language, any book, any time.',
    event: { title: 'Book swap', place: 'Library', time: '14:30' },
  },
  {
    title: 'Independence Day celebrations',
    intro:
      'The flag was hoisted by our head girl and head boy, and Class 8 led the anthem beautifully. Thank you to every parent who came.',
    heading: 'Songs, skits and sweets',
    body: 'The cultural programme included a skit about the freedom movement written by Class 7 themselves. Photos are on our community page.',
    event: { title: 'Photo display', place: 'Main corridor', time: '08:30' },
  },
  {
    title: 'Science in the kitchen',
    intro:
      'Class 6 made their own pH indicator from red cabbage this week and tested lemon juice, soap and tea. The colours were a hit.',
    heading: 'Try it at home',
    body: 'Boil a few cabbage leaves, cool the water, and add a drop of whatever you like. Grown-ups handle the hot water, please!',
    event: { title: 'Science fair sign-ups close', place: 'Science lab', time: '15:00' },
  },
  {
    title: 'Teachers’ Day thank-yous',
    intro:
      'Our students ran the morning assembly for Teachers’ Day, and some of our youngest taught a very strict maths lesson.',
    heading: 'From the staff room',
    body: 'Thank you for the cards and kind words. They are pinned up in the staff room and have made our whole week.',
    event: { title: 'Parent–teacher meeting', place: 'Classrooms', time: '10:00' },
  },
  {
    title: 'Hindi Diwas and our poets',
    intro:
      'Children wrote and recited poems in Hindi this week. The Class 4 poem about the school bus had everyone laughing.',
    heading: 'Poetry corner',
    body: 'A selection of the poems will appear in the next school magazine. Keep an eye out for the new issue.',
    event: { title: 'Poetry recital', place: 'Assembly hall', time: '11:00' },
  },
  {
    title: 'Healthy tiffins, happy children',
    intro:
      'Thank you for the colourful tiffins this week. Sprouts chaat and vegetable parathas were the class favourites.',
    heading: 'Water bottles',
    body: 'Please label water bottles with your child’s name and class. We found eleven identical blue ones on Tuesday!',
    event: { title: 'Nutrition talk for parents', place: 'Assembly hall', time: '17:00' },
  },
  {
    title: 'Gandhi Jayanti: small acts of kindness',
    intro:
      'Each class chose one kind act for the week: tidying the playground, writing to grandparents, or helping in the library.',
    heading: 'Kindness chain',
    body: 'Every kind act went on a paper link. The chain now goes twice around the assembly hall.',
    event: { title: 'Cleanliness drive', place: 'Around the school', time: '08:00' },
  },
  {
    title: 'Sports week results',
    intro:
      'Red House won the relay by a whisker, Blue House the tug of war, and everyone won the three-legged race for trying.',
    heading: 'Well played',
    body: 'A special thank-you to the parent volunteers who kept time, handed out water and cheered for every child.',
    event: { title: 'Inter-school football', place: 'Big field', time: '15:30' },
  },
  {
    title: 'Diwali: lights, rangoli and safety',
    intro:
      'The rangoli competition filled the corridors with colour. Class 2’s peacock took the judges a long time to walk past.',
    heading: 'A safe Diwali',
    body: 'Please talk with your children about staying safe around diyas and crackers, and look out for pets and the elderly.',
    event: { title: 'School reopens after the break', place: 'Main gate', time: '07:45' },
  },
  {
    title: 'Children’s Day surprises',
    intro:
      'Our teachers performed a play for the children on Children’s Day. Reviews were enthusiastic, if not entirely kind.',
    heading: 'Looking ahead',
    body: 'Half-yearly assessments begin in December. Timetables are on the school page; a calm, regular bedtime helps most.',
    event: { title: 'Annual day rehearsals begin', place: 'Assembly hall', time: '13:00' },
  },
];

let seed = 0;
const blockId = () => `demo-${(seed++).toString(36)}`;

function blocksOf(
  week: Week,
  date: Date,
  postId: string | null,
  articleId: string | null,
  schoolUrl: string,
): NewsletterBlock[] {
  const eventDate = new Date(date.getTime() + 7 * DAY).toISOString().slice(0, 10);
  const blocks: NewsletterBlock[] = [
    { id: blockId(), type: 'TEXT', html: `<p>Dear families,</p><p>${week.intro}</p>` },
    { id: blockId(), type: 'HEADING', text: week.heading },
    { id: blockId(), type: 'TEXT', html: `<p>${week.body}</p>` },
  ];
  if (postId)
    blocks.push(
      { id: blockId(), type: 'HEADING', text: 'From our community' },
      { id: blockId(), type: 'POST', postId },
    );
  if (articleId)
    blocks.push({ id: blockId(), type: 'HEADING', text: 'In the news' }, { id: blockId(), type: 'ARTICLE', articleId });
  blocks.push(
    { id: blockId(), type: 'HEADING', text: 'Dates for the diary' },
    {
      id: blockId(),
      type: 'EVENT',
      title: week.event.title,
      date: eventDate,
      time: week.event.time,
      place: week.event.place,
    },
    { id: blockId(), type: 'CTA', label: 'Visit our school page', url: schoolUrl },
    { id: blockId(), type: 'TEXT', html: '<p>With warm wishes,<br>The Greenfield team</p>' },
  );
  return blocks;
}

const slugOf = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${randomBytes(3).toString('hex')}`;

/** The last Friday at 16:00 India time (10:30 UTC) on or before `from`. */
function lastFriday(from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 10, 30));
  while (at.getUTCDay() !== 5 || at > from) at.setTime(at.getTime() - DAY);
  return at;
}

export async function seedNewsletterDemo(db: Db, now: Date = new Date()): Promise<void> {
  const school = await findInstituteByCustomUrl(db, DEMO_SCHOOL);
  if (!school) return;
  const [existing] = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(eq(newsletters.instituteId, school.id))
    .limit(1);
  if (existing) return;
  const publicPosts = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.instituteId, school.id),
        eq(posts.visibility, 'GLOBAL'),
        eq(posts.feedKind, 'community'),
        isNull(posts.removedAt),
      ),
    )
    .orderBy(desc(posts.publishedAt))
    .limit(WEEKS.length);
  const recentArticles = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.status, 'PUBLISHED'))
    .orderBy(desc(articles.publishedAt))
    .limit(WEEKS.length);
  const schoolUrl = `${process.env.PUBLIC_URL ?? 'http://localhost:3000'}/institutions/${school.customUrl}`;
  const newest = lastFriday(now);

  await db.transaction(async (tx) => {
    for (const [index, week] of WEEKS.entries()) {
      const sentAt = new Date(newest.getTime() - (WEEKS.length - 1 - index) * 7 * DAY);
      const [row] = await tx
        .insert(newsletters)
        .values({
          instituteId: school.id,
          slug: slugOf(week.title),
          title: week.title,
          preheader: week.intro.split('.')[0] ?? '',
          blocks: blocksOf(week, sentAt, publicPosts[index]?.id ?? null, recentArticles[index]?.id ?? null, schoolUrl),
          audience: EVERYONE,
          state: 'SENT',
          scheduledAt: sentAt,
          sentAt,
          createdAt: new Date(sentAt.getTime() - 2 * DAY),
          updatedAt: sentAt,
        })
        .returning();
      if (!row) continue;
      const recipients = await queueDeliveries(tx, row.id, school.id, EVERYONE);
      await tx
        .update(newsletterDeliveries)
        .set({ state: 'SENT', sentAt, attempts: 1 })
        .where(eq(newsletterDeliveries.newsletterId, row.id));
      await tx.update(newsletters).set({ recipients }).where(eq(newsletters.id, row.id));
    }
    const nextFriday = new Date(newest.getTime() + 7 * DAY);
    const [scheduled] = await tx
      .insert(newsletters)
      .values({
        instituteId: school.id,
        slug: slugOf('Half-yearly assessments: how to help at home'),
        title: 'Half-yearly assessments: how to help at home',
        preheader: 'A calm week ahead, and a few ideas for the evenings',
        blocks: blocksOf(
          {
            title: '',
            intro:
              'The half-yearly assessments start next week. Thank you for keeping evenings calm and bedtimes regular.',
            heading: 'Small things that help',
            body: 'A good breakfast, a short walk, and ten minutes of revision together are worth more than late nights.',
            event: { title: 'Half-yearly assessments begin', place: 'Classrooms', time: '08:30' },
          },
          nextFriday,
          null,
          null,
          schoolUrl,
        ),
        audience: EVERYONE,
        state: 'SCHEDULED',
        scheduledAt: nextFriday,
        frequency: 'WEEKLY',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (scheduled) await tx.update(newsletters).set({ seriesId: scheduled.id }).where(eq(newsletters.id, scheduled.id));
    await tx.insert(newsletters).values({
      instituteId: school.id,
      slug: slugOf('Annual day'),
      title: 'Annual day: save the date',
      preheader: 'Costumes, rehearsals and a date for your diary',
      blocks: [
        {
          id: blockId(),
          type: 'TEXT',
          html: '<p>Dear families,</p><p>Our annual day is coming! Every class has a part to play.</p>',
        },
        { id: blockId(), type: 'HEADING', text: 'Costumes' },
        { id: blockId(), type: 'TEXT', html: '<p>Write what each class needs here.</p>' },
      ],
      audience: { everyone: false, staff: false, parents: true, classes: [], sections: [] },
      state: 'DRAFT',
      createdAt: now,
      updatedAt: now,
    });
  });
}
