/** Newsletters for readers: the open page and the school's list for its members. */
import { memberNewsletterPageSchema, NEWSLETTER_PATHS as P, publicNewsletterSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export function usePublicNewsletter(customUrl: string, slug: string) {
  return useQuery({
    queryKey: ['newsletter-page', customUrl, slug],
    queryFn: () =>
      get(
        P.publicNewsletter
          .replace(':instituteCustomUrl', encodeURIComponent(customUrl))
          .replace(':slug', encodeURIComponent(slug)),
        publicNewsletterSchema,
      ),
  });
}

export function useMemberNewsletters(customUrl: string, page: number) {
  return useQuery({
    queryKey: ['newsletter-list', customUrl, page],
    queryFn: () =>
      get(
        `${P.memberList.replace(':instituteCustomUrl', encodeURIComponent(customUrl))}${query({ page, size: 20 })}`,
        memberNewsletterPageSchema,
      ),
  });
}
