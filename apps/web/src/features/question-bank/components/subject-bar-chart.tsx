import { Box, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import type { QuestionStatus } from '@noticeboard/shared';
import { STATUS_COLORS, statusLabel } from './bank-format';

export interface SubjectBar {
  subject: string;
  approved: number;
  pending: number;
  rejected: number;
}

const PARTS: { key: keyof Omit<SubjectBar, 'subject'>; status: QuestionStatus }[] = [
  { key: 'approved', status: 'APPROVED' },
  { key: 'pending', status: 'PENDING_REVIEW' },
  { key: 'rejected', status: 'REJECTED' },
];

/** One stacked bar per subject (approved, waiting, rejected), scaled to the largest subject, numbers beside. */
export function SubjectBarChart({ bars }: { bars: SubjectBar[] }) {
  const theme = useMantineTheme();
  const totalOf = (bar: SubjectBar) => bar.approved + bar.pending + bar.rejected;
  const largest = Math.max(1, ...bars.map(totalOf));
  if (bars.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No questions yet.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Group gap="md" aria-hidden>
        {PARTS.map(({ status }) => (
          <Group key={status} gap={6}>
            <span
              style={{ width: 10, height: 10, borderRadius: 2, background: theme.colors[STATUS_COLORS[status]]?.[6] }}
            />
            <Text size="xs">{statusLabel(status)}</Text>
          </Group>
        ))}
      </Group>
      <Stack
        gap={10}
        component="ul"
        aria-label="Questions per subject"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {bars.map((bar) => {
          const total = totalOf(bar);
          const summary = PARTS.map(({ key, status }) => `${statusLabel(status)} ${bar[key]}`).join(', ');
          return (
            <li key={bar.subject} aria-label={`${bar.subject}: ${total} questions (${summary})`}>
              <Group justify="space-between" gap="xs" mb={2}>
                <Text size="sm" fw={500}>
                  {bar.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  {total} · {bar.approved} / {bar.pending} / {bar.rejected}
                </Text>
              </Group>
              <Box
                aria-hidden
                style={{
                  display: 'flex',
                  height: 12,
                  borderRadius: 6,
                  overflow: 'hidden',
                  width: `${(total / largest) * 100}%`,
                  minWidth: total > 0 ? 4 : 0,
                  background: 'var(--mantine-color-default-border)',
                }}
              >
                {PARTS.map(({ key, status }) =>
                  bar[key] > 0 ? (
                    <span
                      key={key}
                      style={{ flexGrow: bar[key], background: theme.colors[STATUS_COLORS[status]]?.[6] }}
                    />
                  ) : null,
                )}
              </Box>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
