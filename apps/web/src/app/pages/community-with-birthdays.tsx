/**
 * The community pages with today's birthdays in the side column: only on the reader's own school's community
 * (the list is of the reader's school; another school's birthdays are never shown).
 */
import { useParams } from 'react-router';
import { BirthdaysCard } from '../../features/assembly/components/birthdays-card';
import CommunityPage from '../../features/community/pages/community-page';
import { useSessionUser } from '../../lib/use-session';

export default function CommunityWithBirthdays() {
  const { customUrl } = useParams();
  const user = useSessionUser();
  const ownSchool = user?.type === 'INSTITUTE' ? user.customUrl : user?.instituteCustomUrl;
  const own = Boolean(ownSchool) && (customUrl === undefined || customUrl.toLowerCase() === ownSchool?.toLowerCase());
  return <CommunityPage side={own ? <BirthdaysCard /> : undefined} />;
}
