import type { StaffAssignment } from '@noticeboard/shared';
import { useSearchParams } from 'react-router';
import { GradingTab } from '../components/grading-tab';

/** The staff page's "Grading" tab; `?attempt=` is the student open (a link to it opens the same student). */
export default function GradingPanel({ assignment }: { assignment: StaffAssignment }) {
  const [params, setParams] = useSearchParams();
  return (
    <GradingTab
      assignmentCode={assignment.code}
      attemptId={params.get('attempt')}
      onAttemptChange={(attemptId) =>
        setParams(
          (old) => {
            const next = new URLSearchParams(old);
            next.set('attempt', attemptId);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
