/**
 * A sent newsletter as readers see it: the school's colour and logo on top, then its blocks, one column, phone
 * first.
 */
import { Anchor, Box, Button, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { formatDate, newsletterMastheadColor, type PublicNewsletter, type RenderedBlock } from '@noticeboard/shared';

function Block({ block }: { block: RenderedBlock }) {
  switch (block.type) {
    case 'HEADING':
      return (
        <Title order={2} fz={22} mt="md">
          {block.text}
        </Title>
      );
    case 'TEXT':
      return (
        <Typography>
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server's post sanitiser when saved.
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        </Typography>
      );
    case 'IMAGE':
      return (
        <figure style={{ margin: 0 }}>
          <img src={block.url} alt={block.alt} style={{ maxWidth: '100%', borderRadius: 6 }} />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case 'POST':
      return (
        <Paper bg="gray.1" p="md" radius="md">
          <Text size="sm" c="dimmed">
            From our community · {block.author}
          </Text>
          <Text my={6}>{block.text}</Text>
          <Anchor href={block.url}>Read the post</Anchor>
        </Paper>
      );
    case 'ARTICLE':
      return (
        <Box>
          <Text size="sm" c="dimmed">
            In the news · {block.publisher}
          </Text>
          <Anchor href={block.url} fw={700} fz="lg" c="inherit">
            {block.title}
          </Anchor>
          <Text mt={4}>{block.summary}</Text>
        </Box>
      );
    case 'EVENT':
      return (
        <Paper bg="yellow.0" p="md" radius="md">
          <Text fw={700}>{block.title}</Text>
          <Text>
            {block.when}
            {block.place ? ` · ${block.place}` : ''}
          </Text>
        </Paper>
      );
    case 'CTA':
      return (
        <Button component="a" href={block.url} size="md" style={{ alignSelf: 'flex-start' }}>
          {block.label}
        </Button>
      );
  }
}

export function NewsletterView({ newsletter }: { newsletter: PublicNewsletter }) {
  return (
    <Paper withBorder radius="md" maw={680} mx="auto" style={{ overflow: 'hidden' }}>
      <Box bg={newsletterMastheadColor(newsletter.accentColor)} c="white" p="lg">
        {newsletter.logoUrl && (
          <img
            src={newsletter.logoUrl}
            alt={`${newsletter.schoolName} logo`}
            style={{ display: 'block', maxHeight: 56, maxWidth: 240, marginBottom: 8 }}
          />
        )}
        <Text fw={700} size="sm" tt="uppercase" style={{ letterSpacing: 1 }}>
          {newsletter.schoolName}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 30 }} c="white">
          {newsletter.title}
        </Title>
        <Text size="sm">{formatDate(newsletter.sentAt)}</Text>
      </Box>
      <Stack p="lg" gap="md">
        {newsletter.blocks.map((block, index) => (
          // Blocks have no id on the wire; their order is fixed once sent.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <Block key={index} block={block} />
        ))}
      </Stack>
    </Paper>
  );
}
