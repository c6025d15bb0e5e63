import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ScrollStrip } from '../../../../components/scroll-strip';
import { useSessionUser } from '../../../../lib/use-session';
import { mayEditSettings, mayReview } from './moderator-role';

const REVIEW_LINKS = [
  { to: '/pending-approval', label: 'Pending approval' },
  { to: '/reported-posts', label: 'Reported posts' },
  { to: '/spam-post', label: 'Spam posts' },
  { to: '/deleted-spam-post', label: 'Deleted spam' },
  { to: '/spam-user-list', label: 'Spam users' },
] as const;
const SETTINGS_LINKS = [
  { to: '/auto-approval', label: 'Auto-approval' },
  { to: '/global-visibility', label: 'Global visibility' },
] as const;

/** The moderation pages side by side, one swipeable row on phones; shown to members who may moderate. */
export function ModerationNav() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const current = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls: bring the current page's link into view.
  useEffect(() => {
    if (pathname) current.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  if (!mayReview(user)) return null;
  const links = mayEditSettings(user) ? [...REVIEW_LINKS, ...SETTINGS_LINKS] : REVIEW_LINKS;
  return (
    <ScrollStrip>
      <nav aria-label="Moderation" style={{ display: 'flex', gap: 8, paddingBottom: 2 }}>
        {links.map((link) => {
          const here = pathname === link.to;
          return (
            <Button
              key={link.to}
              ref={here ? current : undefined}
              component={Link}
              to={link.to}
              size="xs"
              radius="xl"
              variant={here ? 'filled' : 'light'}
              aria-current={here ? 'page' : undefined}
              style={{ flex: 'none' }}
            >
              {link.label}
            </Button>
          );
        })}
      </nav>
    </ScrollStrip>
  );
}
