/**
 * Composition root of global search (issue 21 §1). It uses no other module's services: each kind's visibility is
 * the owning module's own SQL predicate, imported by the repositories (news `visibleTo`, community
 * `visiblePostsWhere` and `notReportedBy`, collabs `visiblePublishedWhere`, consent `listedOutsideWhere` /
 * `consentAllowsSql` and the child-listing rule, the question bank's `ownBankWhere` / `usableQuestionsWhere`).
 */
import type { Infrastructure, Module } from '../module';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';

export interface SearchExports {
  search: SearchService;
}

export function createSearchModule({ db, clock, bus }: Infrastructure): Module<SearchExports> {
  const search = new SearchService(db, clock, bus);
  return { name: 'search', routes: (app) => searchRoutes(app, { search }), exports: { search } };
}
