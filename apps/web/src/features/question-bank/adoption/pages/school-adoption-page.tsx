import { Badge, ScrollArea, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInbox, IconSchool, IconSend } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FetchError } from '../../../../components/fetch-error';
import { useAdoptions } from '../api/adoptions';
import { AdoptionRequests } from '../components/adoption-requests';
import { SchoolList } from '../components/school-list';

const TABS = ['schools', 'sent', 'received'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
const REQUESTS_FAILED = 'We could not load your requests.';

function Requests({ direction }: { direction: 'SENT' | 'RECEIVED' }) {
  const adoptions = useAdoptions();
  if (adoptions.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading requests">
        <Skeleton height={110} radius="lg" />
      </Stack>
    );
  if (!adoptions.data)
    return <FetchError error={adoptions.error} fallback={REQUESTS_FAILED} onRetry={() => void adoptions.refetch()} />;
  return (
    <AdoptionRequests
      adoptions={adoptions.data.filter((adoption) => adoption.direction === direction)}
      emptyText={
        direction === 'SENT'
          ? 'Your school has not asked for another bank yet.'
          : 'No school has asked for your question bank yet.'
      }
    />
  );
}

/** `/school-adoption` (the school account): find banks to adopt, follow what was asked and answer what came in. */
export default function SchoolAdoptionPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'schools';
  const adoptions = useAdoptions();
  const waiting = (adoptions.data ?? []).filter(
    (adoption) => adoption.direction === 'RECEIVED' && adoption.canDecide,
  ).length;

  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          School adoption
        </Title>
        <Text c="dimmed">
          Share approved questions between schools: ask another school for its question bank, or answer schools that ask
          for yours.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'schools' ? { tab: value } : {}, { replace: true })}
        variant="pills"
        keepMounted={false}
      >
        <ScrollArea type="never">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value="schools" leftSection={<IconSchool size={18} />}>
              Schools
            </Tabs.Tab>
            <Tabs.Tab value="sent" leftSection={<IconSend size={18} />}>
              Sent
            </Tabs.Tab>
            <Tabs.Tab
              value="received"
              leftSection={<IconInbox size={18} />}
              rightSection={
                waiting > 0 ? (
                  <Badge size="sm" circle color="red" aria-label={`${waiting} waiting for your answer`}>
                    {waiting}
                  </Badge>
                ) : undefined
              }
            >
              Received
            </Tabs.Tab>
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value="schools" pt="md">
          <SchoolList />
        </Tabs.Panel>
        <Tabs.Panel value="sent" pt="md">
          <Requests direction="SENT" />
        </Tabs.Panel>
        <Tabs.Panel value="received" pt="md">
          <Requests direction="RECEIVED" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
