import { Alert, Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StartTrialButton } from '../../../components/start-trial-button';
import { subscriptionStatusQuery, useSubscriptionStatus } from '../api/subscription-status';
import { type Shopper, subscriptionLine } from '../pricing-rules';
import classes from './pricing.module.css';

interface SubscriptionPanelProps {
  user: UserDetails | null;
  shopper: Shopper;
  trialDays: number;
  /** The sign-up tab a visitor is sent to (`institute` or `individual`). */
  signupTab: string;
}

/**
 * Where the person stands: a visitor is offered the free trial through sign-up; a signed-in person sees their
 * subscription and, when the server says they may, starts the trial here.
 */
export function SubscriptionPanel({ user, shopper, trialDays, signupTab }: SubscriptionPanelProps) {
  const client = useQueryClient();
  const status = useSubscriptionStatus(user !== null);

  if (!user) {
    return (
      <Alert
        color="blue"
        variant="light"
        role="note"
        icon={<IconSparkles aria-hidden />}
        title={`Try it free for ${trialDays} days`}
      >
        <Text size="sm" mb="sm">
          Every feature, no payment details needed. The trial starts when you confirm it after signing up.
        </Text>
        <Button component={Link} to={`/signup?tab=${signupTab}`} color="blue.8">
          Start your free {trialDays}-day trial
        </Button>
      </Alert>
    );
  }
  if (status.isPending) return <Skeleton height={56} radius="md" aria-label="Loading your subscription" />;
  if (status.isError) return null;

  if (status.data.mayStartTrial) {
    return (
      <Alert
        color="blue"
        variant="light"
        role="note"
        icon={<IconSparkles aria-hidden />}
        title={`Try it free for ${status.data.trialDays} days`}
      >
        <Text size="sm" mb="sm">
          Every feature, no payment details needed. Your trial starts today when you confirm it.
        </Text>
        <StartTrialButton onStarted={() => void client.invalidateQueries(subscriptionStatusQuery())} />
      </Alert>
    );
  }
  const line = subscriptionLine(status.data, shopper === 'member');
  if (!line && shopper === 'buyer') return null;
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} title="Your subscription" role="status">
      {line && <Text size="sm">{line}</Text>}
      {shopper === 'member' && (
        <Text size="sm" mt={line ? 4 : 0}>
          Your school’s plan covers you; the school account buys and renews it.
        </Text>
      )}
      {shopper === 'otherAudience' && (
        <Group gap={6} mt={line ? 4 : 0}>
          <Text size="sm">
            {user.type === 'INSTITUTE' ? 'These plans are for readers on their own.' : 'These plans are for schools.'}
          </Text>
          <Anchor
            component={Link}
            to={user.type === 'INSTITUTE' ? '/pricing/school' : '/pricing/reader'}
            size="sm"
            className={classes.link}
            underline="always"
          >
            {user.type === 'INSTITUTE' ? 'See the plans for schools' : 'See the plans for readers'}
          </Anchor>
        </Group>
      )}
    </Alert>
  );
}
