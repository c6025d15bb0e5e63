/**
 * Reported news: the demo student reports an article from its page; the school finds it under "Reported news" on
 * /reported-posts and hides it from the school; a classmate can no longer open it. Screenshots on a phone and a
 * desktop, and axe on the section with the report in it.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { NEWS_MESSAGES, NEWS_PATHS } from '@noticeboard/shared';
import { type Browser, test as base, expect as baseExpect, type Page } from '@playwright/test';
import { account, type DemoAccount, type Session, settle, signedInPage } from './support';

/** The machine is shared with other runs: pages may take a while to arrive. */
const expect = baseExpect.configure({ timeout: 30_000 });
const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const CLASSMATE: DemoAccount = { name: 'student', email: 'student2@demo.test', kind: 'user' };
/**
 * The reporter is a demo student no other spec signs in as: opening the article counts as today's reading, and the
 * quiz specs count student@demo.test's reading from zero.
 */
const REPORTER: DemoAccount = { name: 'student', email: 'student12@demo.test', kind: 'user' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const test = base;
test.describe.configure({ timeout: 90_000 });

async function pageAs(browser: Browser, demo: DemoAccount, viewport = DESKTOP): Promise<[Page, Session]> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const session = await signedInPage(page, demo);
  return [page, session];
}

interface ArticleRef {
  _id: string;
  slug: string;
  title: string;
}

/**
 * An older article the classmate can read (so one the school's members see): it is hidden from the whole school
 * below, and other specs read today's newest articles.
 */
async function anArticleFor(page: Page): Promise<ArticleRef> {
  const response = await page.request.get(`/api${NEWS_PATHS.latest}?page=0&size=50`);
  expect(response.status()).toBe(200);
  const payload = (await response.json()) as { body: { content: ArticleRef[] } };
  const article = payload.body.content.at(-1);
  if (!article) throw new Error('The demo has no articles');
  return article;
}

test('a student reports an article; the school hides it; a classmate no longer sees it', async ({ browser }) => {
  const [classmate] = await pageAs(browser, CLASSMATE);
  const article = await anArticleFor(classmate);
  const slugUrl = `/api${NEWS_PATHS.articleBySlug}?slug=${encodeURIComponent(article.slug)}`;
  expect((await classmate.request.get(slugUrl)).status()).toBe(200);

  // The student reports it from the article's page.
  const [student, studentSession] = await pageAs(browser, REPORTER);
  await student.goto(`/details/${encodeURIComponent(article.slug)}`);
  await expect(student.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await student.getByRole('button', { name: 'Report', exact: true }).click();
  const form = student.getByRole('dialog', { name: 'Report this article' });
  await form.getByRole('radio', { name: 'Fake' }).check();
  await form.getByRole('textbox', { name: 'Reason' }).fill('The numbers in this story are wrong');
  await form.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(form).toBeHidden();

  // The school reviews it on a phone first.
  const [school] = await pageAs(browser, account('institute'), PHONE);
  await school.goto('/reported-posts');
  const section = school.getByRole('region', { name: 'Reported news' });
  const card = section.getByRole('article', { name: article.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Reason: Fake — “The numbers in this story are wrong”');
  // Who reported is not shown (a child's name), as on the community's reported posts.
  await expect(card).not.toContainText(studentSession.user.name);
  await settle(school);
  await card.scrollIntoViewIfNeeded();
  // Nothing of the section is wider than the phone.
  const overflow = await school.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await school.screenshot({ path: path.join(DIR, 'reported-news-390.png'), fullPage: true });

  const axe = await new AxeBuilder({ page: school }).include('main').withTags(WCAG_TAGS).analyze();
  const serious = axe.violations.filter((entry) => entry.impact === 'serious' || entry.impact === 'critical');
  expect(serious.map((entry) => `${entry.id}: ${entry.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);

  await school.setViewportSize(DESKTOP);
  await school.screenshot({ path: path.join(DIR, 'reported-news-1366.png'), fullPage: true });

  await card.getByRole('button', { name: 'Hide from our school' }).click();
  const confirm = school.getByRole('dialog', { name: 'Hide this article from your school?' });
  await expect(confirm).toContainText('will be hidden for everyone in the school');
  await school.screenshot({ path: path.join(DIR, 'reported-news-confirm-1366.png') });
  await confirm.getByRole('button', { name: 'Hide from our school' }).click();
  await expect(school.getByText('Article hidden from your school')).toBeVisible();
  await expect(section.getByRole('article', { name: article.title })).toBeHidden();

  await section.getByRole('radiogroup', { name: 'Reported news status' }).getByText('Hidden').click();
  const decided = section.getByRole('article', { name: article.title });
  await expect(decided).toContainText('Hidden from the school by');
  await expect(decided.getByRole('button')).toHaveCount(0);
  await school.screenshot({ path: path.join(DIR, 'reported-news-hidden-1366.png'), fullPage: true });

  // The classmate can no longer open it.
  await expect.poll(async () => (await classmate.request.get(slugUrl)).status()).toBe(404);
  await classmate.goto(`/details/${encodeURIComponent(article.slug)}`);
  await expect(classmate.getByRole('heading', { level: 1, name: NEWS_MESSAGES.articleNotFound })).toBeVisible();
});
