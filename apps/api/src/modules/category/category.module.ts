/** Composition root of custom community categories: one service, its routes. */
import type { Infrastructure, Module } from '../module';
import { categoryRoutes } from './category.routes';
import { CategoryService } from './category.service';

export interface CategoryExports {
  categories: CategoryService;
}

export function createCategoryModule({ db }: Infrastructure): Module<CategoryExports> {
  const categories = new CategoryService(db);
  return { name: 'category', routes: (app) => categoryRoutes(app, { categories }), exports: { categories } };
}
