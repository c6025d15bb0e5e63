import { Button, Modal, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClassSection } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { sectionLabel } from '../academic-labels';
import { useAssignSubject } from '../api/class-subjects';
import { useSubjects } from '../api/subjects';
import { FacultySelect } from './faculty-select';

/** Adds a subject to a section, with its teacher if one is chosen. */
export function AddSubjectModal({ section, onClose }: { section: ClassSection | null; onClose: () => void }) {
  const subjects = useSubjects();
  const assign = useAssignSubject();
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [facultyId, setFacultyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const taught = new Set(section?.classSectionSubjectList.map((item) => item.subjectId));
  const options = (subjects.data ?? [])
    .filter((subject) => !taught.has(subject.id))
    .map((subject) => ({ value: subject.id, label: subject.name }));
  const where = section ? sectionLabel(section.studentClass, section.section) : '';

  const close = () => {
    setSubjectId(null);
    setFacultyId(null);
    setError(null);
    onClose();
  };
  const save = () => {
    if (!section) return;
    if (!subjectId) {
      setError('Choose a subject');
      return;
    }
    assign.mutate(
      { classSectionId: section.id, subjectId, facultyId },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: `${saved.subjectName} added to ${where}.` });
          close();
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };

  return (
    <Modal opened={section !== null} onClose={close} title={`Add a subject to ${where}`} centered>
      <Stack gap="md">
        <Select
          label="Subject"
          required
          searchable
          data={options}
          value={subjectId}
          onChange={setSubjectId}
          error={error}
          nothingFoundMessage="Every subject is already taught here"
          data-autofocus
        />
        <FacultySelect
          label="Teacher"
          value={facultyId}
          onChange={setFacultyId}
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={save} loading={assign.isPending}>
          Add subject
        </Button>
      </Stack>
    </Modal>
  );
}
