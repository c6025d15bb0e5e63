/** `/{instituteCustomUrl}/newsletter`: the school's sent newsletters, for its own members (spec §6). */
import { Anchor, Container, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@noticeboard/shared';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { useMemberNewsletters } from '../api/reader';

export default function MemberNewslettersPage() {
  const { instituteCustomUrl = '' } = useParams();
  const [page, setPage] = useState(0);
  const list = useMemberNewsletters(instituteCustomUrl, page);
  if (list.isPending) return null;
  if (list.isError) {
    return (
      <FetchError error={list.error} fallback="The newsletters could not be loaded." onRetry={() => list.refetch()} />
    );
  }
  const data = list.data;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1}>{data.schoolName} newsletters</Title>
        {data.content.length === 0 ? (
          <EmptyState icon={<IconMail />} title="No newsletters yet">
            When your school sends a newsletter, it appears here.
          </EmptyState>
        ) : (
          data.content.map((one) => (
            <Paper key={one.id} withBorder p="md" radius="md">
              <Anchor component={Link} to={`/${instituteCustomUrl}/newsletter/${one.slug}`} fw={700} fz="lg">
                {one.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatDate(one.sentAt)}
              </Text>
              {one.preheader && <Text mt={4}>{one.preheader}</Text>}
            </Paper>
          ))
        )}
        {data.totalPages > 1 && (
          <Pagination total={data.totalPages} value={page + 1} onChange={(next) => setPage(next - 1)} />
        )}
      </Stack>
    </Container>
  );
}
