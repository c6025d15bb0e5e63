import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconCreditCard, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LazyModal } from '../../../components/lazy-overlays';
import { StartTrialButton } from '../../../components/start-trial-button';
import { mayStartTrial, plansPathFor } from '../../../lib/trial';
import { useSessionUser } from '../../../lib/use-session';
import type { PostingDialogContent } from '../api/posting-dialog';

const ICONS = {
  POSTING_RESTRICTED: IconBan,
  SUBSCRIPTION_REQUIRED: IconCreditCard,
  CONSENT_REQUIRED: IconShieldLock,
} as const;

/** The dialog a refused post or comment shows (spec §6, §8): Posting Restricted, subscription or consent. */
export function PostingRefusalDialog({
  content,
  onClose,
}: {
  content: PostingDialogContent | null;
  onClose: () => void;
}) {
  const user = useSessionUser();
  const Icon = content ? ICONS[content.dialog] : IconBan;
  // A new school or reader who never started the trial can start it right here and post.
  const offerTrial = content?.dialog === 'SUBSCRIPTION_REQUIRED' && mayStartTrial(user);
  // A buyer whose trial or plan has ended goes to the plans (school members are told by the message to ask theirs).
  const plans = content?.dialog === 'SUBSCRIPTION_REQUIRED' && !offerTrial ? plansPathFor(user) : null;
  return (
    <LazyModal opened={content !== null} onClose={onClose} title={content?.title} centered size="sm">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color={content?.dialog === 'POSTING_RESTRICTED' ? 'red' : 'orange'} variant="light" size="lg">
            <Icon size={20} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{content?.message}</Text>
        </Group>
        <Group justify="flex-end">
          {offerTrial && <StartTrialButton variant="light" onStarted={onClose} />}
          {plans && (
            <Button component={Link} to={plans} variant="light" onClick={onClose}>
              See plans
            </Button>
          )}
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
