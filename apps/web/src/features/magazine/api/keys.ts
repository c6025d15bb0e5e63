/** Query keys and paths of the school magazine: everything under `magazine`, each resource under its own key. */
import { MAGAZINE_PATHS } from '@noticeboard/shared';

export const MAGAZINE_KEY = ['magazine'] as const;
export const configKey = [...MAGAZINE_KEY, 'config'] as const;
export const piecesKey = [...MAGAZINE_KEY, 'pieces'] as const;
export const pieceKey = (pieceId: string) => [...MAGAZINE_KEY, 'piece', pieceId] as const;
export const commentsKey = (pieceId: string) => [...MAGAZINE_KEY, 'comments', pieceId] as const;
export const revisionsKey = (pieceId: string) => [...MAGAZINE_KEY, 'revisions', pieceId] as const;
export const issuesKey = [...MAGAZINE_KEY, 'issues'] as const;
export const issueKey = (issueId: string) => [...MAGAZINE_KEY, 'issue', issueId] as const;
export const savedKey = [...MAGAZINE_KEY, 'saved'] as const;
export const publishedKey = (customUrl: string) => [...MAGAZINE_KEY, 'published', customUrl] as const;

type Params = Partial<Record<'pieceId' | 'pictureId' | 'issueId' | 'customUrl', string>>;

/** A path of the magazine's API table with its parameters filled in. */
export function magazinePath(name: keyof typeof MAGAZINE_PATHS, params: Params = {}): string {
  return Object.entries(params).reduce(
    (path, [param, value]) => path.replace(`:${param}`, encodeURIComponent(value ?? '')),
    MAGAZINE_PATHS[name] as string,
  );
}

/** The web pages. */
export const PAGE_PATHS = {
  create: '/school-magazine/create',
  school: '/school-magazine',
  saved: '/saved-magazine',
  reader: (customUrl: string) => `/${customUrl}/school-magazine`,
  issue: (customUrl: string, issueId: string) => `/${customUrl}/school-magazine?issue=${encodeURIComponent(issueId)}`,
} as const;
