/**
 * Saving an article (spec §3/§4: "saving an article toggles its saved flag in the matching list"). Every news
 * query key starts with `'news'`, so one pass over the cache flips the flag wherever the article is shown.
 */
import { type BookmarkResult, bookmarkResultSchema, NEWS_PATHS } from '@noticeboard/shared';
import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { post } from '../../../lib/http';
import { peekSessionUser, rememberRedirection } from '../../../lib/session';

export const NEWS_KEY = ['news'] as const;
/** Saved Items and saved publications: refetched after every save or unsave. */
export const savedKey = ['news', 'saved'] as const;

export interface ToggleSaveVariables {
  articleId: string;
  /** The state wanted: true saves, false unsaves. */
  saved: boolean;
}

/** Thrown (and the reader sent to /login) when an anonymous visitor presses Save. */
export class SignInRequiredError extends Error {
  constructor() {
    super('Sign in to save articles');
    this.name = 'SignInRequiredError';
  }
}

interface SavedFields {
  isSaved: boolean;
  saveCount: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isArticleWithId(value: Record<string, unknown>, articleId: string): boolean {
  return value._id === articleId && typeof value.isSaved === 'boolean' && typeof value.saveCount === 'number';
}

/**
 * Returns `data` with every article whose `_id` is `articleId` changed by `change`, wherever it sits (infinite
 * pages, arrays, details, nested objects). Untouched branches keep their identity so unrelated lists do not re-render.
 */
export function updateArticleEverywhere<T>(
  data: T,
  articleId: string,
  change: (current: SavedFields) => SavedFields,
): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item) => {
        const updated = visit(item);
        if (updated !== item) changed = true;
        return updated;
      });
      return changed ? next : value;
    }
    if (!isRecord(value)) return value;
    if (isArticleWithId(value, articleId)) {
      const current = { isSaved: value.isSaved as boolean, saveCount: value.saveCount as number };
      const wanted = change(current);
      if (wanted.isSaved === current.isSaved && wanted.saveCount === current.saveCount) return value;
      return { ...value, ...wanted };
    }
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const updated = visit(item);
      if (updated !== item) changed = true;
      next[key] = updated;
    }
    return changed ? next : value;
  };
  return visit(data) as T;
}

/** The optimistic guess: flip the flag and move the count by one, never below zero. */
export function optimisticSave(saved: boolean) {
  return (current: SavedFields): SavedFields => {
    if (current.isSaved === saved) return current;
    return { isSaved: saved, saveCount: Math.max(0, current.saveCount + (saved ? 1 : -1)) };
  };
}

/** POST /users/user-bookmark/ with the wanted state; answers the article's new state and count. */
export const toggleBookmark = (variables: ToggleSaveVariables) =>
  post(NEWS_PATHS.bookmark, variables, bookmarkResultSchema);

interface Snapshot {
  previous: Array<[QueryKey, unknown]>;
}

/**
 * Saves or unsaves an article, optimistically in every cached news query, rolled back if the call fails.
 * Anonymous readers are sent to /login and come back here afterwards.
 */
export function useToggleSave(): UseMutationResult<BookmarkResult, Error, ToggleSaveVariables, Snapshot> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation<BookmarkResult, Error, ToggleSaveVariables, Snapshot>({
    mutationFn: (variables) => {
      if (!peekSessionUser()) {
        const { pathname = '/', search = '' } = globalThis.location ?? {};
        rememberRedirection(`${pathname}${search}`);
        void navigate('/login');
        return Promise.reject(new SignInRequiredError());
      }
      return toggleBookmark(variables);
    },
    onMutate: async ({ articleId, saved }) => {
      if (!peekSessionUser()) return { previous: [] };
      await queryClient.cancelQueries({ queryKey: NEWS_KEY });
      const previous = queryClient.getQueriesData({ queryKey: NEWS_KEY });
      queryClient.setQueriesData({ queryKey: NEWS_KEY }, (data: unknown) =>
        updateArticleEverywhere(data, articleId, optimisticSave(saved)),
      );
      return { previous };
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result) => {
      queryClient.setQueriesData({ queryKey: NEWS_KEY }, (data: unknown) =>
        updateArticleEverywhere(data, result.articleId, () => ({
          isSaved: result.isSaved,
          saveCount: result.saveCount,
        })),
      );
      // Marked stale, not refetched now: an item unsaved on Saved Items stays until the reader leaves, so it can be saved back.
      void queryClient.invalidateQueries({ queryKey: savedKey, refetchType: 'none' });
    },
  });
}
