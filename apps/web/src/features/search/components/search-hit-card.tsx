import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, type SearchHit } from '@noticeboard/shared';
import { Link } from 'react-router';
import { highlight } from '../highlight';
import classes from './search.module.css';

const THUMB_SIZE = 64;

/** Says what the picture is, since it sits beside the link rather than in it. */
function altFor(hit: SearchHit): string {
  switch (hit.entityType) {
    case 'people':
      return `Photo of ${hit.title}`;
    case 'schools':
      return `Logo of ${hit.title}`;
    default:
      return `Picture for “${hit.title}”`;
  }
}

/** One result: its title (the query's words in bold) opens it, and the whole card is the target. */
export function SearchHitCard({ hit, words }: { hit: SearchHit; words: readonly string[] }) {
  const context = [hit.meta, formatDate(hit.date)].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {hit.imageUrl && (
          <img
            src={hit.imageUrl}
            alt={altFor(hit)}
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
            className={classes.thumb}
          />
        )}
        <Stack gap={2} className={classes.text} style={{ flex: 1 }}>
          {hit.url ? (
            <Anchor component={Link} to={hit.url} fw={600} className={classes.cardLink}>
              {highlight(hit.title, words)}
            </Anchor>
          ) : (
            // A child shown outside their school as "First L." has no page to open (the contract leaves url empty).
            <Text fw={600}>{highlight(hit.title, words)}</Text>
          )}
          {hit.snippet && (
            <Text size="sm" lineClamp={3}>
              {highlight(hit.snippet, words)}
            </Text>
          )}
          {context && (
            <Text size="xs" c="dimmed">
              {context}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Hits as a list (each card is a list item, so its position and the count are read out). */
export function SearchHitList({
  hits,
  words,
  label,
}: {
  hits: readonly SearchHit[];
  words: readonly string[];
  label?: string;
}) {
  return (
    <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {hits.map((hit) => (
        <li key={`${hit.entityType}:${hit.id}`}>
          <SearchHitCard hit={hit} words={words} />
        </li>
      ))}
    </Stack>
  );
}
