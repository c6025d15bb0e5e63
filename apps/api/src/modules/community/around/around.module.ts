/** Composition root of the lists around the feed: one service, whose caches the post and consent events clear. */
import type { Infrastructure, Module } from '../../module';
import { aroundRoutes } from './around.routes';
import { AroundService } from './around.service';

export function createAroundModule({ db, bus, clock }: Infrastructure): Module {
  const around = new AroundService(db, () => clock.now(), bus);
  return { name: 'around', routes: (app) => aroundRoutes(app, { around }), exports: {} };
}
