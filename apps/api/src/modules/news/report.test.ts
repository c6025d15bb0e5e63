import { NEWS_MESSAGES, NEWS_PATHS, type NewsArticle } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { type ArticleRow, buildArticle, buildPublisher } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';
import { recomputeTrending } from './trending.repository';

type Who = 'studentA' | 'studentA2' | 'studentB' | 'adminA' | 'instituteA' | 'instituteB';
let w: NewsWorld<Who>;
let call: ReturnType<typeof newsCaller>;
let reported: ArticleRow;
let other: ArticleRow;

const idsIn = (content: NewsArticle[]) => content.map((article) => article._id);

beforeAll(async () => {
  w = await buildNewsWorld(['studentA', 'studentA2', 'studentB', 'adminA', 'instituteA', 'instituteB']);
  call = newsCaller(w.t);
  const publisher = await buildPublisher(w.t.db, { name: 'Harbour News' });
  reported = await buildArticle(w.t.db, {
    publisherId: publisher.id,
    category: 'SPORTS',
    title: 'Rowing club wins the river relay',
    hoursAgo: 1,
  });
  other = await buildArticle(w.t.db, {
    publisherId: publisher.id,
    category: 'SPORTS',
    title: 'Rowing club trains for the river relay',
    hoursAgo: 2,
  });
  // Signals so trending has scores for both.
  await call('POST', NEWS_PATHS.articleView, w.as.studentB, { articleId: reported.id });
  await call('POST', NEWS_PATHS.articleView, w.as.studentB, { articleId: other.id });
  await recomputeTrending(w.t.db);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

/** Whether the reader sees the reported article anywhere. */
async function seenBy(who: (typeof w.as)[Who] | undefined): Promise<Record<string, boolean>> {
  const has = (content: NewsArticle[] | undefined) => idsIn(content ?? []).includes(reported.id);
  return {
    latest: has((await call('GET', NEWS_PATHS.latest, who)).body.content),
    trending: has((await call('GET', NEWS_PATHS.trending, who)).body.content),
    category: has((await call('GET', `${NEWS_PATHS.categoryWiseNews}?category=SPORTS`, who)).body.content),
    search: has((await call('GET', `${NEWS_PATHS.search}?q=rowing`, who)).body.content),
    similar: has((await call('GET', `${NEWS_PATHS.similar}?slug=${other.slug}`, who)).body),
    article: (await call('GET', `${NEWS_PATHS.articleBySlug}?slug=${reported.slug}`, who)).status === 200,
    ...(who ? { forYou: has((await call('GET', `${NEWS_PATHS.forYou}?size=50`, who)).body.content) } : {}),
  };
}
const everywhere = (seen: Record<string, boolean>, value: boolean) =>
  Object.fromEntries(Object.keys(seen).map((key) => [key, value]));

describe('reporting abuse', () => {
  it('validates the report', async () => {
    const bad = await call('POST', NEWS_PATHS.reportAbuse, w.as.studentA, {
      articleId: reported.id,
      abuseType: 'FAKE',
      reason: 'no',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details?.[0]?.field).toBe('reason');
    const unknown = await call('POST', NEWS_PATHS.reportAbuse, w.as.studentA, {
      articleId: '00000000-0000-4000-8000-000000000000',
      abuseType: 'FAKE',
      reason: 'This is not true at all',
    });
    expect(unknown.status).toBe(404);
    const anonymous = await call('POST', NEWS_PATHS.reportAbuse, undefined, {
      articleId: reported.id,
      abuseType: 'FAKE',
      reason: 'This is not true at all',
    });
    expect(anonymous.status).toBe(401);
  });

  it('hides the reported article from the reporter only, everywhere, and refuses a second report', async () => {
    const before = await seenBy(w.as.studentA);
    expect(before).toEqual(everywhere(before, true));
    const latestBefore = (await call('GET', NEWS_PATHS.latest, w.as.studentA)).body.totalElements;

    const report = await call('POST', NEWS_PATHS.reportAbuse, w.as.studentA, {
      articleId: reported.id,
      abuseType: 'FAKE',
      reason: 'The score in this story is made up',
    });
    expect(report.status).toBe(201);
    const again = await call('POST', NEWS_PATHS.reportAbuse, w.as.studentA, {
      articleId: reported.id,
      abuseType: 'OTHERS',
      reason: 'Reporting it once more',
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(NEWS_MESSAGES.alreadyReported);

    const after = await seenBy(w.as.studentA);
    expect(after).toEqual(everywhere(after, false));
    const article = await call('GET', `${NEWS_PATHS.articleBySlug}?slug=${reported.slug}`, w.as.studentA);
    expect(article.json.message).toBe(NEWS_MESSAGES.articleNotFound);
    const latest = await call('GET', NEWS_PATHS.latest, w.as.studentA);
    expect(latest.body.totalElements).toBe(latestBefore - 1);
    const counts = await call('GET', NEWS_PATHS.filterCount, w.as.studentA);
    expect(counts.body.total).toBe(latest.body.totalElements);
    expect(counts.body.categories.SPORTS).toBe(1);

    const classmate = await seenBy(w.as.studentA2);
    expect(classmate).toEqual(everywhere(classmate, true));
    const anonymous = await seenBy(undefined);
    expect(anonymous).toEqual(everywhere(anonymous, true));
  });

  it("lists reports for the reporter's school only (tenant rule) and only to its reviewers", async () => {
    await call('POST', NEWS_PATHS.reportAbuse, w.as.studentB, {
      articleId: other.id,
      abuseType: 'INAPPROPRIATE',
      reason: 'Not suitable for younger pupils',
    });
    const listA = await call('GET', NEWS_PATHS.reports, w.as.instituteA);
    expect(listA.status).toBe(200);
    expect(listA.body.totalElements).toBe(1);
    expect(listA.body.content[0]).toMatchObject({
      article: { _id: reported.id, title: reported.title },
      abuseType: 'FAKE',
      status: 'OPEN',
      reporterName: w.people.studentA.name,
      actionTakenByUserName: null,
    });
    expect((await call('GET', NEWS_PATHS.reports, w.as.adminA)).body.totalElements).toBe(1);
    const listB = await call('GET', NEWS_PATHS.reports, w.as.instituteB);
    expect(listB.body.content.map((entry: { article: { _id: string } }) => entry.article._id)).toEqual([other.id]);
    expect((await call('GET', NEWS_PATHS.reports, w.as.studentA)).status).toBe(403);
    expect((await call('GET', NEWS_PATHS.reports)).status).toBe(401);
    expect((await call('GET', `${NEWS_PATHS.reports}?status=UPHELD`, w.as.instituteA)).body.totalElements).toBe(0);
    expect((await call('GET', `${NEWS_PATHS.reports}?status=NOPE`, w.as.instituteA)).status).toBe(400);
  });

  it('acts once; upholding hides the article from the whole school; both are audited', async () => {
    // The school's admin reports the same article too: hiding it answers both reports.
    const second = await call('POST', NEWS_PATHS.reportAbuse, w.as.adminA, {
      articleId: reported.id,
      abuseType: 'FAKE',
      reason: 'The score is wrong',
    });
    expect(second.status).toBe(201);
    const open = (await call('GET', `${NEWS_PATHS.reports}?status=OPEN`, w.as.instituteA)).body.content;
    expect(open).toHaveLength(2);
    const reportA = open.find((one: { id: string }) => one.id !== second.body.id);
    const reportB = (await call('GET', NEWS_PATHS.reports, w.as.instituteB)).body.content[0];
    // School B cannot act on school A's report.
    expect(
      (await call('POST', `${NEWS_PATHS.reports}/${reportA.id}`, w.as.instituteB, { action: 'UPHOLD' })).status,
    ).toBe(404);
    const upheld = await call('POST', `${NEWS_PATHS.reports}/${reportA.id}`, w.as.instituteA, { action: 'UPHOLD' });
    expect(upheld.status).toBe(200);
    expect(upheld.body).toMatchObject({ status: 'UPHELD', actionTakenByUserName: w.people.instituteA.name });
    const twice = await call('POST', `${NEWS_PATHS.reports}/${reportA.id}`, w.as.instituteA, { action: 'DISMISS' });
    expect(twice.status).toBe(409);
    expect((await call('GET', `${NEWS_PATHS.reports}?status=OPEN`, w.as.instituteA)).body.content).toEqual([]);
    const answered = (await call('GET', `${NEWS_PATHS.reports}?status=UPHELD`, w.as.instituteA)).body.content;
    expect(answered.map((one: { id: string }) => one.id).sort()).toEqual([reportA.id, second.body.id].sort());

    const classmate = await seenBy(w.as.studentA2);
    expect(classmate).toEqual(everywhere(classmate, false));
    const otherSchool = await seenBy(w.as.studentB);
    expect(otherSchool.latest).toBe(true);

    const dismissed = await call('POST', `${NEWS_PATHS.reports}/${reportB.id}`, w.as.instituteB, { action: 'DISMISS' });
    expect(dismissed.body.status).toBe('DISMISSED');

    const audit = await w.t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'news-report')));
    expect(audit.map((row) => row.action).sort()).toEqual(['news-report.dismissed', 'news-report.upheld']);
  });
});
