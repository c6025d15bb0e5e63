import { AppShell, Avatar, Box, Burger, Button, Container, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserDetails } from '@noticeboard/shared';
import { HOME_PAGE_PATH } from '@noticeboard/shared/access';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentProps, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { CookieConsent } from '../../features/auth/components/cookie-consent';
import { HelpBubbleSlot } from '../../features/faq/components/help-bubble-slot';
import { isOfferedPromotions } from '../../features/promotion/offered-to';
import { HeaderSearchSlot } from '../../features/search/components/header-search-slot';
import { lazyWithRetry, quietLazy } from '../../lib/lazy-with-retry';
import { mayStartTrial } from '../../lib/trial';
import { useSessionUser } from '../../lib/use-session';
import { PageLoader } from '../guarded-page';
import { RouteErrorBoundary } from '../route-error';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { isActive, navItemsFor, splitForHeader } from './nav-items';
import type { SubscriptionBanner as Banner } from './subscription-banner';
import { useCapabilities } from './use-capabilities';

// Only signed-in people see the menu; its popover code stays out of a visitor's first load.
const AccountMenu = lazyWithRetry(() => import('./account-menu'), 'account-menu');
// The notification bell (and its polled count) is for signed-in people; its list loads when first opened.
const NotificationBell = quietLazy(
  () => import('../../features/notification/components/notification-bell'),
  'notification-bell',
);
// The header's More menu is for accounts with many areas, all signed in; its popover code loads with it.
const HeaderMoreMenu = lazyWithRetry(() => import('./header-more-menu'), 'header-more-menu');
// The trial and renewal banner (and its confirmation dialog) is for signed-in people only; a banner whose code
// cannot be fetched is simply not shown, never an error page.
const SubscriptionBanner = quietLazy<ComponentProps<typeof Banner>>(
  () => import('./subscription-banner').then((module) => ({ default: module.SubscriptionBanner })),
  'subscription-banner',
);
// The daily reading-minimum prompt's host is for signed-in readers only.
const ReadingPromptHost = quietLazy<Record<string, never>>(
  () =>
    import('../../features/news/components/reading-prompt-host').then((module) => ({
      default: module.ReadingPromptHost,
    })),
  'reading-prompt-host',
);
// The deletion countdown (issue 20 §2) is for the few whose account is scheduled for deletion: its code loads for them.
const DeletionGate = lazyWithRetry(() => import('../../features/deletion/components/deletion-gate'), 'deletion-gate');

/** During a deletion's countdown the account cannot be used: every page is behind the dialog, signing out excepted. */
export function mustWaitOutDeletion(user: UserDetails, pathname: string): boolean {
  return Boolean(user.deletionScheduledFor) && pathname !== '/signout';
}

// The policy step (issue 20 §3) is for the few who have a new version to accept; its code loads only for them.
const PolicyGate = lazyWithRetry(() => import('../../features/policy/components/policy-gate'), 'policy-gate');
/**
 * The texts themselves and signing out stay reachable from the policy step; so does the sign-in page, which moves on
 * after its request (to the page that then shows the step) only while it is still shown.
 */
const OPEN_DURING_POLICY_STEP = new Set(['/privacy-policy', '/safety-advisory', '/signout']);

/** A signed-in person who has not accepted the current privacy policy or safety advisory sees only that step. */
export function mustAcceptPolicies(user: UserDetails, pathname: string): boolean {
  // Details stored before the step existed have no list: the next renewal brings it.
  return (
    (user.pendingPolicies?.length ?? 0) > 0 && !OPEN_DURING_POLICY_STEP.has(pathname) && !pathname.endsWith('/login')
  );
}

// Offers too.
const PromotionBanner = quietLazy(
  () => import('../../features/promotion/components/promotion-banner'),
  'promotion-banner',
);

/** The More button as it looks while its menu loads (a moment, once per visit): it opens nothing yet. */
function MoreButton() {
  return (
    <Button variant="subtle" size="compact-md" disabled rightSection={<IconChevronDown size={14} aria-hidden />}>
      More
    </Button>
  );
}

/** The frame around every page: header with role navigation, a burger drawer on phones, the main landmark. */
export function AppLayout() {
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const location = `${pathname}${search}`;
  const items = navItemsFor(user, useCapabilities(user));
  const header = splitForHeader(items, location);

  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  if (user && mustWaitOutDeletion(user, pathname)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <DeletionGate user={user} />
      </Suspense>
    );
  }

  if (user && mustAcceptPolicies(user, pathname)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PolicyGate user={user} />
      </Suspense>
    );
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: true } }}
      padding={0}
    >
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <AppShell.Header>
        {/* Tighter on a phone: the search, the colour toggle, the bell and the avatar fit beside the brand at 360 px. */}
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-controls="mobile-navigation"
              aria-expanded={opened}
            />
            <Link to={user ? HOME_PAGE_PATH : '/community'} className="brand">
              Noticeboard
            </Link>
          </Group>
          {/* A school account has many areas: the first few are buttons, the rest sit under More (the page
              being shown always stays a button), so no label is ever cut short. */}
          <Group
            component="nav"
            aria-label="Main"
            gap={4}
            visibleFrom="sm"
            wrap="nowrap"
            style={{ flex: 1, minWidth: 0 }}
          >
            {header.shown.map((item) => (
              <Button
                key={item.to}
                component={Link}
                to={item.to}
                variant={isActive(item, location) ? 'light' : 'subtle'}
                size="compact-md"
                style={{ flexShrink: 0 }}
                aria-current={isActive(item, location) ? 'page' : undefined}
              >
                {item.label}
              </Button>
            ))}
            {header.more.length > 0 && (
              <Suspense fallback={<MoreButton />}>
                <HeaderMoreMenu items={header.more} current={header.currentInMore} />
              </Suspense>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {user && <HeaderSearchSlot />}
            <ColorSchemeToggle />
            {user && (
              <Suspense fallback={<Box w={40} h={40} aria-hidden />}>
                <NotificationBell />
              </Suspense>
            )}
            {user && (
              <Suspense fallback={<Avatar size={32} radius="xl" aria-hidden />}>
                <AccountMenu user={user} />
              </Suspense>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="mobile-navigation" aria-label="Main" p="sm" hiddenFrom="sm" inert={!opened}>
        <Box h="100%" style={{ overflowY: 'auto' }}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden />}
              active={isActive(item, location)}
              aria-current={isActive(item, location) ? 'page' : undefined}
            />
          ))}
        </Box>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="lg" px="md" py="lg">
          {user && (
            <Suspense fallback={null}>
              <SubscriptionBanner user={user} />
            </Suspense>
          )}
          {/* The trial offer comes first: a newcomer sees it alone, offers follow once the trial has started. */}
          {user && isOfferedPromotions(user) && !mayStartTrial(user) && (
            <Suspense fallback={null}>
              <PromotionBanner user={user} />
            </Suspense>
          )}
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </Container>
        <footer className="site-footer">
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/safety-advisory">Safety advisory</Link>
          {user && <Link to="/user-story-submission">Share your Noticeboard story</Link>}
        </footer>
      </AppShell.Main>
      <CookieConsent user={user} />
      <HelpBubbleSlot />
      {user && (
        <Suspense fallback={null}>
          <ReadingPromptHost />
        </Suspense>
      )}
    </AppShell>
  );
}
