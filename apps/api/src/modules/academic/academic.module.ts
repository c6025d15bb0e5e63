/** Composition root of a school's academic structure: sessions, classes, subjects, who teaches them, curriculum. */
import { routeDefiner } from '../../lib/define-route';
import type { Infrastructure, Module } from '../module';
import { academicRoutes } from './academic.routes';
import { AcademicService } from './academic.service';
import { curriculumRoutes } from './curriculum.routes';
import { CurriculumService } from './curriculum.service';

export interface AcademicExports {
  academic: AcademicService;
  curriculum: CurriculumService;
}

export function createAcademicModule({ db, clock }: Infrastructure): Module<AcademicExports> {
  const academic = new AcademicService(db, () => clock.now());
  const curriculum = new CurriculumService(db);
  return {
    name: 'academic',
    routes: (app) => {
      const route = routeDefiner(app, { tags: ['academic'] });
      academicRoutes(route, { academic });
      curriculumRoutes(route, { curriculum });
    },
    exports: { academic, curriculum },
  };
}
