import { Button, Group, MultiSelect, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MAGAZINE_LIMITS,
  type MagazineConfig,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_FREQUENCY_LABELS,
  type ScheduleFrequency,
} from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useSaveMagazineConfig } from '../api/config';

/** The school sets its magazine up: name, sections, how often an issue comes out, and which teachers edit. */
export function ConfigForm({ config }: { config: MagazineConfig }) {
  const save = useSaveMagazineConfig();
  const [name, setName] = useState(config.name);
  const [sections, setSections] = useState(config.sections);
  const [frequency, setFrequency] = useState<ScheduleFrequency>(config.frequency);
  const [editorIds, setEditorIds] = useState(config.editors.map((editor) => editor.id));

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { name: name.trim(), sections, frequency, editorIds },
            { onSuccess: () => notifications.show({ color: 'green', message: 'Magazine saved.' }) },
          );
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Magazine name"
            value={name}
            maxLength={MAGAZINE_LIMITS.nameMax}
            required
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TagsInput
            label="Sections"
            description="Press Enter after each. Pieces are printed section by section, in this order."
            value={sections}
            maxTags={MAGAZINE_LIMITS.sectionsMax}
            onChange={setSections}
          />
          <Select
            label="A new issue comes out"
            data={SCHEDULE_FREQUENCIES.map((value) => ({ value, label: SCHEDULE_FREQUENCY_LABELS[value] }))}
            value={frequency}
            allowDeselect={false}
            onChange={(value) => value && setFrequency(value as ScheduleFrequency)}
          />
          <MultiSelect
            label="Teachers who edit the magazine"
            description="Your school account and its admins always edit; named teachers can also make and publish issues."
            data={config.facultyOptions.map((person) => ({ value: person.id, label: person.name }))}
            value={editorIds}
            onChange={setEditorIds}
            searchable
            nothingFoundMessage="No teacher by that name"
          />
          {save.isError && (
            <Text c="red.8" size="sm" role="alert">
              {messageOf(save.error)}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!name.trim() || sections.length === 0}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
