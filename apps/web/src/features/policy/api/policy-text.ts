import { POLICY_PATHS, type PolicyDocument, policyTextSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** GET /policies/:document (the current text) or /policies/:document/:version (any published one). */
export const policyTextQuery = (document: PolicyDocument, version: string | null) =>
  queryOptions({
    queryKey: ['policy-text', document, version ?? 'current'] as const,
    queryFn: () =>
      get(version ? POLICY_PATHS.version(document, version) : POLICY_PATHS.text(document), policyTextSchema),
    // A published version never changes; the current one changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePolicyText = (document: PolicyDocument, version: string | null) =>
  useQuery(policyTextQuery(document, version));
