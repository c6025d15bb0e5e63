import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PROFILE_LIMITS, type ProfileView, profilePersonalInfoBodySchema } from '@noticeboard/shared';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { zodResolver } from '../../../lib/zod-form';
import { savePersonalInfo, useProfileWrite } from '../api/edit-profile';
import { ProfileSection } from './profile-section';

function AboutForm({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const save = useProfileWrite(savePersonalInfo);
  const form = useForm({
    initialValues: { headline: profile.headline ?? '', about: profile.about ?? '', location: profile.location ?? '' },
    validate: zodResolver(profilePersonalInfoBodySchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Saved.' });
        onDone();
      },
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="About you">
      <Stack gap="sm">
        <TextInput
          label="Headline"
          description="One line under your name"
          placeholder="e.g. Loves maths puzzles and the school garden"
          maxLength={PROFILE_LIMITS.headline}
          data-autofocus
          {...form.getInputProps('headline')}
        />
        <Textarea
          label="About you"
          description="Hobbies, what you enjoy learning, what you are proud of. Keep addresses and phone numbers out."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={PROFILE_LIMITS.about}
          {...form.getInputProps('about')}
        />
        <TextInput
          label="Town or city"
          placeholder="e.g. Bengaluru"
          maxLength={PROFILE_LIMITS.location}
          {...form.getInputProps('location')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** About the person: their own words; the owner edits the headline, the words and the town. */
export function AboutSection({ profile }: { profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  if (!profile.isSelf && !profile.about) return null;
  return (
    <ProfileSection
      heading="About"
      empty={profile.about ? null : 'A few words about you: what you enjoy, what you are learning.'}
      action={
        profile.isSelf && (
          <Button
            variant="light"
            mih={44}
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit about
          </Button>
        )
      }
    >
      {profile.about && <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{profile.about}</Text>}
      <Modal opened={editing} onClose={() => setEditing(false)} title="About you" size="lg">
        {editing && <AboutForm profile={profile} onDone={() => setEditing(false)} />}
      </Modal>
    </ProfileSection>
  );
}
