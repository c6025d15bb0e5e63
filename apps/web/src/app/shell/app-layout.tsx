import { AppShell, Avatar, Burger, Button, Container, Group, Menu, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { CookieConsent } from '../../features/auth/components/cookie-consent';
import { isOfferedPromotions } from '../../features/promotion/offered-to';
import { lazyWithRetry, loadWithRetry } from '../../lib/lazy-with-retry';
import { mayStartTrial } from '../../lib/trial';
import { useSessionUser } from '../../lib/use-session';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { isActive, navItemsFor, splitForHeader } from './nav-items';
import { SubscriptionBanner } from './subscription-banner';

// Only signed-in people see the menu; its popover code stays out of a visitor's first load.
const AccountMenu = lazyWithRetry(() => import('./account-menu'), 'account-menu');
// Offers too; and a banner whose code cannot be fetched is simply not shown, never an error page.
const PromotionBanner = lazy(() =>
  loadWithRetry(() => import('../../features/promotion/components/promotion-banner'), 'promotion-banner').catch(() => ({
    default: () => null,
  })),
);

/** The frame around every page: header with role navigation, a burger drawer on phones, the main landmark. */
export function AppLayout() {
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const items = navItemsFor(user);
  const header = splitForHeader(items, pathname);

  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

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
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
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
            <Link to="/community" className="brand">
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
                variant={isActive(item, pathname) ? 'light' : 'subtle'}
                size="compact-md"
                style={{ flexShrink: 0 }}
                aria-current={isActive(item, pathname) ? 'page' : undefined}
              >
                {item.label}
              </Button>
            ))}
            {header.more.length > 0 && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="subtle" size="compact-md" rightSection={<IconChevronDown size={14} aria-hidden />}>
                    More
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {header.more.map((item) => (
                    <Menu.Item
                      key={item.to}
                      component={Link}
                      to={item.to}
                      leftSection={<item.icon size={16} aria-hidden />}
                    >
                      {item.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <ColorSchemeToggle />
            {user && (
              <Suspense fallback={<Avatar size={32} radius="xl" aria-hidden />}>
                <AccountMenu user={user} />
              </Suspense>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="mobile-navigation" aria-label="Main" p="sm" hiddenFrom="sm" inert={!opened}>
        <ScrollArea>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden />}
              active={isActive(item, pathname)}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="lg" px="md" py="lg">
          <SubscriptionBanner user={user} />
          {/* The trial offer comes first: a newcomer sees it alone, offers follow once the trial has started. */}
          {user && isOfferedPromotions(user) && !mayStartTrial(user) && (
            <Suspense fallback={null}>
              <PromotionBanner user={user} />
            </Suspense>
          )}
          <Outlet />
        </Container>
      </AppShell.Main>
      <CookieConsent user={user} />
    </AppShell>
  );
}
