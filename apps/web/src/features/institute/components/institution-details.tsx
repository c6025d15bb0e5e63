import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, type InstitutePublic, type VerificationEvidence } from '@noticeboard/shared';
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

const CHECKED: Record<VerificationEvidence, string> = { UDISE: 'UDISE code', AFFILIATION: 'board affiliation' };

/** Why the badge is there, or null when it is not: only a Noticeboard operator's check makes a school verified. */
export function verificationText(institute: Pick<InstitutePublic, 'verified' | 'verifiedAt' | 'verifiedWith'>) {
  if (!institute.verified || !institute.verifiedAt || !institute.verifiedWith) return null;
  return `Verified by Noticeboard: ${CHECKED[institute.verifiedWith]} checked on ${formatDate(institute.verifiedAt)}`;
}

/** The public face of a school: name, board, place, whether Noticeboard has verified it, and member counts. */
export function InstitutionDetails({ institute }: { institute: InstitutePublic }) {
  const place = [institute.city, institute.state, institute.country].filter(Boolean).join(', ');
  const verification = verificationText(institute);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs" align="center">
          <Title order={1}>{institute.name}</Title>
          {verification && (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
              title={verification}
            >
              Verified
            </Badge>
          )}
        </Group>
        {verification && (
          <Text size="sm" c="dimmed">
            {verification}
          </Text>
        )}
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
