import { AxeBuilder } from '@axe-core/playwright';
import { ownProfilePath } from '@noticeboard/shared';
import { expect, type Page, test } from '@playwright/test';
import { account, DEMO_INSTITUTE_URL, type DemoAccount, signedInPage } from './support';

/** WCAG 2.0–2.2 A and AA rules; a serious or critical violation fails (issue 17: 0 on every main page, every role). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
}

/** Opens each page, waits for its data, and collects what axe finds; one report for all pages. */
async function auditPages(page: Page, paths: readonly string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Settled pages are audited; a page that keeps polling is audited after 10 s all the same.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    for (const violation of await seriousViolations(page)) found.push(`${path}  ${violation}`);
  }
  expect(found, found.join('\n')).toEqual([]);
}

/** Stands for the signed-in person's own profile page (its address carries their custom URL). */
const OWN_PROFILE = '{own profile}';

const MAIN_PAGES: Record<'visitor' | DemoAccount['name'], readonly string[]> = {
  visitor: [
    '/community',
    '/latest',
    '/trending',
    '/quiz',
    '/leaderboard',
    '/login',
    `/institutions/${DEMO_INSTITUTE_URL}`,
    `/school-news-events?customUrl=${DEMO_INSTITUTE_URL}`,
    '/parent-consent/verify',
    '/privacy-policy',
    '/article/sports',
    // A dead link and a missing token show their "ask your school" pages; join-link.e2e.ts audits the live forms.
    '/user-auto-registration/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '/community-member/verify',
  ],
  student: [
    '/home',
    '/community',
    '/latest',
    '/for-you',
    '/deck',
    '/saved-items',
    '/quiz',
    '/leaderboard',
    '/question-bank/mcq-practice',
    '/forums',
    '/collabs',
    '/assessment',
    '/appeared-assessment/student',
    '/school-news-events',
    `/${DEMO_INSTITUTE_URL}/newsletter`,
    '/school-magazine/create',
    `/${DEMO_INSTITUTE_URL}/school-magazine`,
    '/saved-magazine',
    '/junior-report',
    OWN_PROFILE,
    '/account/privacy',
    '/profile-widgets/view-more',
    '/user-story-submission',
    '/global-search/all?q=invention',
  ],
  institute: [
    '/home',
    '/community',
    '/team',
    '/candidate',
    '/curriculum',
    '/parent-consent',
    '/pending-approval',
    '/reported-posts',
    '/quiz-summary',
    '/analytics',
    '/question-bank',
    '/transaction',
    '/category',
    '/assessment',
    '/assessment/qna',
    '/appeared-assessment',
    '/assessment?kind=face-checks',
    '/school-news-events',
    '/newsletters',
    '/school-magazine',
    '/school-magazine?tab=desk',
    '/school-magazine?tab=setup',
  ],
  faculty: [
    '/home',
    '/community',
    '/pending-approval',
    '/question-bank',
    '/question-bank?view=assessments',
    '/quiz',
    '/leaderboard',
    '/school-magazine/create?tab=desk',
    '/school-magazine/create?tab=issues',
  ],
  admin: ['/home', '/community', '/team', '/candidate', '/quiz-summary'],
  individual: [
    '/home',
    '/latest',
    '/community',
    '/quiz',
    '/transaction',
    '/saved-items',
    OWN_PROFILE,
    '/account/privacy',
  ],
};

const PAGES_PER_TEST = 12;

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

/**
 * What each viewport audits. Visitors, students and readers open everything on phones: every page at both widths.
 * Staff pages are the same components at both widths: all of them on a desktop, and on a phone the home and the
 * community (the phone shell: drawer, header, stacked cards), which keeps CI inside its time.
 */
const STAFF = new Set<string>(['institute', 'faculty', 'admin']);
function pagesFor(viewport: keyof typeof VIEWPORTS, name: keyof typeof MAIN_PAGES): readonly string[] {
  return viewport === 'phone' && STAFF.has(name) ? MAIN_PAGES[name].slice(0, 2) : MAIN_PAGES[name];
}

for (const viewportName of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
  const viewport = VIEWPORTS[viewportName];
  test.describe(`accessibility (axe, WCAG 2.2 AA) on a ${viewportName}`, () => {
    test.use({ viewport });
    // Up to twelve pages each loaded and audited: three times the journeys' timeout on a busy CI machine.
    test.slow();

    test("a visitor's main pages", async ({ page }) => {
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'));
      await auditPages(page, pagesFor(viewportName, 'visitor'));
    });

    for (const name of ['student', 'institute', 'faculty', 'admin', 'individual'] as const) {
      // At most twelve pages a test, so a long list does not outgrow the slow timeout on a busy machine.
      const pages = pagesFor(viewportName, name);
      for (let part = 0; part * PAGES_PER_TEST < pages.length; part += 1) {
        const slice = pages.slice(part * PAGES_PER_TEST, (part + 1) * PAGES_PER_TEST);
        test(`the ${name}'s main pages${part > 0 ? ` (part ${part + 1})` : ''}`, async ({ page }) => {
          const { user } = await signedInPage(page, account(name));
          await auditPages(
            page,
            slice.map((path) => (path === OWN_PROFILE ? ownProfilePath(user) : path)),
          );
        });
      }
    }
  });
}
