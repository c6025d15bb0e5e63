/** Every route module, registered under /api by buildApp. Add a module's routes here (one line each). */
import type { App } from '../types';
import type { RouteDeps } from './route-deps';

export const ROUTE_MODULES: Array<(app: App, deps: RouteDeps) => void> = [];
