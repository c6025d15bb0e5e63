/**
 * `/question-bank` for the school, faculty and admins; `?view=assessments` is where faculty and admins keep their
 * assessments (spec §6 keeps `/assessment/{assignmentType}` for the school account), next to the questions they
 * come from. Composed here because features never import each other.
 */
import { Anchor, Stack } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { useSessionUser } from '../../lib/use-session';

const QuestionBankPage = lazyWithRetry(() => import('../../features/question-bank/pages/home-page'));
const StaffAssessments = lazyWithRetry(
  () => import('../../features/assessment/authoring/pages/staff-assessments-page'),
);

export default function QuestionBankHome() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const role = user ? roleOf(user) : null;
  const staff = role === 'FACULTY' || role === 'ADMIN';
  if (staff && params.get('view') === 'assessments') {
    return (
      <Suspense fallback={null}>
        <StaffAssessments />
      </Suspense>
    );
  }
  return (
    <Stack gap="lg">
      {staff && (
        <Anchor component={Link} to="/question-bank?view=assessments" size="sm">
          Your assessments and Q&A assignments
        </Anchor>
      )}
      <Suspense fallback={null}>
        <QuestionBankPage />
      </Suspense>
    </Stack>
  );
}
