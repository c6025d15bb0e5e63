/**
 * The school's assembly settings (its account and admins): days and time in its zone, how many headlines, which
 * news suits which classes, the thought of the day, standing announcements, holidays, and birthdays on or off.
 * Checked with the contract's own schema before it is sent.
 */
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AssemblySettings,
  type AssemblySettingsBody,
  assemblySettingsBodySchema,
  CLASS_GROUP_LABELS,
  CLASS_GROUPS,
  formatDate,
  formatDateTime,
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  type TopicCategory,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@noticeboard/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { issuesToErrors } from '../../../lib/zod-form';
import { useSaveAssemblySettings } from '../api/assembly';
import { RemoveAnnouncementButton } from './remove-announcement-button';

const ZONES = ['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Asia/Kathmandu', 'Europe/London', 'America/New_York'];

type Values = Omit<AssemblySettingsBody, 'ownThoughts' | 'announcements'> & {
  ownThoughts: string;
  /** Each row keyed for React while it is edited. */
  announcements: Array<{ key: number; text: string; endsOn: string }>;
};

let nextKey = 0;
const keyed = (item: { text: string; endsOn: string }) => ({ ...item, key: nextKey++ });

const valuesOf = (settings: AssemblySettings): Values => ({
  enabled: settings.enabled,
  schoolDays: settings.schoolDays,
  assemblyTime: settings.assemblyTime,
  timeZone: settings.timeZone,
  headlineCount: settings.headlineCount,
  classGroupCategories: settings.classGroupCategories,
  thoughtSource: settings.thoughtSource,
  ownThoughts: settings.ownThoughts.join('\n'),
  announcements: settings.announcements.map(keyed),
  holidays: settings.holidays,
  birthdaysEnabled: settings.birthdaysEnabled,
});

