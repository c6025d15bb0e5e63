import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  formatDate,
  type PendingPolicy,
  POLICY_PAGE_PATHS,
  type PolicyAcceptanceStatus,
  type UserDetails,
} from '@noticeboard/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { hasErrorCode } from '../../../lib/api-error';
import { setUserData } from '../../../lib/session';
import { useAcceptPolicies } from '../api/accept-policies';
import { usePolicyAcceptance } from '../api/policy-acceptance';
import { PolicySection } from './policy-section';

function headingOf(status: PolicyAcceptanceStatus): string {
  if (status.accepted.length === 0) return 'Before you start: our privacy policy and safety advisory';
  if (status.pending.some((entry) => entry.document === 'PRIVACY_POLICY')) return 'We have updated our privacy policy';
  return 'We have updated our safety advisory';
}

function PendingCard({ policy, forChild }: { policy: PendingPolicy; forChild: boolean }) {
  const id = `pending-${policy.document}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id={id}>
            {policy.title}
          </Title>
          <Text size="sm" c="dimmed">
            Version of {formatDate(policy.version)}
          </Text>
        </Stack>
        {forChild && (
          <Box p="sm" bg="var(--mantine-color-blue-light)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <PolicySection section={policy.summary} order={3} />
          </Box>
        )}
        <Stack gap={4}>
          <Title order={3} size="h5">
            What changed
          </Title>
          <List spacing={4}>
            {policy.changes.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        </Stack>
        <Anchor component={Link} to={POLICY_PAGE_PATHS[policy.document]} fw={600}>
          Read the whole {policy.title.toLowerCase()}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * The step before anything else when the current privacy policy or safety advisory is not accepted yet (a changed
 * version, or a person the school added): what changed, links to the texts, Accept. Students see the short summary
 * written for them. Nothing else of the app is shown until it is accepted.
 */
export default function PolicyGate({ user }: { user: UserDetails }) {
  const status = usePolicyAcceptance();
  const accept = useAcceptPolicies();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = status.data;
  const loaded = data !== undefined;

  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  // Someone who accepted elsewhere (another tab, another device) goes straight on.
  useEffect(() => {
    if (data && data.pending.length === 0) setUserData({ ...user, pendingPolicies: [] });
  }, [data, user]);

  const onAccept = (pending: PendingPolicy[]) =>
    accept.mutate(
      { accept: pending.map(({ document, version }) => ({ document, version })) },
      {
        onSuccess: (next) => setUserData({ ...user, pendingPolicies: next.pending.map((entry) => entry.document) }),
        // A newer version was published while reading: show it.
        onError: (error) => hasErrorCode(error, 'CONFLICT') && void status.refetch(),
      },
    );

  return (
    <Box component="main" id="main-content" mih="100dvh" py="xl" bg="var(--mantine-color-body)">
      <Container size={640} px="md">
        <Stack gap="lg">
          <Text fw={700} size="lg" c="blue">
            Noticeboard
          </Text>
          {status.isPending && (
            <Center mih="30vh" role="status" aria-label="Loading what changed">
              <Loader />
            </Center>
          )}
          {status.isError && (
            <FetchError
              error={status.error}
              fallback="What changed could not be loaded. Check your connection and try again."
              onRetry={() => void status.refetch()}
            />
          )}
          {data && data.pending.length > 0 && (
            <>
              <Stack gap="xs">
                <Title order={1} ref={heading} tabIndex={-1}>
                  {headingOf(data)}
                </Title>
                <Text>
                  {user.type === 'CANDIDATE'
                    ? 'Please read this with a parent or teacher if you like. It says what we keep about you and how to stay safe here.'
                    : 'Please read what changed. You can continue once you accept.'}
                </Text>
              </Stack>
              {data.pending.map((policy) => (
                <PendingCard key={policy.document} policy={policy} forChild={user.type === 'CANDIDATE'} />
              ))}
              {accept.isError && (
                <Alert color="red" variant="light" role="alert">
                  {hasErrorCode(accept.error, 'CONFLICT')
                    ? 'A newer version was published while you were reading. Please read it and accept again.'
                    : 'Your answer could not be saved. Check your connection and try again.'}
                </Alert>
              )}
              <Group justify="space-between" gap="sm">
                <Button component={Link} to="/signout" variant="subtle" size="md">
                  Not now, sign out
                </Button>
                <Button size="md" loading={accept.isPending} onClick={() => onAccept(data.pending)}>
                  I accept
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
