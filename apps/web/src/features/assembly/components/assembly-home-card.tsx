/** On `/home` for members of a school: their birthday wishes, today's assembly, and today's birthdays. */
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, type UserDetails } from '@noticeboard/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSchoolBulletins } from '../api/assembly';
import { BirthdaysCard } from './birthdays-card';
import { MyWishesCard } from './my-wishes-card';

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function TodayAssembly() {
  const bulletins = useSchoolBulletins(undefined);
  const data = bulletins.data;
  if (!data?.enabled) return null;
  const bulletin = data.current;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Morning assembly">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <IconSpeakerphone size={22} aria-hidden color="var(--mantine-color-blue-7)" />
          <div>
            <Text fw={600}>Morning assembly</Text>
            <Text size="sm" c="dimmed">
              {bulletin
                ? `${formatDate(bulletin.day)}: ${bulletin.headlines.length} headlines${bulletin.thought ? ', a thought for the day' : ''}${bulletin.birthdayCount ? ` and ${bulletin.birthdayCount} birthday${bulletin.birthdayCount === 1 ? '' : 's'}` : ''}`
                : 'The first bulletin goes out at the next assembly.'}
              {data.upcoming ? " · Tomorrow's bulletin is ready to edit." : ''}
            </Text>
          </div>
        </Group>
        <Anchor component={Link} to="/school-news-events" size="sm" fw={600}>
          Open
        </Anchor>
      </Group>
    </Paper>
  );
}

export function AssemblyHomeCards({ user }: { user: UserDetails }) {
  const member = user.type === 'INSTITUTE' || Boolean(user.instituteId);
  if (!member) return null;
  return (
    <Stack gap="md">
      {user.type !== 'INSTITUTE' && <MyWishesCard firstName={firstNameOf(user.name)} />}
      <TodayAssembly />
      <BirthdaysCard />
    </Stack>
  );
}
