import { type CandidateStatus, candidatePageSchema, type SectionType, type StudentClass } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const CANDIDATES_PAGE_SIZE = 20;

export interface CandidateFilters {
  search: string;
  studentClass: StudentClass | '';
  section: SectionType | '';
  status: CandidateStatus;
}

/** Every student list is invalidated through this prefix after a change. */
export const candidatesKey = ['candidates'] as const;

/** GET /candidates?search=&studentClass=&section=&status=&page=&size= */
export const candidatesQuery = (filters: CandidateFilters, page: number) =>
  queryOptions({
    queryKey: [...candidatesKey, filters, page],
    queryFn: () =>
      get(`/candidates${query({ ...filters, sort: 'class', page, size: CANDIDATES_PAGE_SIZE })}`, candidatePageSchema),
    placeholderData: keepPreviousData,
  });

export const useCandidates = (filters: CandidateFilters, page: number) => useQuery(candidatesQuery(filters, page));
