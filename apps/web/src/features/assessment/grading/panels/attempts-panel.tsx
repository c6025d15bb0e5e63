import type { StaffAssignment } from '@noticeboard/shared';
import { useSearchParams } from 'react-router';
import { AttemptsTab } from '../components/attempts-tab';

/** The staff page's "Attempts" tab: a submitted attempt's name opens it in the Grading tab. */
export default function AttemptsPanel({ assignment }: { assignment: StaffAssignment }) {
  const [, setParams] = useSearchParams();
  return (
    <AttemptsTab
      assignmentCode={assignment.code}
      onOpenAttempt={(attemptId) =>
        setParams((old) => {
          const next = new URLSearchParams(old);
          next.set('tab', 'grading');
          next.set('attempt', attemptId);
          return next;
        })
      }
    />
  );
}
