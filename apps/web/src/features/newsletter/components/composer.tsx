/**
 * The newsletter composer: title, blocks (add, edit, move, remove), audience, a preview of the very email at phone
 * and desktop widths, and send now or on a schedule. Everything typed is saved as it is typed.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Menu,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  NEWSLETTER_BLOCK_LABELS,
  NEWSLETTER_BLOCK_TYPES,
  type Newsletter,
  type NewsletterAudience,
  type NewsletterBlock,
  type NewsletterBlockType,
  SCHEDULE_FREQUENCIES,
  STUDENT_CLASS_INFO,
} from '@noticeboard/shared';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import {
  newsletterKey,
  newslettersKey,
  sendNewsletter,
  useAudienceOptions,
  useAudienceSize,
  usePreview,
} from '../api/newsletters';
import { BlockEditor } from './block-editor';
import { useNewsletterAutosave } from './use-newsletter-autosave';

const newId = () => Math.random().toString(36).slice(2, 10);

function emptyBlock(type: NewsletterBlockType): NewsletterBlock {
  const id = newId();
  switch (type) {
    case 'HEADING':
      return { id, type, text: '' };
    case 'TEXT':
      return { id, type, html: '' };
    case 'IMAGE':
      return { id, type, imageId: null, alt: '', caption: '' };
    case 'POST':
      return { id, type, postId: null };
    case 'ARTICLE':
      return { id, type, articleId: null };
    case 'EVENT':
      return { id, type, title: '', date: null, time: null, place: '' };
    case 'CTA':
      return { id, type, label: '', url: '' };
  }
}

const STATUS_TEXT = {
  saved: 'All changes saved',
  pending: 'Saving soon…',
  saving: 'Saving…',
  conflict: 'Changed in another tab: reload to continue',
  error: 'Not saved yet',
} as const;

function AudiencePicker({
  audience,
  onChange,
}: {
  audience: NewsletterAudience;
  onChange: (next: NewsletterAudience) => void;
}) {
  const options = useAudienceOptions();
  const classes = options.data?.classes ?? [];
  const sectionKeys = classes.flatMap((one) =>
    one.sections
      .filter((section) => section !== 'NA')
      .map((section) => ({
        value: `${one.studentClass}:${section}`,
        label: `${STUDENT_CLASS_INFO[one.studentClass].label} ${section}`,
      })),
  );
  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Checkbox
          label="Everyone"
          checked={audience.everyone}
          onChange={(event) => onChange({ ...audience, everyone: event.currentTarget.checked })}
        />
        <Checkbox
          label="Staff"
          checked={audience.staff}
          onChange={(event) => onChange({ ...audience, staff: event.currentTarget.checked })}
        />
        <Checkbox
          label="Parents"
          checked={audience.parents}
          onChange={(event) => onChange({ ...audience, parents: event.currentTarget.checked })}
        />
      </Group>
      <MultiSelect
        label="Classes"
        description="Students of these classes and their parents"
        data={classes.map((one) => ({ value: one.studentClass, label: STUDENT_CLASS_INFO[one.studentClass].label }))}
        value={audience.classes}
        onChange={(value) => onChange({ ...audience, classes: value as NewsletterAudience['classes'] })}
      />
      <MultiSelect
        label="Sections"
        data={sectionKeys}
        value={audience.sections.map((one) => `${one.studentClass}:${one.section}`)}
        onChange={(value) =>
          onChange({
            ...audience,
            sections: value.map((key) => {
              const [studentClass, section] = key.split(':');
              return { studentClass, section } as NewsletterAudience['sections'][number];
            }),
          })
        }
      />
    </Stack>
  );
}

function Preview({ newsletter }: { newsletter: Newsletter }) {
  const [width, setWidth] = useState('phone');
  const preview = usePreview(newsletter.id, newsletter.revision, true);
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Preview width"
        value={width}
        onChange={setWidth}
        data={[
          { value: 'phone', label: 'Phone' },
          { value: 'desktop', label: 'Desktop' },
        ]}
      />
      {preview.data && (
        <iframe
          title="Email preview"
          sandbox=""
          srcDoc={preview.data.html}
          style={{
            width: width === 'phone' ? 375 : '100%',
            maxWidth: '100%',
            height: 640,
            border: '1px solid #dee2e6',
            borderRadius: 6,
            background: '#fff',
          }}
        />
      )}
    </Stack>
  );
}

function SendPanel({
  newsletter,
  flush,
  revision,
}: {
  newsletter: Newsletter;
  flush: () => Promise<void>;
  revision: () => number;
}) {
  const client = useQueryClient();
  const size = useAudienceSize(newsletter.id, newsletter.revision);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [startsAt, setStartsAt] = useState('');
  const [frequency, setFrequency] = useState<string | null>(null);
  const [everyDays, setEveryDays] = useState<number | string>(14);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await flush();
      const sent = await sendNewsletter(newsletter.id, {
        revision: revision(),
        // The time picked is India's (the school's) time.
        startsAt: when === 'later' && startsAt ? `${startsAt}:00+05:30` : null,
        frequency: when === 'later' ? frequency : null,
        everyDays: frequency === 'CUSTOM' ? Number(everyDays) : null,
        until: null,
      });
      client.setQueryData(newsletterKey(newsletter.id), sent);
      await client.invalidateQueries({ queryKey: newslettersKey });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text>
        Reaches <strong>{size.data?.recipients ?? '…'}</strong> email addresses.
      </Text>
      <SegmentedControl
        aria-label="When to send"
        value={when}
        onChange={(value) => setWhen(value as 'now' | 'later')}
        data={[
          { value: 'now', label: 'Send now' },
          { value: 'later', label: 'Schedule' },
        ]}
      />
      {when === 'later' && (
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First edition (India time)"
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.currentTarget.value)}
          />
          <Select
            label="Repeat"
            placeholder="Once"
            clearable
            data={SCHEDULE_FREQUENCIES.map((value) => ({ value, label: value[0] + value.slice(1).toLowerCase() }))}
            value={frequency}
            onChange={setFrequency}
          />
          {frequency === 'CUSTOM' && (
            <NumberInput label="Every how many days" min={1} max={90} value={everyDays} onChange={setEveryDays} />
          )}
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={submit} loading={busy} style={{ alignSelf: 'flex-start' }}>
        {when === 'now' ? 'Send newsletter' : 'Schedule newsletter'}
      </Button>
    </Stack>
  );
}

export function Composer({ newsletter, delayMs }: { newsletter: Newsletter; delayMs?: number }) {
  const autosave = useNewsletterAutosave(newsletter, delayMs);
  const [title, setTitle] = useState(newsletter.title);
  const [preheader, setPreheader] = useState(newsletter.preheader);
  const [accentColor, setAccentColor] = useState(newsletter.accentColor);
  const [blocks, setBlocks] = useState<NewsletterBlock[]>(newsletter.blocks);
  const [audience, setAudience] = useState<NewsletterAudience>(newsletter.audience);
  const editable = newsletter.state === 'DRAFT' || newsletter.state === 'SCHEDULED';

  const changeBlocks = (next: NewsletterBlock[]) => {
    setBlocks(next);
    autosave.change({ blocks: next });
  };
  const move = (index: number, by: number) => {
    const next = [...blocks];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    changeBlocks(next);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Badge variant="light" size="lg">
          {newsletter.state === 'DRAFT' ? 'Draft' : newsletter.state[0] + newsletter.state.slice(1).toLowerCase()}
        </Badge>
        <Text
          size="sm"
          c={autosave.status === 'conflict' || autosave.status === 'error' ? 'red.8' : 'dimmed'}
          role="status"
        >
          {STATUS_TEXT[autosave.status]}
          {autosave.error ? `: ${autosave.error}` : ''}
        </Text>
      </Group>
      <TextInput
        label="Title"
        size="md"
        value={title}
        disabled={!editable}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          autosave.change({ title: event.currentTarget.value });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Inbox preview line"
          description="Shown after the subject in most mail apps"
          value={preheader}
          disabled={!editable}
          onChange={(event) => {
            setPreheader(event.currentTarget.value);
            autosave.change({ preheader: event.currentTarget.value });
          }}
        />
        <ColorInput
          label="Colour"
          description="The masthead and buttons (a light colour becomes dark blue, for readable white text)"
          value={accentColor}
          disabled={!editable}
          format="hex"
          withEyeDropper={false}
          swatches={['#1864ab', '#2b8a3e', '#c92a2a', '#862e9c', '#e67700', '#0b7285']}
          onChange={(value) => {
            setAccentColor(value);
            if (/^#[0-9a-fA-F]{6}$/.test(value)) autosave.change({ accentColor: value });
          }}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Blocks
        </Title>
        {blocks.map((block, index) => (
          <Paper key={block.id} withBorder p="sm" radius="md">
            <Group justify="space-between" mb={6}>
              <Text fw={600} size="sm">
                {NEWSLETTER_BLOCK_LABELS[block.type]}
              </Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label="Move up"
                  disabled={!editable || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label="Move down"
                  disabled={!editable || index === blocks.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${NEWSLETTER_BLOCK_LABELS[block.type].toLowerCase()}`}
                  disabled={!editable}
                  onClick={() => changeBlocks(blocks.filter((one) => one.id !== block.id))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
            <BlockEditor
              newsletterId={newsletter.id}
              block={block}
              onChange={(next) => changeBlocks(blocks.map((one) => (one.id === block.id ? next : one)))}
            />
          </Paper>
        ))}
        {editable && (
          <Menu>
            <Menu.Target>
              <Button variant="light" leftSection={<IconPlus size={16} />} style={{ alignSelf: 'flex-start' }}>
                Add a block
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {NEWSLETTER_BLOCK_TYPES.map((type) => (
                <Menu.Item key={type} onClick={() => changeBlocks([...blocks, emptyBlock(type)])}>
                  {NEWSLETTER_BLOCK_LABELS[type]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Stack>
      {editable && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Who receives it
            </Title>
            <AudiencePicker
              audience={audience}
              onChange={(next) => {
                setAudience(next);
                autosave.change({ audience: next });
              }}
            />
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Preview
          </Title>
          <Preview newsletter={newsletter} />
        </Stack>
      </Paper>
      {editable && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Send
            </Title>
            <SendPanel newsletter={newsletter} flush={autosave.flush} revision={autosave.revision} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
