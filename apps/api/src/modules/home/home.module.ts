/** Composition root of the home page: counts read across the modules, today's quiz from the quiz hub. */
import { routeDefiner } from '../../lib/define-route';
import type { AssessmentExports } from '../assessment/assessment.module';
import type { Infrastructure, Module } from '../module';
import type { QuizExports } from '../quiz/quiz.module';
import { homeRoutes } from './home.routes';
import { HomeService } from './home.service';

export function createHomeModule(
  { db, clock }: Infrastructure,
  uses: { quiz: QuizExports; assessment: AssessmentExports },
): Module {
  const home = new HomeService(db, uses.quiz.hub, uses.assessment.home, () => clock.now());
  return {
    name: 'home',
    routes: (app) => homeRoutes(routeDefiner(app, { tags: ['home'] }), { home }),
    exports: {},
  };
}
