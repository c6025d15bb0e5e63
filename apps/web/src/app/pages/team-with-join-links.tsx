/** `/team`: faculty, admins and the committee, then the join links that let teachers add themselves. */
import { Stack } from '@mantine/core';
import { JoinLinksPanel } from '../../features/join-link/components/join-links-panel';
import TeamPage from '../../features/team/pages/team-page';

export default function TeamWithJoinLinks() {
  return (
    <Stack gap="xl">
      <TeamPage />
      <JoinLinksPanel audience="FACULTY" />
    </Stack>
  );
}
