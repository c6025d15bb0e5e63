import { Anchor, Button, Divider, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, PIECE_KIND_LABELS, type PublishedIssue, type PublishedPiece } from '@noticeboard/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FetchError } from '../../../components/fetch-error';
import { messageOf } from '../../../lib/api-error';
import { downloadIssuePdf, usePublishedIssue } from '../api/published';
import classes from './issue-reader.module.css';

/** A published issue as members read it: cover, contents, then each section's pieces with pictures and credits. */
export function IssueReader({ customUrl, issueId }: { customUrl: string; issueId: string }) {
  const issue = usePublishedIssue(customUrl, issueId);
  if (issue.isPending) return <Skeleton h={480} radius="md" aria-label="Loading the issue" />;
  if (issue.isError)
    return (
      <FetchError error={issue.error} fallback="Could not open this issue." onRetry={() => void issue.refetch()} />
    );
  return <Issue issue={issue.data} customUrl={customUrl} />;
}

function Issue({ issue, customUrl }: { issue: PublishedIssue; customUrl: string }) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = () =>
    downloadIssuePdf(customUrl, issue.id, issue.number).catch((error: unknown) => setDownloadError(messageOf(error)));
  return (
    <article className={classes.issue} aria-labelledby="issue-title">
      <header className={classes.cover}>
        <Text className={classes.masthead}>{issue.magazineName}</Text>
        <Text size="sm" c="dimmed">
          {issue.schoolName} · Issue {issue.number} · {formatDate(issue.publishedAt)}
        </Text>
        <Title order={1} id="issue-title" className={classes.title}>
          {issue.title}
        </Title>
        {issue.cover && (
          <Image src={issue.cover.url} alt={`Cover of issue ${issue.number}`} radius="md" mah={420} fit="cover" />
        )}
        <Group justify="center">
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void download()}>
            Download PDF
          </Button>
        </Group>
        {downloadError && (
          <Text c="red.8" size="sm" role="alert">
            {downloadError}
          </Text>
        )}
      </header>

      <Paper component="nav" aria-label="Contents" withBorder radius="md" p="md" className={classes.contents}>
        <Title order={2} size="h4" mb="xs">
          In this issue
        </Title>
        {issue.sections.map((section) => (
          <div key={section.name}>
            <Text fw={700} c="blue.8" size="sm" mt="xs">
              {section.name}
            </Text>
            <ul className={classes.contentsList}>
              {section.pieces.map((piece) => (
                <li key={piece.id}>
                  <Anchor href={`#piece-${piece.id}`} lang={piece.language === 'HI' ? 'hi' : 'en'}>
                    {piece.title}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    {piece.credit}
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Paper>

      {issue.sections.map((section) => (
        <section key={section.name} aria-labelledby={`section-${section.name}`} className={classes.section}>
          <Title order={2} id={`section-${section.name}`} className={classes.sectionTitle}>
            {section.name}
          </Title>
          <Stack gap="xl">
            {section.pieces.map((piece) => (
              <Piece key={piece.id} piece={piece} />
            ))}
          </Stack>
        </section>
      ))}
    </article>
  );
}

function Piece({ piece }: { piece: PublishedPiece }) {
  const hindi = piece.language === 'HI';
  return (
    <article
      id={`piece-${piece.id}`}
      aria-labelledby={`title-${piece.id}`}
      lang={hindi ? 'hi' : 'en'}
      className={classes.piece}
    >
      <Text size="xs" tt="uppercase" c="dimmed" fw={600} lang="en">
        {PIECE_KIND_LABELS[piece.kind]}
      </Text>
      <Title order={3} id={`title-${piece.id}`} className={classes.pieceTitle}>
        {piece.title}
      </Title>
      <Text size="sm" c="dimmed" lang="en">
        By {piece.credit}
      </Text>
      {piece.pictures.map((picture, index) => (
        <Image
          key={picture.id}
          src={picture.url}
          alt={picture.caption || `Picture ${index + 1} of “${piece.title}”`}
          radius="md"
          my="sm"
          loading="lazy"
        />
      ))}
      <div className={piece.kind === 'POEM' ? classes.poem : classes.body}>
        {piece.body
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            // Paragraphs have no identity of their own; their order is the text's.
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split once
            <p key={index}>{paragraph.trim()}</p>
          ))}
      </div>
      <Divider mt="lg" />
    </article>
  );
}