const bodyOf = (values: Values): AssemblySettingsBody => ({
  ...values,
  announcements: values.announcements.map(({ text, endsOn }) => ({ text, endsOn })),
  ownThoughts: values.ownThoughts
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

export function AssemblySettingsForm({ settings, onSaved }: { settings: AssemblySettings; onSaved?: () => void }) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [holiday, setHoliday] = useState('');
  const save = useSaveAssemblySettings();
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const zones = ZONES.includes(values.timeZone) ? ZONES : [values.timeZone, ...ZONES];

  const submit = () => {
    const parsed = assemblySettingsBodySchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues) as Record<string, string>);
      return;
    }
    setErrors({});
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          message: saved.nextAssembly
            ? `Saved. The next bulletin is for ${formatDate(saved.nextAssembly.day)}.`
            : 'Saved. The assembly bulletin is off.',
        });
        onSaved?.();
      },
    });
  };

  return (
    <form
      aria-label="Assembly settings"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        {settings.nextAssembly && settings.saved && (
          <Text size="sm" c="dimmed">
            Next assembly: {formatDateTime(settings.nextAssembly.at, { timeZone: settings.timeZone })}
          </Text>
        )}
        <Switch
          label="Make a bulletin for every school day"
          checked={values.enabled}
          onChange={(event) => set({ enabled: event.currentTarget.checked })}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="assembly-days">
            School days
          </Text>
          <Chip.Group
            multiple
            value={values.schoolDays.map(String)}
            onChange={(days) => set({ schoolDays: days.map(Number).sort() })}
          >
            <Group gap={6} role="group" aria-labelledby="assembly-days">
              {WEEKDAYS.map((day) => (
                <Chip key={day} value={String(day)} size="sm">
                  {WEEKDAY_LABELS[day]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errors.schoolDays && (
            <Text size="xs" c="red.8">
              {errors.schoolDays}
            </Text>
          )}
        </Stack>
        <Group grow align="flex-start">
          <TextInput
            type="time"
            label="Assembly time"
            value={values.assemblyTime}
            error={errors.assemblyTime}
            onChange={(event) => set({ assemblyTime: event.currentTarget.value })}
          />
          <NativeSelect
            label="Time zone"
            value={values.timeZone}
            data={zones}
            onChange={(event) => set({ timeZone: event.currentTarget.value })}
          />
        </Group>
        <NumberInput
          label="Headlines in each bulletin"
          min={1}
          max={10}
          value={values.headlineCount}
          error={errors.headlineCount}
          onChange={(value) => set({ headlineCount: typeof value === 'number' ? value : Number(value) || 1 })}
        />
        <Stack gap="sm">
          <Title order={3} fz="sm">
            News for each class group
          </Title>
          <Text size="xs" c="dimmed">
            Headlines come from these categories of the news reader, already filtered for children.
          </Text>
          {CLASS_GROUPS.map((group) => (
            <Checkbox.Group
              key={group}
              label={CLASS_GROUP_LABELS[group]}
              value={values.classGroupCategories[group]}
              onChange={(chosen) =>
                set({ classGroupCategories: { ...values.classGroupCategories, [group]: chosen as TopicCategory[] } })
              }
            >
              <Group gap="xs" mt={4}>
                {TOPIC_CATEGORIES.map((category) => (
                  <Checkbox key={category} size="xs" value={category} label={TOPIC_CATEGORY_LABELS[category]} />
                ))}
              </Group>
            </Checkbox.Group>
          ))}
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={500} id="assembly-thought">
            Thought of the day
          </Text>
          <SegmentedControl
            aria-labelledby="assembly-thought"
            value={values.thoughtSource}
            onChange={(value) => set({ thoughtSource: value === 'OWN' ? 'OWN' : 'BUILT_IN' })}
            data={[
              { value: 'BUILT_IN', label: 'Our list of kind quotes' },
              { value: 'OWN', label: 'Our school’s own' },
            ]}
          />
          {values.thoughtSource === 'OWN' && (
            <Textarea
              label="Your thoughts, one per line"
              autosize
              minRows={3}
              value={values.ownThoughts}
              error={errors.ownThoughts}
              onChange={(event) => set({ ownThoughts: event.currentTarget.value })}
            />
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="sm">
            Standing announcements
          </Title>
          {values.announcements.map((item, index) => (
            <Group key={item.key} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                style={{ flex: '1 1 220px' }}
                label={`Announcement ${index + 1}`}
                value={item.text}
                error={errors[`announcements.${index}.text`]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  set({
                    announcements: values.announcements.map((entry, at) => (at === index ? { ...entry, text } : entry)),
                  });
                }}
              />
              <TextInput
                type="date"
                w={160}
                label="Read until"
                value={item.endsOn}
                error={errors[`announcements.${index}.endsOn`]}
                onChange={(event) => {
                  const endsOn = event.currentTarget.value;
                  set({
                    announcements: values.announcements.map((entry, at) =>
                      at === index ? { ...entry, endsOn } : entry,
                    ),
                  });
                }}
              />
              <RemoveAnnouncementButton
                index={index}
                onRemove={() => set({ announcements: values.announcements.filter((_, at) => at !== index) })}
              />
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              set({
                announcements: [
                  ...values.announcements,
                  keyed({ text: '', endsOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }),
                ],
              })
            }
          >
            Add an announcement
          </Button>
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="sm">
            Holidays (no bulletin)
          </Title>
          <Group gap="xs" align="flex-end">
            <TextInput
              type="date"
              label="Holiday"
              value={holiday}
              onChange={(event) => setHoliday(event.currentTarget.value)}
            />
            <Button
              variant="default"
              disabled={!holiday || values.holidays.includes(holiday)}
              onClick={() => {
                set({ holidays: [...values.holidays, holiday].sort() });
                setHoliday('');
              }}
            >
              Add holiday
            </Button>
          </Group>
          <Group gap={6}>
            {values.holidays.map((day) => (
              <Button
                key={day}
                size="compact-xs"
                variant="light"
                color="gray"
                rightSection={<IconTrash size={12} aria-hidden />}
                aria-label={`Remove holiday ${formatDate(day)}`}
                onClick={() => set({ holidays: values.holidays.filter((entry) => entry !== day) })}
              >
                {formatDate(day)}
              </Button>
            ))}
          </Group>
        </Stack>
        <Switch
          label="Show birthdays and let classmates send wishes"
          description="Students appear with their parent's consent (or at 18), staff only if they choose to."
          checked={values.birthdaysEnabled}
          onChange={(event) => set({ birthdaysEnabled: event.currentTarget.checked })}
        />
        {save.isError && <Alert color="red">{messageOf(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
