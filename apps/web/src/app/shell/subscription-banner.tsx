import { Alert, Button, Group, Text } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { IconClockExclamation, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StartTrialButton } from '../../components/start-trial-button';
import { mayStartTrial, plansPathFor } from '../../lib/trial';

const DISMISSED_KEY = 'trialOfferDismissed';
const RENEWAL_DISMISSED_KEY = 'renewalOfferDismissed';
const DAY_MS = 86_400_000;

/**
 * What the subscription asks of the signed-in person, above every page: a new school or reader is offered the free
 * trial (until they start it or say not now, for this visit), and a plan in its grace days says when writing stops.
 */
export function SubscriptionBanner({ user }: { user: UserDetails | null }) {
  const [dismissed, setDismissed] = useState(() => globalThis.sessionStorage?.getItem(DISMISSED_KEY) === 'true');
  const [renewalDismissed, setRenewalDismissed] = useState(
    () => globalThis.sessionStorage?.getItem(RENEWAL_DISMISSED_KEY) === 'true',
  );
  if (!user) return null;
  const plans = plansPathFor(user);
  const { state, endsAt, graceEndsAt } = user.subscription;
  // What a plan opens: a school's members also run collabs (a school feature); a reader posts (comments need no plan).
  const school = user.type === 'INSTITUTE';
  const keepDoing = school ? 'posting and running collabs' : 'posting in the community';
  const renew = plans ? (
    <Button component={Link} to={plans} size="compact-md" mt="sm">
      {state === 'TRIAL' ? 'Choose a plan' : 'Renew now'}
    </Button>
  ) : (
    <Text size="sm" mt={4}>
      Please contact your school administrator.
    </Text>
  );
  if (state === 'PAST_DUE') {
    return (
      <Alert color="orange" icon={<IconClockExclamation aria-hidden />} title="Your plan has ended" mb="md">
        Everything still works until {formatDate(graceEndsAt)}. Renew before then to keep {keepDoing}.{renew}
      </Alert>
    );
  }
  const endingTrial = state === 'TRIAL' && endsAt && new Date(endsAt).getTime() - Date.now() < 3 * DAY_MS;
  if ((state === 'EXPIRED' || endingTrial) && !renewalDismissed && plans) {
    const notNow = () => {
      sessionStorage.setItem(RENEWAL_DISMISSED_KEY, 'true');
      setRenewalDismissed(true);
    };
    return (
      <Alert
        color={state === 'EXPIRED' ? 'gray' : 'blue'}
        icon={<IconClockExclamation aria-hidden />}
        title={state === 'EXPIRED' ? 'Your plan has ended' : `Your free trial ends on ${formatDate(endsAt)}`}
        mb="md"
        withCloseButton
        closeButtonLabel="Not now"
        onClose={notNow}
      >
        {state === 'EXPIRED'
          ? `Reading, quizzes and everything you wrote stay. Renew to ${school ? 'post and run collabs' : 'post'} again.`
          : `Choose a plan to keep ${keepDoing}; nothing you made is lost either way.`}
        {renew}
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
        {school
          ? 'Try everything with your school: community posts, collabs, quizzes and the question bank.'
          : 'Post in the community, the forums and the library, and use every feature. No payment details needed.'}
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
