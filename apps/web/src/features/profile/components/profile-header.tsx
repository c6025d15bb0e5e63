import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@noticeboard/shared';
import { formatMonthYear } from '@noticeboard/shared';
import { Link } from 'react-router';
import { classAndSection, roleName } from '../profile-labels';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** Name, role, school and class of a member. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const klass = classAndSection(profile);
  return (
    <Group gap="lg" align="flex-start" wrap="nowrap">
      <Avatar size={72} radius="xl" color="blue" aria-hidden>
        {initials(profile.name)}
      </Avatar>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {profile.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{roleName(profile)}</Badge>
          {profile.isSelf && (
            <Badge variant="outline" color="gray">
              You
            </Badge>
          )}
        </Group>
        {profile.instituteName && (
          <Text size="sm">
            {profile.instituteCustomUrl ? (
              <Anchor component={Link} to={`/institution/${profile.instituteCustomUrl}`}>
                {profile.instituteName}
              </Anchor>
            ) : (
              profile.instituteName
            )}
            {klass ? ` · ${klass}` : ''}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Member since {formatMonthYear(profile.memberSince)}
        </Text>
      </Stack>
    </Group>
  );
}
