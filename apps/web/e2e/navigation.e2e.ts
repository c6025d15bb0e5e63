import { decideAccess, matchRoute, ROUTES, type Role, type RouteSpec, roleOf } from '@noticeboard/shared/access';
import { expect, type Page, test } from '@playwright/test';
import { PAGES } from '../src/app/pages';
import { DEMO_ACCOUNTS, signedInPage } from './support';

/**
 * Issue 17 §3: every page a role may open (spec §6) is one or two taps from its navigation. Level one is what the
 * shell offers on the home page (header, More, the phone drawer, the account menu) and the home page's own links;
 * level two is every link on those pages. Pages reached only from an email, a form's result or a chosen item are
 * listed below with the reason; pages not built yet (the placeholder) are not asked for.
 */
const EVERYONE: readonly Role[] = ['INSTITUTE', 'ADMIN', 'FACULTY', 'CANDIDATE', 'INDIVIDUAL'];
const LEARNERS: readonly Role[] = ['CANDIDATE', 'INDIVIDUAL'];
/** Who the moderation pages serve (faculty only with a committee seat: the demo teacher has one). */
const NOT_MODERATORS: readonly Role[] = ['CANDIDATE', 'INDIVIDUAL'];

const NOT_NAVIGATION: Record<string, { why: string; for: readonly Role[] }> = {
  '/login': { why: 'signed in already', for: EVERYONE },
  '/signup': { why: 'signed in already', for: EVERYONE },
  '/verify-otp': { why: 'the step after sign-up', for: EVERYONE },
  '/reset-password': { why: 'from the sign-in page', for: EVERYONE },
  '/signout': { why: 'the account menu’s Sign out', for: EVERYONE },
  '/link-expired': { why: 'where a used emailed link lands', for: EVERYONE },
  '/institute/verify': { why: 'from the verification email', for: EVERYONE },
  '/community-member/verify': { why: 'from the invitation email', for: EVERYONE },
  '/parent-consent/verify': { why: 'from the parent’s email', for: EVERYONE },
  '/successful-signup': { why: 'the step after the emailed code', for: EVERYONE },
  '/successful-submission': { why: 'the step after a contact form', for: EVERYONE },
  '/adoption/status': { why: 'from the adoption email', for: EVERYONE },
  '/dev/outbox': { why: 'development only', for: EVERYONE },
  '/dev/checkout': { why: 'the dev payment gateway, opened by a checkout', for: EVERYONE },
  '/submission-contact-us': { why: 'sales forms of the public plans pages (/subscription/…)', for: EVERYONE },
  '/develop-submission-subscription': { why: 'sales forms of the public plans pages', for: EVERYONE },
  '/evolve-submission-subscription': { why: 'sales forms of the public plans pages', for: EVERYONE },
  '/collabs/edit': { why: 'opened from the collab being edited', for: EVERYONE },
  '/spam-post-details': { why: 'opened from a post in the spam review', for: EVERYONE },
  '/question-bank/question-details': { why: 'opened from a question', for: EVERYONE },
  '/question-bank/faculty-details': { why: 'opened from a teacher in the question bank', for: EVERYONE },
  '/profile-widgets/view-more': { why: 'opened from a profile widget', for: EVERYONE },
  '/quiz-summary/user': {
    why: 'staff open it from a student in the class summary; readers have no school',
    for: ['INSTITUTE', 'ADMIN', 'FACULTY', 'INDIVIDUAL'],
  },
  '/quiz-summary': { why: 'school staff only (the API answers staff)', for: LEARNERS },
  '/leaderboard/class': { why: 'a reader has no class', for: ['INDIVIDUAL'] },
  '/collabs/create': {
    why: 'collabs are started by a school’s students and staff (the school account tracks them)',
    for: ['INSTITUTE', 'INDIVIDUAL'],
  },
  '/quiz-summary/class': { why: 'school staff only (the API answers staff)', for: LEARNERS },
  '/reported-posts': { why: 'moderators only', for: NOT_MODERATORS },
  '/spam-post': { why: 'moderators only', for: NOT_MODERATORS },
  '/deleted-spam-post': { why: 'moderators only', for: NOT_MODERATORS },
  '/spam-user-list': { why: 'moderators only', for: NOT_MODERATORS },
};

async function hrefsOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((anchor) => anchor.origin === location.origin)
      .map((anchor) => anchor.pathname),
  );
}

/** The route table's path a link opens (most specific match, as the router picks it). */
function routeOf(pathname: string): string | null {
  return matchRoute(pathname)?.route.path ?? null;
}

function required(user: Parameters<typeof roleOf>[0]): string[] {
  const role = roleOf(user);
  return ROUTES.filter(
    (route: RouteSpec) =>
      !route.path.includes(':') &&
      route.path in PAGES &&
      !NOT_NAVIGATION[route.path]?.for.includes(role) &&
      decideAccess(route.access, { ...user, customUrl: 'x' }).allow,
  ).map((route) => route.path);
}

test.describe('navigation reaches every page', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.slow();

  for (const demo of DEMO_ACCOUNTS) {
    test(`${demo.name}: every page the role may open is one or two taps away`, async ({ page }) => {
      const { user } = await signedInPage(page, demo);
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const levelOne = new Set(await hrefsOn(page));
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      // The menu opens after the click's render: collect its items only once they are there (a busy CI machine).
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      for (const item of await page.getByRole('menuitem').all()) {
        const href = await item.getAttribute('href');
        if (href) levelOne.add(new URL(href, page.url()).pathname);
      }
      await page.keyboard.press('Escape');
      const reached = new Set<string>();
      for (const path of levelOne) {
        const route = routeOf(path);
        if (route) reached.add(route);
      }
      const pages = [...levelOne].filter((path) => routeOf(path) && path !== '/signout' && path !== '/login');
      const collect = async (paths: readonly string[]) => {
        for (const path of paths) {
          await page.goto(path);
          // Links drawn from data come after the page's loads: wait for them (a busy CI machine is slow).
          await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
          await expect(page.getByRole('status', { name: /^Loading/ }))
            .toHaveCount(0, { timeout: 10_000 })
            .catch(() => undefined);
          for (const href of await hrefsOn(page)) {
            const route = routeOf(href);
            if (route) reached.add(route);
          }
        }
      };
      await collect(pages);
      // A second look before failing: a page that was still loading the first time is not a missing link.
      if (required(user).some((path) => !reached.has(path))) await collect(pages);
      const missing = required(user).filter((path) => !reached.has(path));
      expect(
        missing,
        `${roleOf(user)} cannot reach: ${missing.join(', ')}; first taps: ${[...levelOne].join(' ')}`,
      ).toEqual([]);
    });
  }
});
