import { Anchor, Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { suggestionSchema } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FetchError } from '../../../components/fetch-error';
import { useSuggestions } from '../api/suggestions';
import { AcceptSuggestionDialog } from './accept-suggestion-dialog';
import { optionLetter } from './bank-format';

type Suggestion = z.infer<typeof suggestionSchema>;

function SuggestionCard({ suggestion, onAdd }: { suggestion: Suggestion; onAdd: () => void }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {suggestion.stem}
        </Text>
        <Text size="sm">
          {suggestion.options.map((option, index) => (
            <Text
              span
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
              key={index}
              fw={index === suggestion.answerIndex ? 700 : undefined}
              c={index === suggestion.answerIndex ? 'teal' : undefined}
              mr="md"
            >
              {optionLetter(index)}. {option}
              {index === suggestion.answerIndex && ' ✓'}
            </Text>
          ))}
        </Text>
        <Group gap={6}>
          {suggestion.category && (
            <Badge size="xs" variant="light">
              {suggestion.category}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatDate(suggestion.quizDate)}
          </Text>
        </Group>
        {suggestion.sourceArticle && (
          <Text size="xs">
            From:{' '}
            <Anchor component={Link} to={`/details/${encodeURIComponent(suggestion.sourceArticle.slug)}`} size="xs">
              {suggestion.sourceArticle.title}
            </Anchor>
          </Text>
        )}
        <Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            Add to bank
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Questions generated from recent news, each with its article and "Add to bank". */
export function SuggestionList() {
  const [page, setPage] = useState(0);
  const list = useSuggestions(page);
  const [adding, setAdding] = useState<Suggestion | null>(null);
  if (list.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading suggestions">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  if (list.isError)
    return (
      <FetchError error={list.error} fallback="Could not load the suggestions." onRetry={() => void list.refetch()} />
    );
  if (list.data.content.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No suggestions yet: they come from the day’s news quizzes.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label="Suggested questions"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {list.data.content.map((suggestion) => (
          <SuggestionCard key={suggestion.id} suggestion={suggestion} onAdd={() => setAdding(suggestion)} />
        ))}
      </Stack>
      {list.data.totalPages > 1 && (
        <Group justify="center">
          <Pagination total={list.data.totalPages} value={page + 1} onChange={(next) => setPage(next - 1)} size="sm" />
        </Group>
      )}
      <AcceptSuggestionDialog suggestion={adding} onClose={() => setAdding(null)} />
    </Stack>
  );
}
