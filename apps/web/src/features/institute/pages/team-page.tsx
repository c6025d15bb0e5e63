import { Stack, Tabs, Text, Title } from '@mantine/core';
import { MEMBER_ROLES, type MemberRole } from '@noticeboard/shared';
import { useSearchParams } from 'react-router';
import { MembersPanel } from '../components/members-panel';
import { ROLE_LABELS } from '../member-labels';

const isMemberRole = (value: string | null): value is MemberRole => MEMBER_ROLES.some((role) => role === value);

/** `/team` (institute only): faculty, admins and students of the school. */
export default function TeamPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('role');
  const role: MemberRole = isMemberRole(tab) ? tab : 'FACULTY';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Team</Title>
        <Text c="dimmed">Add the people of your school. Each one gets an email to set their password.</Text>
      </Stack>
      <Tabs
        value={role}
        onChange={(value) => isMemberRole(value) && setParams({ role: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label="Member type">
          {MEMBER_ROLES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {ROLE_LABELS[value].many}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MEMBER_ROLES.map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <MembersPanel memberRole={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
