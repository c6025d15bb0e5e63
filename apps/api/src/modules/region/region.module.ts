/** Composition root of the region look-ups (bundled data, no services to build). */
import type { Module } from '../module';
import { regionRoutes } from './region.routes';

export function createRegionModule(): Module {
  return { name: 'region', routes: regionRoutes, exports: {} };
}
