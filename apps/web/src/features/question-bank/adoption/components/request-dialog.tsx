import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUESTION_LIMITS } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-error';
import { type AdoptableSchool, useRequestAdoption } from '../api/adoptions';

interface RequestDialogProps {
  school: AdoptableSchool | null;
  onClose: () => void;
}

/** Asks a school for its question bank, with an optional note to its administrators. */
export function RequestDialog({ school, onClose }: RequestDialogProps) {
  const request = useRequestAdoption();
  const [message, setMessage] = useState('');
  const close = () => {
    setMessage('');
    onClose();
  };
  const send = () => {
    if (!school) return;
    request.mutate(
      { ownerInstituteId: school.instituteId, message: message.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `Request sent to ${school.name}. They will get an email.` });
          close();
        },
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );
  };

  return (
    <Modal opened={school !== null} onClose={close} title="Request their question bank" centered>
      <Stack gap="md">
        <Text size="sm">
          {school?.name} will be asked to share their {school?.approvedQuestions} approved questions with your school.
          You can withdraw the request until they answer.
        </Text>
        <Textarea
          label="Message (optional)"
          description="A few words about why your school would like to use their questions"
          autosize
          minRows={3}
          maxLength={QUESTION_LIMITS.adoptionMessageMaxChars}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed" ta="right" mt={-12}>
          {message.length}/{QUESTION_LIMITS.adoptionMessageMaxChars}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={close}>
            Cancel
          </Button>
          <Button size="md" loading={request.isPending} onClick={send}>
            Send request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
