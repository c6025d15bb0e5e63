import { Alert, Button, Center, Chip, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CONSENT_STATUSES, type ConsentStatus } from '@noticeboard/shared';
import { IconMailHeart, IconPlus, IconSearch, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountedLabel } from '../../../components/counted-label';
import { EmptyState } from '../../../components/empty-state';
import { messageOf } from '../../../lib/api-error';
import { useConsentCounts } from '../api/consent-counts';
import { useConsents } from '../api/list-consents';
import { useSendPendingConsents } from '../api/send-pending';
import { ConsentsTable, STATUS_LABELS } from './consents-table';
import { RequestConsentModal } from './request-consent-modal';

const FILTERS = [
  { value: 'ALL', label: 'All' },
  ...CONSENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status].label })),
];
const isStatus = (value: string): value is ConsentStatus => CONSENT_STATUSES.some((status) => status === value);

/** Filter, search and page through the school's consent requests; send the links still owed. */
export function ConsentsPanel() {
  const [filter, setFilter] = useState('ALL');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const consents = useConsents({ status: isStatus(filter) ? filter : undefined, search: debounced, page });
  // Each filter's number, with the same search (issue 17 §4); the labels alone until they load.
  const counts = useConsentCounts(debounced).data;
  const sendPending = useSendPendingConsents();
  const [asking, askModal] = useDisclosure(false);
  const sendAll = () =>
    sendPending.mutate(undefined, {
      onSuccess: ({ sent }) =>
        notifications.show({
          color: 'teal',
          message: sent === 0 ? 'Every pending request already has a working link.' : `${sent} consent links sent.`,
        }),
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        {/* A radio group of chips that wraps on a phone: every status and its count stays in sight. */}
        <Chip.Group
          multiple={false}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(0);
          }}
        >
          <Group gap={6} role="radiogroup" aria-label="Consent status">
            {FILTERS.map(({ value, label }) => (
              <Chip key={value} value={value} size="sm" variant="filled" radius="sm">
                <CountedLabel
                  label={label}
                  count={counts?.[isStatus(value) ? value : 'ALL']}
                  noun="requests"
                  one="request"
                />
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={sendAll}
            loading={sendPending.isPending}
          >
            Send pending links
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={askModal.open}>
            Ask a parent
          </Button>
        </Group>
      </Group>
      <TextInput
        aria-label="Search students or parents"
        placeholder="Search by student or parent name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />
      {consents.isPending && (
        <Center py="xl" role="status" aria-label="Loading consent requests">
          <Loader />
        </Center>
      )}
      {consents.isError && (
        <Alert color="red" role="alert">
          {messageOf(consents.error)}
        </Alert>
      )}
      {consents.data && consents.data.content.length === 0 && filter === 'ALL' && !debounced && page === 0 && (
        <EmptyState
          icon={<IconMailHeart size={30} />}
          title="No consent requests yet"
          actions={
            <>
              <Button component={Link} to="/candidate">
                Add students
              </Button>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={askModal.open}>
                Ask a parent
              </Button>
            </>
          }
        >
          When you add a student under 18 with a parent’s email, we email the parent a link to give consent, and the
          request appears here. You can also ask a parent yourself.
        </EmptyState>
      )}
      {consents.data && consents.data.content.length === 0 && (filter !== 'ALL' || Boolean(debounced) || page > 0) && (
        <Text c="dimmed" ta="center" py="xl">
          No consent requests here.
        </Text>
      )}
      {consents.data && consents.data.content.length > 0 && (
        <>
          <ConsentsTable consents={consents.data.content} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {consents.data.totalElements} in total
            </Text>
            {consents.data.totalPages > 1 && (
              <Pagination
                total={consents.data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Group>
        </>
      )}
      <RequestConsentModal opened={asking} onClose={askModal.close} />
    </Stack>
  );
}
