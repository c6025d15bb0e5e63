import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconCreditCard, IconShieldLock } from '@tabler/icons-react';
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
  const Icon = content ? ICONS[content.dialog] : IconBan;
  return (
    <Modal opened={content !== null} onClose={onClose} title={content?.title} centered size="sm">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color={content?.dialog === 'POSTING_RESTRICTED' ? 'red' : 'orange'} variant="light" size="lg">
            <Icon size={20} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{content?.message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
