/** GET the classes and sections of the school an assignment can be set for. */
import { ASSESSMENT_AUTHORING_PATHS, targetOptionsSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../lib/http';
import { AUTHORING_KEY } from './keys';

export function useTargetOptions() {
  return useQuery({
    queryKey: [...AUTHORING_KEY, 'target-options'],
    queryFn: () => get(ASSESSMENT_AUTHORING_PATHS.targetOptions, targetOptionsSchema),
    staleTime: 5 * 60_000,
  });
}
