import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROFILE_LIMITS, type ProfileSkill, type ProfileView } from '@noticeboard/shared';
import { IconRosette, IconRosetteFilled, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { addSkill, endorseSkill, removeSkill, reorderSkills, useProfileWrite } from '../api/edit-profile';
import { MoveButtons } from './move-buttons';
import { ProfileSection } from './profile-section';

const onError = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

function endorsementText(skill: ProfileSkill): string | null {
  if (skill.endorsements === 0) return null;
  const names = skill.endorsers?.map((endorser) => endorser.name).join(', ');
  const count = skill.endorsements === 1 ? 'Endorsed by 1 teacher' : `Endorsed by ${skill.endorsements} teachers`;
  return names ? `${count}: ${names}` : count;
}

function SkillRow({
  skill,
  profile,
  first,
  last,
  onMove,
}: {
  skill: ProfileSkill;
  profile: ProfileView;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  const remove = useProfileWrite(removeSkill);
  const endorse = useProfileWrite(endorseSkill);
  const endorsed = endorsementText(skill);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" style={{ listStyle: 'none' }}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {skill.name}
          </Text>
          {skill.endorsements > 0 && (
            <Badge variant="light" color="teal" leftSection={<IconRosetteFilled size={12} aria-hidden />}>
              {skill.endorsements}
              <VisuallyHidden> {skill.endorsements === 1 ? 'endorsement' : 'endorsements'}</VisuallyHidden>
            </Badge>
          )}
        </Group>
        {endorsed && (
          <Text size="xs" c="dimmed">
            {endorsed}
          </Text>
        )}
      </Stack>
      {profile.canEndorse && (
        <Button
          variant={skill.endorsedByViewer ? 'light' : 'default'}
          color="teal"
          mih={44}
          loading={endorse.isPending}
          leftSection={<IconRosette size={16} aria-hidden />}
          aria-pressed={skill.endorsedByViewer}
          aria-label={`${skill.endorsedByViewer ? 'Withdraw endorsement of' : 'Endorse'} ${skill.name}`}
          onClick={() => endorse.mutate({ id: skill.id, endorse: !skill.endorsedByViewer }, { onError })}
        >
          {skill.endorsedByViewer ? 'Endorsed' : 'Endorse'}
        </Button>
      )}
      {profile.isSelf && (
        <Group gap={0} wrap="nowrap">
          <MoveButtons label={skill.name} first={first} last={last} onMove={onMove} />
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={`Remove ${skill.name}`}
            loading={remove.isPending}
            onClick={() => remove.mutate(skill.id, { onError })}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

function AddSkillForm() {
  const [name, setName] = useState('');
  const add = useProfileWrite(addSkill);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return;
    add.mutate(value, { onSuccess: () => setName(''), onError });
  };
  return (
    <form onSubmit={submit} aria-label="Add a skill">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Add a skill"
          placeholder="e.g. Public speaking"
          value={name}
          maxLength={PROFILE_LIMITS.skillName}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" mih={44} loading={add.isPending} disabled={!name.trim()}>
          Add
        </Button>
      </Group>
    </form>
  );
}

/** Skills with teachers' endorsements; a teacher of the student's school endorses, the owner adds, moves and removes. */
export function SkillsSection({ profile }: { profile: ProfileView }) {
  const reorder = useProfileWrite(reorderSkills);
  const { skills } = profile;
  if (!profile.isSelf && skills.length === 0) return null;
  const move = (index: number, direction: -1 | 1) => {
    const ids = skills.map((skill) => skill.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + direction, 0, moved);
    reorder.mutate(ids, { onError });
  };
  return (
    <ProfileSection
      heading="Skills"
      empty={skills.length === 0 ? 'What are you good at? Teachers can endorse students’ skills.' : null}
    >
      {skills.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0}>
          {skills.map((skill, index) => (
            <SkillRow
              key={skill.id}
              skill={skill}
              profile={profile}
              first={index === 0}
              last={index === skills.length - 1}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </Stack>
      )}
      {profile.isSelf && <AddSkillForm />}
    </ProfileSection>
  );
}
