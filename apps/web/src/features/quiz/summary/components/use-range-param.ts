import { QUIZ_DATE_RANGES, type QuizDateRange } from '@noticeboard/shared';
import { useSearchParams } from 'react-router';

/** The summary pages keep their range in the address, so a class or student opened from a list keeps it. */
export function useRangeParam(fallback: QuizDateRange = 'LAST_30_DAYS') {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range = QUIZ_DATE_RANGES.find((known) => known === asked) ?? fallback;
  const setRange = (next: QuizDateRange) =>
    setParams(
      (current) => {
        current.set('range', next);
        current.delete('page');
        return current;
      },
      { replace: true },
    );
  return { range, setRange, params, setParams };
}
