/** GET the school's usable bank questions for the picker (class, subject, chapter, difficulty, search, paging). */
import { ASSESSMENT_AUTHORING_PATHS, type BankPickerQuery, bankPickerPageSchema } from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { assignmentKey, authoringPath } from './keys';

export const BANK_PICKER_PAGE_SIZE = 10;

export type BankPickerFilters = Omit<Partial<BankPickerQuery>, 'size'> & { page: number };

export function useBankPicker(code: string, filters: BankPickerFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...assignmentKey(code), 'bank', filters],
    queryFn: () =>
      get(
        `${authoringPath(ASSESSMENT_AUTHORING_PATHS.bankQuestions, { assignmentCode: code })}${query({ ...filters, size: BANK_PICKER_PAGE_SIZE })}`,
        bankPickerPageSchema,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
