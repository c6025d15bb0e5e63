import { Button, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SectionType, StudentClass } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useMoveCandidates } from '../api/move-candidates';
import { CLASS_OPTIONS, SECTION_OPTIONS } from '../labels';

interface MoveSelectedModalProps {
  ids: string[];
  opened: boolean;
  onClose: () => void;
  onMoved: () => void;
}

/** Moves every selected student to one class and section. */
export function MoveSelectedModal({ ids, opened, onClose, onMoved }: MoveSelectedModalProps) {
  const move = useMoveCandidates();
  const [studentClass, setStudentClass] = useState<string | null>(null);
  const [section, setSection] = useState<string | null>('NA');
  const submit = () => {
    if (!studentClass || !section) return;
    move.mutate(
      { ids, studentClass: studentClass as StudentClass, section: section as SectionType },
      {
        onSuccess: ({ moved }) => {
          notifications.show({ color: 'teal', message: `${moved} student${moved === 1 ? '' : 's'} moved.` });
          onMoved();
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Move selected students" centered>
      <Stack gap="sm">
        <Text size="sm">
          {ids.length} student{ids.length === 1 ? '' : 's'} selected.
        </Text>
        <SimpleGrid cols={2}>
          <Select label="To class" required data={CLASS_OPTIONS} value={studentClass} onChange={setStudentClass} />
          <Select
            label="Section"
            required
            allowDeselect={false}
            data={SECTION_OPTIONS}
            value={section}
            onChange={setSection}
          />
        </SimpleGrid>
        <Button onClick={submit} disabled={!studentClass} loading={move.isPending}>
          Move
        </Button>
      </Stack>
    </Modal>
  );
}
