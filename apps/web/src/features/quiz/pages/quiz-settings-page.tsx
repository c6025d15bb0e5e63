import { Alert, Badge, Button, Chip, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { TOPIC_CATEGORIES, TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useCustomizationStatus, useQuizSettings, useSaveAudio, useSaveSettings } from '../api/settings';
import { QuizFetchError } from '../components/quiz-fetch-error';

/** `/quiz-settings`: the categories a player's daily questions lean towards, and quiz audio. */
export default function QuizSettingsPage() {
  const user = useSessionUser();
  const settings = useQuizSettings(user);
  const customization = useCustomizationStatus(user);
  const saveSettings = useSaveSettings(user);
  const saveAudio = useSaveAudio(user);
  const [categories, setCategories] = useState<TopicCategory[] | null>(null);
  const stored = settings.data?.categories;

  useEffect(() => {
    if (stored) setCategories(stored);
  }, [stored]);

  const changed = categories !== null && stored !== undefined && !sameSet(categories, stored);
  return (
    <Stack gap="md" maw={680} mx="auto" w="100%">
      <Button component={Link} to="/quiz" variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content">
        Daily Quiz
      </Button>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Quiz settings
        </Title>
        {customization.data && (
          <Badge variant="light" color={customization.data.customized ? 'green' : 'gray'} data-testid="customized">
            {customization.data.customized ? 'Customised' : 'Default settings'}
          </Badge>
        )}
      </Group>
      {settings.isError ? (
        <QuizFetchError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data || categories === null ? (
        <Stack gap="md">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={80} radius="lg" />
        </Stack>
      ) : (
        <>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="sm">
              <div>
                <Text fw={700}>Preferred categories</Text>
                <Text size="sm" c="dimmed">
                  Your daily questions come first from articles you read, then from these. Choose none for a mix of
                  everything.
                </Text>
              </div>
              <Chip.Group multiple value={categories} onChange={(value) => setCategories(value as TopicCategory[])}>
                <Group gap="xs">
                  {TOPIC_CATEGORIES.map((category) => (
                    <Chip key={category} value={category} size="md">
                      {TOPIC_CATEGORY_LABELS[category]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {saveSettings.isError && (
                <Alert color="red" variant="light">
                  {messageOf(saveSettings.error)}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                {saveSettings.isSuccess && !changed && (
                  <Text size="sm" c="green" role="status">
                    Saved
                  </Text>
                )}
                <Button
                  disabled={!changed}
                  loading={saveSettings.isPending}
                  onClick={() => saveSettings.mutate({ categories, audioEnabled: settings.data.audioEnabled })}
                >
                  Save categories
                </Button>
              </Group>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Switch
              size="md"
              checked={settings.data.audioEnabled}
              disabled={saveAudio.isPending}
              onChange={(event) => saveAudio.mutate(event.currentTarget.checked)}
              label="Quiz audio"
              description="A speaker button beside each question reads it aloud. Nothing plays until you tap it."
            />
            {saveAudio.isError && (
              <Text size="sm" c="red" mt="xs">
                {messageOf(saveAudio.error)}
              </Text>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
