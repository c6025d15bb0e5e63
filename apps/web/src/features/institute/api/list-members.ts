import { type MemberRole, memberSchema, pageOf } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const MEMBERS_PAGE_SIZE = 20;
const memberPageSchema = pageOf(memberSchema);

export interface MemberListParams {
  role: MemberRole;
  search: string;
  page: number;
}

/** Every member list is invalidated through this prefix after a change. */
export const membersKey = ['institute', 'members'] as const;

/** GET /institute/members?role=&search=&page=&size= */
export const membersQuery = ({ role, search, page }: MemberListParams) =>
  queryOptions({
    queryKey: [...membersKey, role, search, page],
    queryFn: () => get(`/institute/members${query({ role, search, page, size: MEMBERS_PAGE_SIZE })}`, memberPageSchema),
    placeholderData: keepPreviousData,
  });

export const useMembers = (params: MemberListParams) => useQuery(membersQuery(params));
