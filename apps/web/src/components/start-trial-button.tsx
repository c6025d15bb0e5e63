import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUBSCRIPTION_MESSAGES } from '@noticeboard/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../lib/api-error';
import { startTrial } from '../lib/trial';
import { ConfirmDialog } from './confirm-dialog';

interface StartTrialButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  onStarted?: () => void;
}

/** "Start free trial", asked once more with the spec's confirmation before the trial starts today. */
export function StartTrialButton({ onStarted, ...button }: StartTrialButtonProps) {
  const [asking, setAsking] = useState(false);
  const start = useMutation({
    mutationFn: startTrial,
    onSuccess: () => {
      setAsking(false);
      notifications.show({ color: 'teal', message: SUBSCRIPTION_MESSAGES.trialStarted });
      onStarted?.();
    },
    onError: (error) => {
      setAsking(false);
      notifications.show({ color: 'red', message: messageOf(error) });
    },
  });
  return (
    <>
      <Button {...button} onClick={() => setAsking(true)}>
        Start free trial
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Start your free trial?"
        confirmLabel="Start trial"
        loading={start.isPending}
        onConfirm={() => start.mutate()}
        onClose={() => setAsking(false)}
      >
        {SUBSCRIPTION_MESSAGES.trialConfirm} During the trial you can post in the community and use every feature; no
        payment details are needed.
      </ConfirmDialog>
    </>
  );
}
