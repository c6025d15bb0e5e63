/** A small card of the school's latest bulletin for its public page, linking to the whole of it. */
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@noticeboard/shared';
import { Link } from 'react-router';
import { useSchoolBulletins } from '../api/assembly';

const SHOWN = 3;

export function SchoolBulletinCard({ customUrl }: { customUrl: string }) {
  const bulletins = useSchoolBulletins(customUrl);
  const bulletin = bulletins.data?.current;
  if (!bulletin) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Morning assembly">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Morning assembly · {formatDate(bulletin.day)}
        </Title>
        {bulletin.thought && (
          <Text size="sm" fs="italic">
            “{bulletin.thought.text}”
          </Text>
        )}
        {bulletin.headlines.length > 0 && (
          <List size="sm" spacing={2}>
            {bulletin.headlines.slice(0, SHOWN).map((headline) => (
              <List.Item key={headline.articleId}>{headline.title}</List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to={`/school-news-events?customUrl=${encodeURIComponent(customUrl)}`} size="sm">
          Read the whole bulletin
        </Anchor>
      </Stack>
    </Paper>
  );
}
