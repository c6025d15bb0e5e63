/** `/{instituteCustomUrl}/newsletter/{slug}` (open): a sent newsletter, shareable; staff can make an assessment of it. */
import { Button, Container, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { isApiError, messageOf } from '../../../lib/api-error';
import { assessmentFromNewsletter } from '../api/newsletters';
import { usePublicNewsletter } from '../api/reader';
import { NewsletterView } from '../components/newsletter-view';

export default function PublicNewsletterPage() {
  const { instituteCustomUrl = '', slug = '' } = useParams();
  const newsletter = usePublicNewsletter(instituteCustomUrl, slug);
  const navigate = useNavigate();
  const makeAssessment = useMutation({
    mutationFn: (id: string) => assessmentFromNewsletter(id),
    onSuccess: (made) => navigate(`/assessment-details/${made.assignmentCode}`),
  });
  if (newsletter.isPending) return null;
  if (newsletter.isError) {
    return (
      <Container size="sm" py="xl">
        {isApiError(newsletter.error) && newsletter.error.statusCode === 404 ? (
          <EmptyState title="Newsletter not found">This newsletter does not exist or has not been sent yet.</EmptyState>
        ) : (
          <FetchError
            error={newsletter.error}
            fallback="The newsletter could not be loaded."
            onRetry={() => newsletter.refetch()}
          />
        )}
      </Container>
    );
  }
  const data = newsletter.data;
  return (
    <Container size="md" py="md" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        {data.newsletterId && (
          <Group justify="flex-end" px="md" gap="sm">
            <Button component={Link} to={`/${data.schoolCustomUrl}/newsletter`} variant="default">
              All newsletters
            </Button>
            <Button
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal' } }}
              loading={makeAssessment.isPending}
              onClick={() => makeAssessment.mutate(data.newsletterId ?? '')}
            >
              Create an assessment from this newsletter
            </Button>
          </Group>
        )}
        {makeAssessment.isError && (
          <FetchError error={makeAssessment.error} fallback={messageOf(makeAssessment.error)} />
        )}
        <NewsletterView newsletter={data} />
      </Stack>
    </Container>
  );
}
