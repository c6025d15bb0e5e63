import { ActionIcon, Avatar, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { COLLAB_LIMITS, type Collab, type CollabPerson } from '@noticeboard/shared';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { messageOf } from '../../../../lib/api-error';
import { useSessionUser } from '../../../../lib/use-session';
import { initialsOf } from '../../components/community-format';
import { MY_COLLABS_PATH } from '../api/collab-paths';
import { mayLeaveCollab } from '../api/collab-rights';
import { type TeamKind, useAddableMembers, useAddTeamMember, useRemoveTeamMember } from '../api/collabs';

const KIND_WORDS: Record<TeamKind, { one: string; add: string; placeholder: string }> = {
  PARTICIPANT: { one: 'participant', add: 'Add participant', placeholder: 'Search students of your school' },
  FACULTY: { one: 'mentor', add: 'Add mentor', placeholder: 'Search teachers of your school' },
};

function AddMember({ collab, kind }: { collab: Collab; kind: TeamKind }) {
  const words = KIND_WORDS[kind];
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const addable = useAddableMembers(collab.id, kind, debounced, open);
  const add = useAddTeamMember(collab.id, kind);
  const full =
    kind === 'PARTICIPANT'
      ? collab.participants.length >= COLLAB_LIMITS.participantsMax
      : collab.faculty.length >= COLLAB_LIMITS.facultyMax;

  if (!open) {
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={14} />}
        onClick={() => setOpen(true)}
        disabled={full}
      >
        {words.add}
      </Button>
    );
  }
  const options = (addable.data ?? []).map((member) => ({
    value: member.id,
    label: member.detail ? `${member.name} (${member.detail})` : member.name,
  }));
  return (
    <Stack gap={6}>
      <Select
        label={words.add}
        placeholder={words.placeholder}
        searchable
        data={options}
        value={chosen}
        onChange={setChosen}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={addable.isFetching ? 'Searching…' : 'Nobody to add'}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button
          size="xs"
          disabled={!chosen}
          loading={add.isPending}
          onClick={() =>
            chosen &&
            add.mutate(chosen, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: `The ${words.one} was added.` });
                setChosen(null);
                setSearch('');
                setOpen(false);
              },
              onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
            })
          }
        >
          Add
        </Button>
      </Group>
    </Stack>
  );
}

function Member({
  person,
  onRemove,
}: {
  person: CollabPerson;
  /** Absent for the owner and for readers who cannot manage the team. */
  onRemove?: () => void;
}) {
  const role = person.kind === 'OWNER' ? 'Owner' : person.kind === 'FACULTY' ? 'Mentor' : 'Participant';
  return (
    <Group gap="sm" wrap="nowrap" component="li">
      <Avatar size="sm" radius="xl" color={person.kind === 'FACULTY' ? 'grape' : 'blue'}>
        {initialsOf(person.name)}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {person.name}
        </Text>
        <Text size="xs" c="dimmed">
          {role}
        </Text>
      </div>
      {onRemove && (
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${person.name}`} onClick={onRemove}>
          <IconUserMinus size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** Owner, participants and mentors; the team manages members of its own school (never the owner). */
export function CollabTeam({ collab }: { collab: Collab }) {
  const [removing, setRemoving] = useState<CollabPerson | null>(null);
  const navigate = useNavigate();
  const removeParticipant = useRemoveTeamMember(collab.id, 'PARTICIPANT');
  const removeMentor = useRemoveTeamMember(collab.id, 'FACULTY');
  const remove = removing?.kind === 'FACULTY' ? removeMentor : removeParticipant;
  const user = useSessionUser();
  const manage = collab.canManageTeam;
  const removable = (person: CollabPerson) =>
    manage || mayLeaveCollab(collab, user, person.id) ? () => setRemoving(person) : undefined;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="collab-team-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="collab-team-title">
          Team
        </Title>
        <Stack gap="xs" component="ul" aria-label="Students" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <Member person={collab.owner} />
          {collab.participants.map((person) => (
            <Member key={person.id} person={person} onRemove={removable(person)} />
          ))}
        </Stack>
        {manage && <AddMember collab={collab} kind="PARTICIPANT" />}
        <Title order={3} fz="sm" mt="xs">
          Mentors
        </Title>
        {collab.faculty.length === 0 ? (
          <Text size="sm" c="dimmed">
            No mentor yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Mentors" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {collab.faculty.map((person) => (
              <Member key={person.id} person={person} onRemove={removable(person)} />
            ))}
          </Stack>
        )}
        {manage && <AddMember collab={collab} kind="FACULTY" />}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.name ?? ''} from the collab?`}
        confirmLabel="Remove"
        color="red"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (after) => {
              setRemoving(null);
              if (!after) void navigate(MY_COLLABS_PATH);
            },
            onError: (error) => {
              setRemoving(null);
              notifications.show({ color: 'red', message: messageOf(error) });
            },
          })
        }
      />
    </Paper>
  );
}
