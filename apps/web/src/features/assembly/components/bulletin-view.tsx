/** One bulletin as read at assembly: the thought, the news, announcements, birthdays and quiz toppers. */
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Bulletin, CLASS_GROUP_LABELS, formatDate, TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import { IconCake, IconDownload, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { BulletinPlayer } from './bulletin-player';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase" c="blue.8">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function BulletinView({ bulletin, heading }: { bulletin: Bulletin; heading: string }) {
  const download = () =>
    bulletin.pdfUrl &&
    downloadFile(bulletin.pdfUrl.replace(/^\/api/, ''), `assembly-bulletin-${bulletin.day}.pdf`).catch((error) =>
      notifications.show({ color: 'red', message: messageOf(error) }),
    );
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-label={heading}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} fz="h3">
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDate(bulletin.day)}
            </Text>
          </div>
          {bulletin.pdfUrl && (
            <Button variant="light" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
              Print (PDF)
            </Button>
          )}
        </Group>
        {bulletin.audio && <BulletinPlayer audio={bulletin.audio} />}
        {bulletin.thought && (
          <Section title="Thought for the day">
            <Text fs="italic">
              “{bulletin.thought.text}”{bulletin.thought.author ? ` — ${bulletin.thought.author}` : ''}
            </Text>
          </Section>
        )}
        <Section title="Today's news">
          {bulletin.headlines.length === 0 ? (
            <Text size="sm" c="dimmed">
              No news was chosen for this day.
            </Text>
          ) : (
            <List type="ordered" spacing="sm">
              {bulletin.headlines.map((headline) => (
                <List.Item key={headline.articleId}>
                  <Anchor component={Link} to={`/details/${headline.slug}`} fw={600} c="inherit">
                    {headline.title}
                  </Anchor>
                  {headline.summary && (
                    <Text size="sm" c="dimmed" lineClamp={3}>
                      {headline.summary}
                    </Text>
                  )}
                  <Group gap={4} mt={4}>
                    <Badge size="xs" variant="light">
                      {TOPIC_CATEGORY_LABELS[headline.category]}
                    </Badge>
                    {headline.classGroups.map((group) => (
                      <Badge key={group} size="xs" variant="outline" color="gray">
                        {CLASS_GROUP_LABELS[group]}
                      </Badge>
                    ))}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
        {bulletin.announcements.length > 0 && (
          <Section title="Announcements">
            <List spacing={4}>
              {bulletin.announcements.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Section>
        )}
        {bulletin.birthdays
          ? bulletin.birthdays.length > 0 && (
              <Section title="Happy birthday">
                <Group gap="xs">
                  {bulletin.birthdays.map((person) => (
                    <Badge
                      key={person.userId}
                      size="lg"
                      variant="light"
                      color="pink"
                      leftSection={<IconCake size={14} aria-hidden />}
                    >
                      {person.firstName} · {person.classLabel}
                    </Badge>
                  ))}
                </Group>
              </Section>
            )
          : bulletin.birthdayCount > 0 && (
              <Section title="Happy birthday">
                <Text size="sm">
                  {bulletin.birthdayCount === 1 ? 'One of us has' : `${bulletin.birthdayCount} of us have`} a birthday
                  today.
                </Text>
              </Section>
            )}
        {bulletin.toppers && bulletin.toppers.length > 0 && (
          <Section title="Yesterday's quiz toppers">
            <List spacing={4} icon={<IconTrophy size={16} aria-hidden color="var(--mantine-color-yellow-8)" />}>
              {bulletin.toppers.map((topper) => (
                <List.Item key={topper.userId}>
                  {topper.position}. {topper.firstName} ({topper.classLabel}) — {topper.score} points
                </List.Item>
              ))}
            </List>
          </Section>
        )}
        {bulletin.correctionNote && (
          <Text size="xs" c="dimmed">
            Corrected after assembly: {bulletin.correctionNote}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
