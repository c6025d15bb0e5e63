import { Alert, Button, Group, Text } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { IconClockExclamation, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { StartTrialButton } from '../../components/start-trial-button';
import { mayStartTrial } from '../../lib/trial';

const DISMISSED_KEY = 'trialOfferDismissed';
const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }) : '';

/**
 * What the subscription asks of the signed-in person, above every page: a new school or reader is offered the free
 * trial (until they start it or say not now, for this visit), and a plan in its grace days says when writing stops.
 */
export function SubscriptionBanner({ user }: { user: UserDetails | null }) {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === 'true');
  if (!user) return null;
  if (user.subscription.state === 'PAST_DUE') {
    return (
      <Alert color="orange" icon={<IconClockExclamation aria-hidden />} title="Your plan has ended" mb="md">
        Everything still works until {dateOf(user.subscription.graceEndsAt)}. Renew before then to keep posting and
        running collabs.
      </Alert>
    );
  }
  if (dismissed || !mayStartTrial(user)) return null;
  const notNow = () => {
    sessionStorage.setItem(DISMISSED_KEY, 'true');
    setDismissed(true);
  };
  return (
    <Alert color="blue" icon={<IconSparkles aria-hidden />} title="Start your free trial" mb="md">
      <Text size="sm" mb="sm">
        {user.type === 'INSTITUTE'
          ? 'Try everything with your school: community posts, collabs, quizzes and the question bank.'
          : 'Post in the community, start collabs and use every feature. No payment details needed.'}
      </Text>
      <Group gap="sm">
        <StartTrialButton size="compact-md" />
        <Button size="compact-md" variant="subtle" onClick={notNow}>
          Not now
        </Button>
      </Group>
    </Alert>
  );
}
