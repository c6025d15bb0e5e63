import { type CategoryBody, categorySchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { anyBody, del, get, patch, post } from '../../../lib/http';

const categoriesKey = ['categories'] as const;

/** GET /category: the global categories, then the school's own. */
export const categoriesQuery = () =>
  queryOptions({ queryKey: categoriesKey, queryFn: () => get('/category', z.array(categorySchema)) });

export const useCategories = () => useQuery(categoriesQuery());

/** POST /category */
export const createCategory = (body: CategoryBody) => post('/category', body, categorySchema);
/** PATCH /category/:id */
export const renameCategory = (id: string, body: CategoryBody) =>
  patch(`/category/${encodeURIComponent(id)}`, body, categorySchema);
/** DELETE /category/:id */
export const deleteCategory = (id: string) => del(`/category/${encodeURIComponent(id)}`, anyBody);

function useCategoryMutation<A>(mutationFn: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }) });
}

export const useCreateCategory = () => useCategoryMutation(createCategory);
export const useRenameCategory = () =>
  useCategoryMutation(({ id, name }: { id: string; name: string }) => renameCategory(id, { name }));
export const useDeleteCategory = () => useCategoryMutation(deleteCategory);
