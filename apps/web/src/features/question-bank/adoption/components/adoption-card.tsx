import { Blockquote, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Adoption } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { AdoptionStatusBadge } from './adoption-status-badge';

export type AdoptionAction = 'accept' | 'decline' | 'remove';

/** One request, sent or received, with what the API says this school may do to it. */
export function AdoptionCard({
  adoption,
  onAction,
}: {
  adoption: Adoption;
  onAction: (action: AdoptionAction) => void;
}) {
  const sent = adoption.direction === 'SENT';
  const other = sent ? adoption.owner : adoption.requester;
  const headline = sent ? `You asked ${other.name}` : `${other.name} asks for your bank`;
  return (
    <Card withBorder radius="lg" padding="md" component="li" aria-label={headline}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700}>{headline}</Text>
            <Text size="sm" c="dimmed">
              {adoption.approvedQuestions} approved questions · {sent ? 'Sent' : 'Received'}{' '}
              {formatDate(adoption.createdAt)}
              {adoption.decidedAt ? ` · Answered ${formatDate(adoption.decidedAt)}` : ''}
            </Text>
          </div>
          <AdoptionStatusBadge status={adoption.status} />
        </Group>
        {adoption.message && (
          <Blockquote p="xs" radius="md" color="gray" fz="sm">
            {adoption.message}
          </Blockquote>
        )}
        {(adoption.canDecide || adoption.canWithdraw) && (
          <Group gap="xs">
            {adoption.canDecide && (
              <>
                <Button
                  size="md"
                  color="green"
                  leftSection={<IconCheck size={18} />}
                  onClick={() => onAction('accept')}
                >
                  Accept
                </Button>
                <Button
                  size="md"
                  variant="default"
                  leftSection={<IconX size={18} />}
                  onClick={() => onAction('decline')}
                >
                  Decline
                </Button>
              </>
            )}
            {adoption.canWithdraw && (
              <Button size="md" variant="light" color="red" onClick={() => onAction('remove')}>
                {adoption.status === 'PENDING' ? 'Withdraw' : 'End adoption'}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
