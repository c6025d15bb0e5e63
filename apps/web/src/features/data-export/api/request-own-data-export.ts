import { dataExportStatusSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { ownDataExportKey } from './own-data-export';

/** POST /personal-data/exports: prepared in the background, the link emailed to the person. */
export const requestOwnDataExport = () => post('/personal-data/exports', undefined, dataExportStatusSchema);

export function useRequestOwnDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestOwnDataExport,
    onSuccess: (status) => queryClient.setQueryData(ownDataExportKey, status),
  });
}
