import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EditorIssue, MagazinePiece } from '@noticeboard/shared';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FetchError } from '../../../components/fetch-error';
import { messageOf } from '../../../lib/api-error';
import { useIssue, usePlacePieces, usePublishIssue } from '../api/issues';
import { PAGE_PATHS } from '../api/keys';
import { useSetCover } from '../api/pictures';
import { downloadIssuePdf } from '../api/published';
import { PieceList } from './piece-list';

interface IssueEditorProps {
  issueId: string;
  sections: string[];
  schoolCustomUrl: string;
}

/** One issue: its cover, its pieces in reading order under sections, approved pieces to add, and publishing. */
export function IssueEditor({ issueId, sections, schoolCustomUrl }: IssueEditorProps) {
  const issue = useIssue(issueId);
  if (issue.isPending) return <Skeleton h={300} radius="md" aria-label="Loading the issue" />;
  if (issue.isError)
    return (
      <FetchError error={issue.error} fallback="Could not open this issue." onRetry={() => void issue.refetch()} />
    );
  return <Editor issue={issue.data} sections={sections} schoolCustomUrl={schoolCustomUrl} />;
}

function Editor({
  issue,
  sections,
  schoolCustomUrl,
}: {
  issue: EditorIssue;
  sections: string[];
  schoolCustomUrl: string;
}) {
  const place = usePlacePieces(issue.id);
  const publish = usePublishIssue(issue.id);
  const cover = useSetCover(issue.id);
  const [confirming, setConfirming] = useState(false);
  const draft = issue.status === 'DRAFT';
  const save = (pieces: Array<Pick<MagazinePiece, 'id' | 'section'>>) =>
    place.mutate({ pieces: pieces.map((piece) => ({ pieceId: piece.id, section: piece.section })) });
  const move = (index: number, by: -1 | 1) => {
    const next = [...issue.pieces];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    save(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            Issue {issue.number}: {issue.title}
          </Title>
          <Text size="sm" c="dimmed">
            {draft ? 'Draft: only editors see it.' : 'Published: every member of your school can read it.'}
          </Text>
        </div>
        {!draft && (
          <Group gap="xs">
            <Button component={Link} to={PAGE_PATHS.issue(schoolCustomUrl, issue.id)} variant="light">
              Read it
            </Button>
            <Button variant="default" onClick={() => void downloadIssuePdf(schoolCustomUrl, issue.id, issue.number)}>
              Download PDF
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group align="center" gap="md">
          {issue.cover ? (
            <Image src={issue.cover.url} alt={`Cover of issue ${issue.number}`} w={120} radius="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              No cover picture yet.
            </Text>
          )}
          {draft && (
            <FileButton onChange={(file) => file && cover.mutate(file)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} loading={cover.isPending}>
                  {issue.cover ? 'Change the cover' : 'Add a cover picture'}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {cover.isError && (
          <Text c="red.8" size="sm" role="alert">
            {messageOf(cover.error)}
          </Text>
        )}
      </Paper>

      <Title order={3} size="h4">
        In this issue
      </Title>
      {issue.pieces.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing placed yet: add approved pieces from the list below.
        </Text>
      )}
      <Stack gap="xs" component="ol" style={{ paddingLeft: 0, listStyle: 'none', margin: 0 }}>
        {issue.pieces.map((piece, index) => (
          <li key={piece.id}>
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fw={600}>{piece.title}</Text>
                  <Text size="xs" c="dimmed">
                    by {piece.credit}
                  </Text>
                </div>
                {draft && (
                  <Group gap={4} wrap="nowrap">
                    <Select
                      aria-label={`Section of “${piece.title}”`}
                      data={sections.includes(piece.section) ? sections : [...sections, piece.section]}
                      value={piece.section}
                      allowDeselect={false}
                      w={150}
                      size="xs"
                      onChange={(section) =>
                        section && save(issue.pieces.map((p) => (p.id === piece.id ? { ...p, section } : p)))
                      }
                    />
                    <ActionIcon
                      variant="default"
                      aria-label={`Move “${piece.title}” up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move “${piece.title}” down`}
                      disabled={index === issue.pieces.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={`Take “${piece.title}” out of the issue`}
                      onClick={() => save(issue.pieces.filter((p) => p.id !== piece.id))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          </li>
        ))}
      </Stack>
      {place.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(place.error)}
        </Alert>
      )}

      {draft && (
        <>
          <Title order={3} size="h4">
            Approved pieces waiting for an issue
          </Title>
          <PieceList
            view="approved"
            label="approved pieces"
            empty={
              <Text size="sm" c="dimmed">
                No approved pieces are waiting. They appear here once the committee approves them.
              </Text>
            }
            action={(piece) =>
              piece.issue ? (
                <Text size="xs" c="dimmed">
                  In issue {piece.issue.number}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => save([...issue.pieces, piece])}
                  loading={place.isPending}
                >
                  Place in this issue
                </Button>
              )
            }
          />
          <Group>
            <Button color="green" disabled={issue.pieces.length === 0} onClick={() => setConfirming(true)}>
              Publish this issue
            </Button>
          </Group>
          <ConfirmDialog
            opened={confirming}
            title={`Publish issue ${issue.number}?`}
            confirmLabel="Publish"
            color="green"
            loading={publish.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              publish.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  notifications.show({ color: 'green', message: `Issue ${issue.number} is published.` });
                },
                onError: () => setConfirming(false),
              })
            }
          >
            Everyone at your school can read it, and each author is told. A published issue cannot be changed.
          </ConfirmDialog>
          {publish.isError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(publish.error)}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
