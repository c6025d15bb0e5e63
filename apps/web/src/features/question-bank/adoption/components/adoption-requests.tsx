import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Adoption } from '@noticeboard/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { messageOf } from '../../../../lib/api-error';
import { useDecideAdoption, useRemoveAdoption } from '../api/adoptions';
import { type AdoptionAction, AdoptionCard } from './adoption-card';

interface Pending {
  adoption: Adoption;
  action: AdoptionAction;
}

function confirmationOf({ adoption, action }: Pending) {
  const sent = adoption.direction === 'SENT';
  const other = sent ? adoption.owner.name : adoption.requester.name;
  switch (action) {
    case 'accept':
      return {
        title: 'Accept this request?',
        body: `${other} will be able to use your school's approved questions until either school ends the adoption.`,
        label: 'Accept',
        colour: 'green',
        done: `${other} can now use your question bank.`,
      };
    case 'decline':
      return {
        title: 'Decline this request?',
        body: `${other} will not get your questions. They can ask again later.`,
        label: 'Decline',
        colour: 'red',
        done: 'Request declined.',
      };
    case 'remove':
      return adoption.status === 'PENDING'
        ? {
            title: 'Withdraw your request?',
            body: `${other} will no longer be asked.`,
            label: 'Withdraw',
            colour: 'red',
            done: 'Request withdrawn.',
          }
        : {
            title: 'End this adoption?',
            body: sent
              ? `Your school will stop using ${other}'s questions.`
              : `${other} will stop using your school's questions.`,
            label: 'End adoption',
            colour: 'red',
            done: 'Adoption ended.',
          };
  }
}

/** Requests in one direction, each with its actions behind a confirmation. */
export function AdoptionRequests({ adoptions, emptyText }: { adoptions: Adoption[]; emptyText: string }) {
  const decide = useDecideAdoption();
  const remove = useRemoveAdoption();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmation = pending ? confirmationOf(pending) : null;

  const run = () => {
    if (!pending || !confirmation) return;
    const callbacks = {
      onSuccess: () => notifications.show({ color: 'teal', message: confirmation.done }),
      onError: (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) }),
      onSettled: () => setPending(null),
    };
    if (pending.action === 'remove') remove.mutate(pending.adoption.id, callbacks);
    else
      decide.mutate(
        { adoptionId: pending.adoption.id, decision: pending.action === 'accept' ? 'ACCEPTED' : 'DECLINED' },
        callbacks,
      );
  };

  if (adoptions.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  return (
    <>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {adoptions.map((adoption) => (
          <AdoptionCard key={adoption.id} adoption={adoption} onAction={(action) => setPending({ adoption, action })} />
        ))}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.label ?? ''}
        color={confirmation?.colour}
        loading={decide.isPending || remove.isPending}
        onConfirm={run}
        onClose={() => setPending(null)}
      >
        {confirmation?.body}
      </ConfirmDialog>
    </>
  );
}
