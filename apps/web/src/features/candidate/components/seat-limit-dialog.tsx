import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { type SeatLimit, seatLimitOf } from '@noticeboard/shared';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasErrorCode } from '../../../lib/api-error';

/** The numbers of a SEAT_LIMIT refusal (adding or restoring students past the paid seats); null for any other error. */
export function seatLimitOfError(error: unknown): SeatLimit | null {
  return hasErrorCode(error, 'SEAT_LIMIT') ? seatLimitOf(error.details) : null;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Your plan's seats are full": how many are in use, and buying the seats missing (priced for the rest of the period). */
export function SeatLimitDialog({
  limit,
  action = 'add',
  onClose,
}: {
  limit: SeatLimit | null;
  action?: 'add' | 'restore';
  onClose: () => void;
}) {
  const whom = limit?.adding === 1 ? 'this student' : `these ${limit?.adding ?? ''} students`;
  const buy = limit ? `Buy ${count(limit.needed, 'more seat', 'more seats')}` : '';
  return (
    <Modal opened={limit !== null} onClose={onClose} title="Your plan's seats are full" centered size="sm">
      {limit && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="orange" variant="light" size="lg">
              <IconUsersPlus size={20} aria-hidden />
            </ThemeIcon>
            <Text size="sm">
              Your plan has {count(limit.seats, 'seat', 'seats')} and {limit.used} {limit.used === 1 ? 'is' : 'are'} in
              use. To {action} {whom}, buy {count(limit.needed, 'more seat', 'more seats')}.
            </Text>
          </Group>
          <List size="sm" spacing={2} aria-label="Seats">
            <List.Item>Seats in your plan: {limit.seats}</List.Item>
            <List.Item>Active students: {limit.used}</List.Item>
            <List.Item>
              {action === 'add' ? 'Adding' : 'Restoring'}: {limit.adding}
            </List.Item>
          </List>
          <Text size="xs" c="dimmed">
            Extra seats are charged only for the rest of your plan's current period.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Not now
            </Button>
            <Button component={Link} to={`/checkout/seats?seats=${limit.needed}`}>
              {buy}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
