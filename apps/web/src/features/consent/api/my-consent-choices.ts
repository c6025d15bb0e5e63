import { CONSENT_CHOICE_PATHS, type ConsentPurpose, myConsentChoicesSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../../../lib/http';

export const myConsentChoicesKey = ['consent', 'choices', 'mine'] as const;

/** GET /consents/me: what the signed-in person allows, purpose by purpose, and who decides. */
export const myConsentChoicesQuery = () =>
  queryOptions({
    queryKey: myConsentChoicesKey,
    queryFn: () => get(CONSENT_CHOICE_PATHS.mine, myConsentChoicesSchema),
  });

export const useMyConsentChoices = () => useQuery(myConsentChoicesQuery());

/** PUT /consents/me/:purpose: allow or withdraw one purpose (the answer is the whole new list). */
export function useSetMyConsentChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, granted }: { purpose: ConsentPurpose; granted: boolean }) =>
      put(
        CONSENT_CHOICE_PATHS.minePurpose.replace(':purpose', encodeURIComponent(purpose)),
        { granted },
        myConsentChoicesSchema,
      ),
    onSuccess: (choices) => client.setQueryData(myConsentChoicesKey, choices),
  });
}
