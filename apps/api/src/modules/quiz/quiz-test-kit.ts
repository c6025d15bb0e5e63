/** Test helpers for quizzes: a day of fixture articles with facts to ask about, reads, and calls as a player. */
import type { TopicCategory } from '@noticeboard/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { articleViews } from '../../db/schema';
import { buildArticle, buildPublisher } from '../../test/news-factories';
import type { SignedIn } from '../../test/session';
import { dayStart } from './quiz-day';

const FIXTURES: Array<{ title: string; category: TopicCategory; text: string }> = [
  {
    title: 'Wetland walk opens by the river',
    category: 'ENVIRONMENT',
    text:
      'Volunteers in Pebble Creek planted 3,400 saplings along the bank over the monsoon. ' +
      'The walk was designed by the Blue Heron Society and took 14 months to finish. ' +
      'Rangers have counted 42 kinds of birds nesting near the new boardwalk this year. ' +
      'About 70% of the path is built from recycled plastic planks, the town council said.',
  },
  {
    title: 'Solar lamps light up a village school',
    category: 'ENVIRONMENT',
    text:
      'The Sunny Meadows School now uses 60 solar lamps in its evening study hall. ' +
      'Engineers from the Bright Path Trust fitted the lamps in 9 days during the winter break. ' +
      'Students said they can now read for 3 more hours after sunset without any power cuts.',
  },
  {
    title: 'Relay team sets a district record',
    category: 'SPORTS',
    text:
      'The girls relay team from Maple Grove Academy finished the race in 51.4 seconds at the district meet. ' +
      'Their coach, Meera Kulkarni, said they practised at the Riverside Stadium 4 times a week. ' +
      'The old record had stood for 12 years before the team broke it on Saturday.',
  },
  {
    title: 'Chess club wins the inter-school cup',
    category: 'SPORTS',
    text:
      'Players from the Hilltop Public School won 7 of their 9 matches at the city chess cup. ' +
      'The tournament was hosted by the Lakeview Chess Circle and drew 240 young players. ' +
      'The team captain, Arjun Pillai, has been playing chess since he was 6 years old.',
  },
  {
    title: 'Students build a weather station',
    category: 'EDUCATION_AND_RESEARCH',
    text:
      'A class of 28 students at Green Valley School built a weather station on their roof. ' +
      'The project was guided by the Young Scientists Network and cost about 18,000 rupees. ' +
      'The station records rainfall every 15 minutes and sends the readings to the school website.',
  },
  {
    title: 'Library lends telescopes to families',
    category: 'EDUCATION_AND_RESEARCH',
    text:
      'The Old Town Library has started lending 12 small telescopes to families for a week at a time. ' +
      'The idea came from the Star Gazers Club, which meets on the first Friday of every month. ' +
      'More than 300 families joined the waiting list in the first 2 weeks.',
  },
  {
    title: 'Clinic offers free eye tests',
    category: 'HEALTH',
    text:
      'The Sunrise Health Centre tested the eyes of 1,250 children during its summer camp. ' +
      'Doctors from the Clear Vision Foundation found that 18% of them needed glasses. ' +
      'Each child who needed them received a pair within 10 days, free of charge.',
  },
  {
    title: 'Young coders design a bus app',
    category: 'TECHNOLOGY_AND_INNOVATION',
    text:
      'Three students from Cedar Heights School built an app that shows when the next bus will arrive. ' +
      'They tested it with the Metro Link Company on 5 routes for 8 weeks before the launch. ' +
      'Around 4,500 riders downloaded the app in its first month, the company reported.',
  },
];

export interface QuizDay {
  articleIds: string[];
}

/** The fixture articles, published in the first seconds of `day` (reading zone), so never in the future. */
export async function publishFixtureDay(db: Db, day: string, count = FIXTURES.length): Promise<QuizDay> {
  const publisher = await buildPublisher(db);
  const start = dayStart(day).getTime();
  const articleIds: string[] = [];
  for (const [index, fixture] of FIXTURES.slice(0, count).entries()) {
    const article = await buildArticle(db, {
      publisherId: publisher.id,
      title: fixture.title,
      contentText: fixture.text,
      category: fixture.category,
      publishedAt: new Date(start + (index + 1) * 1000),
    });
    articleIds.push(article.id);
  }
  return { articleIds };
}

/** The player read these articles now (VIEW rows, as the reader records them). */
export async function markRead(db: Db, userId: string, articleIds: string[]): Promise<void> {
  if (articleIds.length) await db.insert(articleViews).values(articleIds.map((articleId) => ({ articleId, userId })));
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the tests that read them
  body: any;
  message: string;
  /** The error's code (null on success). */
  code: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: the error's field details, when any
  details: any;
  raw: string;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: object,
): Promise<CallResult> {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
  const json = response.headers['content-type']?.toString().includes('json') ? response.json() : null;
  return {
    status: response.statusCode,
    body: json?.body ?? null,
    message: json?.message ?? '',
    code: json?.code ?? null,
    details: json?.details ?? null,
    raw: response.body,
  };
}
