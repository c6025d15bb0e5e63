import { Alert, Badge, Button, CopyButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, formatDateTime, type JoinLink, type JoinLinkRole, type JoinLinkState } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useDecideJoinRequest, useJoinLinks, useJoinRequests, useRevokeJoinLink } from '../api/join-links';
import { classLabel } from '../labels';
import { NewJoinLinkModal } from './new-join-link-modal';

const STATE_BADGE: Record<JoinLinkState, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  REVOKED: { label: 'Revoked', color: 'gray' },
  USED_UP: { label: 'Used up', color: 'gray' },
};

function LinkRow({ link }: { link: JoinLink }) {
  const revoke = useRevokeJoinLink();
  const [confirming, setConfirming] = useState(false);
  const badge = STATE_BADGE[link.state];
  const name = classLabel(link.studentClass, link.section) ?? 'Teachers';
  const uses = link.maxUses === null ? `${link.uses} used` : `${link.uses} of ${link.maxUses} used`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Join link: ${name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {link.needsApproval ? 'You approve each person' : 'Joins at once'} · {uses}
          {link.pending > 0 ? ` · ${link.pending} waiting` : ''} · until {formatDate(link.expiresAt)}
        </Text>
        {link.state === 'ACTIVE' && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {link.url}
          </Text>
        )}
        {link.state === 'ACTIVE' && (
          <Group gap="xs" wrap="wrap">
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Link copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            {confirming ? (
              <>
                <Button
                  size="xs"
                  color="red"
                  loading={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => notifications.show({ color: 'teal', message: 'Join link revoked.' }),
                      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
                    })
                  }
                >
                  Yes, revoke
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                Revoke
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function WaitingRequests({ audience: role }: { audience: JoinLinkRole }) {
  const requests = useJoinRequests();
  const decide = useDecideJoinRequest();
  const waiting = (requests.data ?? []).filter((request) => request.role === role);
  if (waiting.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Waiting for you ({waiting.length})
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {waiting.map((request) => (
          <Paper
            withBorder
            p="sm"
            radius="md"
            component="li"
            key={request.id}
            aria-label={`Request from ${request.name}`}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{request.name}</Text>
                <Text size="sm" c="dimmed">
                  {request.email}
                  {classLabel(request.studentClass, request.section)
                    ? ` · ${classLabel(request.studentClass, request.section)}`
                    : ''}
                  {request.dateOfBirth ? ` · born ${formatDate(request.dateOfBirth)}` : ''} · sent{' '}
                  {formatDateTime(request.createdAt)}
                </Text>
              </Stack>
              <Group gap="xs">
                {(['approve', 'decline'] as const).map((decision) => (
                  <Button
                    key={decision}
                    size="xs"
                    variant={decision === 'approve' ? 'filled' : 'default'}
                    loading={
                      decide.isPending && decide.variables?.id === request.id && decide.variables.decision === decision
                    }
                    aria-label={`${decision === 'approve' ? 'Approve' : 'Decline'} ${request.name}`}
                    onClick={() =>
                      decide.mutate(
                        { id: request.id, decision },
                        {
                          onSuccess: () =>
                            notifications.show({
                              color: 'teal',
                              message:
                                decision === 'approve'
                                  ? `${request.name} joined. They get an email to confirm their address.`
                                  : `${request.name}'s request was declined. They get an email.`,
                            }),
                          onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
                        },
                      )
                    }
                  >
                    {decision === 'approve' ? 'Approve' : 'Decline'}
                  </Button>
                ))}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** "Join links" on /candidate (students) and /team (teachers): share a link, see who used it, decide requests. */
export function JoinLinksPanel({ audience: role }: { audience: JoinLinkRole }) {
  const links = useJoinLinks();
  const [creating, setCreating] = useState(false);
  const mine = (links.data ?? []).filter((link) => link.role === role);
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={`join-links-${role}`}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={`join-links-${role}`}>
              Join links
            </Title>
            <Text size="sm" c="dimmed">
              {role === 'CANDIDATE'
                ? 'Share a link with a class: students fill in their own details and join.'
                : 'Share a link with teachers: they fill in their own details and join.'}
            </Text>
          </Stack>
          <Button onClick={() => setCreating(true)}>New join link</Button>
        </Group>
        <WaitingRequests audience={role} />
        {links.isPending ? (
          <Loader size="sm" aria-label="Loading join links" />
        ) : links.isError ? (
          <Alert color="red" title="Could not load the join links">
            {messageOf(links.error)}
          </Alert>
        ) : mine.length === 0 ? (
          <Text size="sm" c="dimmed">
            No join links yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {mine.map((link) => (
              <LinkRow key={link.id} link={link} />
            ))}
          </Stack>
        )}
      </Stack>
      <NewJoinLinkModal audience={role} opened={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
