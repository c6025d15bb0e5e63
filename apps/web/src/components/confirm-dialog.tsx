import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyModal } from './lazy-overlays';

interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. one of the spec §8 confirmations. */
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that changes or removes something. Its Modal loads when first asked. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Stack gap="md">
        {children && (
          <Text size="sm" c="dimmed" component="div">
            {children}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
