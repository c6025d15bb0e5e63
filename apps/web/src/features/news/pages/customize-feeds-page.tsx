import { Button, Chip, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FeedPreferences, TOPIC_CATEGORIES, TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { useFeedPreferences, useSaveFeedPreferences } from '../api/customize-feeds';
import { usePublishers } from '../api/publishers';
import { CATEGORY_STYLES } from '../components/category-style';
import { FeedPageHeader } from '../components/feed-page-header';
import { FetchError } from '../components/fetch-error';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** `/customize-feeds` (signed in): the topics and publishers For You leans towards, and whether it uses reading. */
export default function CustomizeFeedsPage() {
  const preferences = useFeedPreferences();
  return (
    <Stack gap="lg" maw={760}>
      <FeedPageHeader
        title="Customize your feed"
        description="Choose what For You should lean towards. You can change this at any time."
      />
      {preferences.isPending ? (
        <Skeleton height={320} radius="md" role="status" aria-label="Loading your choices" />
      ) : preferences.isError ? (
        <FetchError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesForm initial={preferences.data} />
      )}
    </Stack>
  );
}

function PreferencesForm({ initial }: { initial: FeedPreferences }) {
  const [choices, setChoices] = useState<FeedPreferences>(initial);
  const publishers = usePublishers();
  const save = useSaveFeedPreferences();
  const onSave = () =>
    save.mutate(choices, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'Your feed choices were saved.' }),
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm" role="group" aria-labelledby="choose-categories">
          <Title order={2} fz="lg" id="choose-categories">
            Topics
          </Title>
          <Group gap="xs">
            {TOPIC_CATEGORIES.map((category: TopicCategory) => {
              const { icon: CategoryIcon, color } = CATEGORY_STYLES[category];
              return (
                <Chip
                  key={category}
                  color={color}
                  checked={choices.categories.includes(category)}
                  onChange={() => setChoices({ ...choices, categories: toggle(choices.categories, category) })}
                  icon={<CategoryIcon size={14} aria-hidden />}
                >
                  {TOPIC_CATEGORY_LABELS[category]}
                </Chip>
              );
            })}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm" role="group" aria-labelledby="choose-publishers">
          <Title order={2} fz="lg" id="choose-publishers">
            Publishers
          </Title>
          {publishers.isError ? (
            <FetchError error={publishers.error} onRetry={() => void publishers.refetch()} />
          ) : (
            <Group gap="xs">
              {(publishers.data ?? []).map((publisher) => (
                <Chip
                  key={publisher.id}
                  checked={choices.publisherIds.includes(publisher.id)}
                  onChange={() => setChoices({ ...choices, publisherIds: toggle(choices.publisherIds, publisher.id) })}
                >
                  {publisher.name}
                </Chip>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Switch
          size="md"
          checked={choices.personalise}
          onChange={(event) => setChoices({ ...choices, personalise: event.currentTarget.checked })}
          label="Personalise For You with my reading"
          description="When on, For You uses only what you do on Noticeboard: the articles you open and save, and the topics and publishers you choose here. Nothing from outside Noticeboard is used, and some stories from other topics are always mixed in. When off, For You shows fresh and trending stories for everyone."
        />
      </Paper>
      <Group gap="sm">
        <Button onClick={onSave} loading={save.isPending}>
          Save
        </Button>
        <Button component={Link} to="/for-you" variant="subtle">
          Back to For You
        </Button>
      </Group>
      {save.isSuccess && (
        <Text size="sm" c="teal" role="status">
          Saved. For You now follows these choices.
        </Text>
      )}
    </Stack>
  );
}
