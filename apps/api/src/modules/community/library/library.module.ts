/** Composition root of the community library: one service over the community core's post presenter. */
import type { Infrastructure, Module } from '../../module';
import type { CommunityExports } from '../community.module';
import { libraryRoutes } from './library.routes';
import { LibraryService } from './library.service';

export interface LibraryUses {
  community: Pick<CommunityExports, 'presentPosts'>;
}

export function createLibraryModule({ db }: Infrastructure, { community }: LibraryUses): Module {
  const library = new LibraryService(db, community);
  return { name: 'library', routes: (app) => libraryRoutes(app, { library }), exports: {} };
}
