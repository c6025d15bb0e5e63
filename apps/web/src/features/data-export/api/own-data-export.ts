import { dataExportStatusSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

export const ownDataExportKey = ['personal-data', 'export', 'own'] as const;

/** GET /personal-data/exports: the person's newest export; checked again every few seconds while it is prepared. */
export const ownDataExportQuery = () =>
  queryOptions({
    queryKey: ownDataExportKey,
    queryFn: () => get('/personal-data/exports', dataExportStatusSchema),
    refetchInterval: (query) => (query.state.data?.export?.state === 'PREPARING' ? 4_000 : false),
  });

export const useOwnDataExport = () => useQuery(ownDataExportQuery());
