/** The news reader's routes (spec §7 News), under /api. Ingest, audio and demo data live in their own folders. */
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { articleRoutes } from './article.routes';
import { deckRoutes } from './deck.routes';
import { feedRoutes } from './feed.routes';
import { createNewsServices } from './news-services';
import { preferencesRoutes } from './preferences.routes';
import { readingRoutes } from './reading.routes';
import { reportRoutes } from './report.routes';

export function newsRoutes(app: App, { db, config, bus }: RouteDeps): void {
  const services = createNewsServices(db, config, bus);
  feedRoutes(app, services);
  articleRoutes(app, services);
  readingRoutes(app, services);
  reportRoutes(app, services);
  preferencesRoutes(app, services);
  deckRoutes(app, services);
}
