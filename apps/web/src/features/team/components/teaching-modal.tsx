import { Alert, Center, List, Loader, Modal, Text } from '@mantine/core';
import { STUDENT_CLASS_INFO, type StaffMember } from '@noticeboard/shared';
import { messageOf } from '../../../lib/api-error';
import { useTeaching } from '../api/teaching';

/** The class-section subjects a faculty member is assigned to (assigned on the curriculum pages). */
export function TeachingModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const teaching = useTeaching(member?.id ?? null);
  return (
    <Modal opened={member !== null} onClose={onClose} title={`What ${member?.name ?? ''} teaches`} centered>
      {teaching.isPending && (
        <Center py="md" role="status" aria-label="Loading">
          <Loader size="sm" />
        </Center>
      )}
      {teaching.isError && <Alert color="red">{messageOf(teaching.error)}</Alert>}
      {teaching.data?.length === 0 && <Text c="dimmed">No classes or subjects assigned yet.</Text>}
      {teaching.data && teaching.data.length > 0 && (
        <List spacing="xs">
          {teaching.data.map((item) => (
            <List.Item key={item.id}>
              {item.subjectName} — {STUDENT_CLASS_INFO[item.studentClass].label}
              {item.section !== 'NA' ? ` · ${item.section}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}
