/**
 * The community pages with today's birthdays in the side column: only on the reader's own school's community
 * (the list is of the reader's school; another school's birthdays are never shown). The card is loaded only for
 * those who see it: a visitor's first load of the community stays as light as before.
 */
import { Suspense } from 'react';
import { useParams } from 'react-router';
import CommunityPage from '../../features/community/pages/community-page';
import { quietLazy } from '../../lib/lazy-with-retry';
import { useSessionUser } from '../../lib/use-session';

const BirthdaysCard = quietLazy(async () => {
  const { BirthdaysCard: card } = await import('../../features/assembly/components/birthdays-card');
  return { default: card };
}, 'birthdays-card');

export default function CommunityWithBirthdays() {
  const { customUrl } = useParams();
  const user = useSessionUser();
  const ownSchool = user?.type === 'INSTITUTE' ? user.customUrl : user?.instituteCustomUrl;
  const own = Boolean(ownSchool) && (customUrl === undefined || customUrl.toLowerCase() === ownSchool?.toLowerCase());
  return (
    <CommunityPage
      side={
        own ? (
          <Suspense fallback={null}>
            <BirthdaysCard />
          </Suspense>
        ) : undefined
      }
    />
  );
}
