/** Composition root of the home page: counts read across the modules, today's quiz from the quiz hub. */
import { routeDefiner } from '../../lib/define-route';
import type { Infrastructure, Module } from '../module';
import type { QuizExports } from '../quiz/quiz.module';
import { homeRoutes } from './home.routes';
import { HomeService } from './home.service';

export function createHomeModule({ db, clock }: Infrastructure, uses: { quiz: QuizExports }): Module {
  const home = new HomeService(db, uses.quiz.hub, () => clock.now());
  return {
    name: 'home',
    routes: (app) => homeRoutes(routeDefiner(app, { tags: ['home'] }), { home }),
    exports: {},
  };
}
