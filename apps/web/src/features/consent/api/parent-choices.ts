import {
  CONSENT_CHOICE_PATHS,
  type ConsentPurpose,
  type ParentManageView,
  parentManageViewSchema,
} from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post, put } from '../../../lib/http';

const parentChoicesKey = (token: string) => ['consent', 'choices', 'parent', token] as const;

/** GET /parent-consent/manage?token=: the parent's choices for their child (first name and school only). */
export const useParentChoices = (token: string) =>
  useQuery({
    queryKey: parentChoicesKey(token),
    queryFn: () =>
      get(`${CONSENT_CHOICE_PATHS.parentManage}?token=${encodeURIComponent(token)}`, parentManageViewSchema),
    enabled: token !== '',
    retry: false,
  });

/** PUT /parent-consent/manage: allow or withdraw one purpose, or the consent as a whole (ACCOUNT). */
export function useSetParentChoice(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, granted }: { purpose: ConsentPurpose; granted: boolean }) =>
      put(CONSENT_CHOICE_PATHS.parentManage, { token, purpose, granted }, parentManageViewSchema),
    onSuccess: (view: ParentManageView) => client.setQueryData(parentChoicesKey(token), view),
  });
}

/** POST /parent-consent/manage-link: a link to the choices, mailed to the address if it answered for a child. */
export const useParentManageLink = () =>
  useMutation({ mutationFn: (email: string) => post(CONSENT_CHOICE_PATHS.parentLink, { email }, z.null()) });
