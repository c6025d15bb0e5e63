/**
 * The school's assignments under one heading, with a switch between assessments, Q&A assignments and the face
 * checks waiting for review (all of the school's; a teacher's own). The choice is in the address (`?kind=`), so
 * the home page's to-dos open the right one.
 */
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AssignmentsPanel } from './assignments-panel';

const FaceReviewsTab = lazy(() =>
  import('../../face/face-reviews-tab').then((module) => ({ default: module.FaceReviewsTab })),
);

const KINDS = [
  { value: 'assessment', label: 'Assessments' },
  { value: 'qna', label: 'Q&A assignments' },
  { value: 'face-checks', label: 'Face checks' },
] as const;
type Kind = (typeof KINDS)[number]['value'];

const kindOf = (value: string | null): Kind => KINDS.find((kind) => kind.value === value)?.value ?? 'assessment';

export function AssignmentsOverview({ title, subtitle }: { title: string; subtitle: string }) {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('kind', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
        <SegmentedControl value={kind} onChange={choose} aria-label="Show" data={[...KINDS]} />
      </Group>
      {kind === 'face-checks' ? (
        <Suspense fallback={null}>
          <FaceReviewsTab />
        </Suspense>
      ) : (
        <AssignmentsPanel key={kind} type={kind === 'qna' ? 'QNA' : 'ASSESSMENT'} canCreate />
      )}
    </Stack>
  );
}
