import { Anchor, Badge, Card, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@noticeboard/shared';
import { IconBook } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { PAGE_PATHS } from '../api/keys';
import { usePublishedIssues } from '../api/published';
import { IssueReader } from '../components/issue-reader';

/** `/{instituteCustomUrl}/school-magazine` (members of that school): its published issues, newest first, and one issue. */
export default function MagazineReaderPage() {
  const { instituteCustomUrl = '' } = useParams();
  const [params] = useSearchParams();
  const issueId = params.get('issue');
  if (issueId) {
    return (
      <Stack gap="sm" w="100%">
        <Anchor component={Link} to={PAGE_PATHS.reader(instituteCustomUrl)} size="sm" maw={720} mx="auto" w="100%">
          ← All issues
        </Anchor>
        <IssueReader customUrl={instituteCustomUrl} issueId={issueId} />
      </Stack>
    );
  }
  return <IssueShelf customUrl={instituteCustomUrl} />;
}

function IssueShelf({ customUrl }: { customUrl: string }) {
  const list = usePublishedIssues(customUrl);
  if (list.isPending) return <Skeleton h={300} radius="md" aria-label="Loading the magazine" />;
  if (list.isError)
    return (
      <FetchError error={list.error} fallback="Could not load the magazine." onRetry={() => void list.refetch()} />
    );
  const { data } = list;
  return (
    <Stack maw={960} mx="auto" w="100%" gap="md">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {data.magazineName}
        </Title>
        <Text size="sm" c="dimmed">
          The school magazine of {data.schoolName}, written by its students and teachers.
        </Text>
      </div>
      {data.issues.length === 0 ? (
        <EmptyState icon={<IconBook size={28} />} title="No issue yet">
          The first issue appears here when the editors publish it. Until then, anyone can contribute a piece from
          “Contribute” in the menu.
        </EmptyState>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data.issues.map((issue, index) => (
            <li key={issue.id}>
              <Card withBorder radius="md" component={Link} to={PAGE_PATHS.issue(customUrl, issue.id)} h="100%">
                <Card.Section>
                  {issue.cover ? (
                    <Image src={issue.cover.url} alt="" h={180} fit="cover" />
                  ) : (
                    <Stack h={180} justify="center" align="center" bg="blue.0">
                      <Text fw={700} c="blue.9" size="xl" ta="center" px="sm">
                        {data.magazineName}
                      </Text>
                    </Stack>
                  )}
                </Card.Section>
                <Stack gap={4} mt="sm">
                  {index === 0 && (
                    <Badge variant="light" radius="sm" w="fit-content">
                      Latest
                    </Badge>
                  )}
                  <Text fw={700}>
                    Issue {issue.number}: {issue.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {issue.pieceCount} {issue.pieceCount === 1 ? 'piece' : 'pieces'}
                    {issue.publishedAt ? ` · ${formatDate(issue.publishedAt)}` : ''}
                  </Text>
                </Stack>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
