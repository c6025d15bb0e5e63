/** `/candidate`: the school's students, then the class join links that let students add themselves. */
import { Stack } from '@mantine/core';
import CandidatePage from '../../features/candidate/pages/candidate-page';
import { JoinLinksPanel } from '../../features/join-link/components/join-links-panel';

export default function CandidateWithJoinLinks() {
  return (
    <Stack gap="xl">
      <CandidatePage />
      <JoinLinksPanel audience="CANDIDATE" />
    </Stack>
  );
}
