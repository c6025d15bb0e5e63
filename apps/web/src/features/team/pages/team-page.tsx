import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { CommitteePanel } from '../components/committee-panel';
import { StaffPanel } from '../components/staff-panel';

const TABS = [
  { value: 'faculty', label: 'Faculty' },
  { value: 'admins', label: 'Admins' },
  { value: 'committee', label: 'Approval committee' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** `/team` (institute only): faculty, admins and the approval committee. */
export default function TeamPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'faculty';
  const instituteId = useSessionUser()?.instituteId ?? null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Team</Title>
        <Text c="dimmed">Your school's faculty and admins. Each new member gets an email to set their password.</Text>
        <Group gap="md">
          <Anchor component={Link} to="/faculty/history" size="sm">
            Faculty history
          </Anchor>
          <Anchor component={Link} to="/approval-committee/history" size="sm">
            Committee history
          </Anchor>
        </Group>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => isTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label="Team">
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="faculty" pt="lg">
          <StaffPanel staffRole="FACULTY" />
        </Tabs.Panel>
        <Tabs.Panel value="admins" pt="lg">
          <StaffPanel staffRole="ADMIN" />
        </Tabs.Panel>
        <Tabs.Panel value="committee" pt="lg">
          {instituteId && <CommitteePanel instituteId={instituteId} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
