/** GET the magazine's config with the caller's parts; PUT it (the school account). */
import { type MagazineConfigBody, magazineConfigSchema } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../../../lib/http';
import { configKey, magazinePath } from './keys';

export const fetchMagazineConfig = () => get(magazinePath('config'), magazineConfigSchema);

export function useMagazineConfig() {
  return useQuery({ queryKey: configKey, queryFn: fetchMagazineConfig, staleTime: 60_000 });
}

export function useSaveMagazineConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MagazineConfigBody) => put(magazinePath('config'), body, magazineConfigSchema),
    onSuccess: (config) => client.setQueryData(configKey, config),
  });
}
