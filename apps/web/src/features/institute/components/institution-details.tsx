import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InstitutePublic } from '@noticeboard/shared';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

const yearOf = (iso: string) => new Date(iso).getFullYear();

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** The public face of a school: name, board, place and member counts. */
export function InstitutionDetails({ institute }: { institute: InstitutePublic }) {
  const place = [institute.city, institute.state, institute.country].filter(Boolean).join(', ');
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs" align="center">
          <Title order={1}>{institute.name}</Title>
          {institute.verified && (
            <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}>
              Verified
            </Badge>
          )}
        </Group>
        <Text c="dimmed">
          {institute.board === 'STATE' ? 'State board' : institute.board} school · {place}
        </Text>
        <Text size="sm" c="dimmed">
          On Noticeboard since {yearOf(institute.createdAt)}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 3 }} spacing="sm" maw={520}>
        <Stat label="Students" value={institute.memberCounts.students} />
        <Stat label="Faculty" value={institute.memberCounts.faculty} />
        <Stat label="Admins" value={institute.memberCounts.admins} />
      </SimpleGrid>
    </Stack>
  );
}
