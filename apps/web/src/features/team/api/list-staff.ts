import { type StaffRole, staffPageSchema } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const STAFF_PAGE_SIZE = 20;

/** `/faculty` or `/institute-admins`: the API base of one staff role. */
export const staffBase = (role: StaffRole) => (role === 'FACULTY' ? '/faculty' : '/institute-admins');

export interface StaffListParams {
  role: StaffRole;
  search: string;
  status: 'ACTIVE' | 'DEACTIVATED';
  page: number;
}

/** Every staff list, committee and history view is refreshed through this prefix after a change. */
export const teamKey = ['team'] as const;

/** GET /faculty or /institute-admins ?search=&status=&page=&size= */
export const staffQuery = ({ role, search, status, page }: StaffListParams) =>
  queryOptions({
    queryKey: [...teamKey, 'staff', role, status, search, page],
    queryFn: () => get(`${staffBase(role)}${query({ search, status, page, size: STAFF_PAGE_SIZE })}`, staffPageSchema),
    placeholderData: keepPreviousData,
  });

export const useStaff = (params: StaffListParams) => useQuery(staffQuery(params));
