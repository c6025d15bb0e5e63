/** Composition root of the health checks: liveness, and readiness from the database's ping. */
import type { Infrastructure, Module } from '../module';
import { healthRoutes } from './health.routes';

export function createHealthModule({ ping }: Infrastructure): Module {
  return { name: 'health', routes: (app) => healthRoutes(app, { ping }), exports: {} };
}
