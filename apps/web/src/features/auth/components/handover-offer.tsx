import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { HOME_PAGE_PATH } from '@noticeboard/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { saveSession } from '../../../lib/session';
import { declineHandedOverSession, exchangeHandedOverToken } from '../api/handover';

/** "Continue as Asha?" for a session handed over in a link; the form below stays for anyone else. */
export function HandoverOffer({ token, next }: { token: string; next: string | null }) {
  const navigate = useNavigate();
  const [declined, setDeclined] = useState(false);
  const offer = useQuery({
    queryKey: ['auth', 'handover', token],
    queryFn: () => exchangeHandedOverToken(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const decline = useMutation({
    mutationFn: declineHandedOverSession,
    onSettled: () => setDeclined(true),
  });

  if (declined) return null;
  if (offer.isPending) return <Skeleton height={88} radius="md" aria-label="Checking your sign-in link" />;
  if (offer.isError) {
    return (
      <Alert color="orange" variant="light" role="alert" title="Link expired">
        This sign-in link has expired or was already used. Please sign in below.
      </Alert>
    );
  }
  const { user, refreshToken } = offer.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>
          Continue as <strong>{user.name}</strong> ({user.email})?
        </Text>
        <Group gap="sm">
          <Button
            onClick={() => {
              saveSession(user, refreshToken);
              void navigate(next ?? HOME_PAGE_PATH, { replace: true });
            }}
          >
            Continue
          </Button>
          <Button variant="default" loading={decline.isPending} onClick={() => decline.mutate(refreshToken)}>
            Not me
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
