import { ActionIcon, Badge, Group, Menu, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Consent, ConsentStatus } from '@noticeboard/shared';
import { classSectionLabel, formatDate, formatMoney } from '@noticeboard/shared';
import { IconDots, IconMailForward } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { useResendConsent } from '../api/resend-consent';
import { useUpdateConsentStatus } from '../api/update-consent-status';

export const STATUS_LABELS: Record<ConsentStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  GRANTED: { label: 'Granted', color: 'teal' },
  DECLINED: { label: 'Declined', color: 'red' },
};

const dateOf = (iso: string | null) => (iso ? formatDate(iso) : '—');

/** One row per student: their parent, the answer, the consent fee paid, when the link was last sent, and actions. */
export function ConsentsTable({ consents }: { consents: Consent[] }) {
  const resend = useResendConsent();
  const update = useUpdateConsentStatus();
  const fail = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });
  const resendTo = (consent: Consent) =>
    resend.mutate(consent.studentId, {
      onSuccess: () => notifications.show({ color: 'teal', message: `A new link was sent to ${consent.parentName}.` }),
      onError: fail,
    });
  const setStatus = (consent: Consent, status: ConsentStatus) =>
    update.mutate(
      { studentId: consent.studentId, status, note: 'Recorded by the school' },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: `${consent.studentName}: ${STATUS_LABELS[status].label.toLowerCase()}.`,
          }),
        onError: fail,
      },
    );

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Parent</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Fee</Table.Th>
            <Table.Th>Last sent</Table.Th>
            <Table.Th>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consents.map((consent) => (
            <Table.Tr key={consent.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {consent.studentName}
                </Text>
                <Text size="xs" c="dimmed">
                  {classSectionLabel(consent.studentClass, consent.section)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{consent.parentName}</Text>
                <Text size="xs" c="dimmed">
                  {consent.parentEmail}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_LABELS[consent.status].color} variant="light">
                  {STATUS_LABELS[consent.status].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                {consent.payment ? (
                  <>
                    <Badge color="teal" variant="outline">
                      Paid {formatMoney(consent.payment.amountPaise)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      on {dateOf(consent.payment.paidAt)}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not paid
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{consent.lastSentAt ? dateOf(consent.lastSentAt) : 'Not sent'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {consent.status === 'PENDING' && (
                    <Tooltip label={consent.lastSentAt ? 'Resend link' : 'Send link'}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Send the consent link to the parent of ${consent.studentName}`}
                        onClick={() => resendTo(consent)}
                        loading={resend.isPending && resend.variables === consent.studentId}
                      >
                        <IconMailForward size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={`Change consent for ${consent.studentName}`}>
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Label>Record an answer given on paper</Menu.Label>
                      {(['GRANTED', 'DECLINED', 'PENDING'] as const)
                        .filter((status) => status !== consent.status)
                        .map((status) => (
                          <Menu.Item key={status} onClick={() => setStatus(consent, status)}>
                            Mark as {STATUS_LABELS[status].label.toLowerCase()}
                          </Menu.Item>
                        ))}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
