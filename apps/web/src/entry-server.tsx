/**
 * The server renderer (built by `vite build --ssr` into dist-ssr, loaded by the API): draws the public pages of
 * app/server/server-rendered-routes.ts for visitors with the same components the browser hydrates.
 */
import type { CreateRenderer } from '@noticeboard/shared/server-render';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { pageChunkOf } from './app/pages';
import { buildRoutes } from './app/router';
import { drawWithData, QueryPlans } from './app/server/draw-page';
import { htmlDocument } from './app/server/html-document';
import { pageAssetsFrom } from './app/server/page-assets';
import { serverRenderedRoute } from './app/server/server-rendered-routes';
import { SERVER_STATE_ELEMENT_ID, serializeServerState } from './app/server-state';
import { setFetcher } from './lib/http';
import { createQueryClient } from './lib/query-client';

export const createRenderer: CreateRenderer = ({ template, manifest, fetch, reportError }) => {
  setFetcher(fetch);
  const handler = createStaticHandler(buildRoutes());
  const assetsOf = pageAssetsFrom(manifest);
  const plans = new QueryPlans();

  return async (url) => {
    const { pathname } = new URL(url, 'http://server.invalid');
    const route = serverRenderedRoute(pathname);
    if (!route) return null;
    const context = await handler.query(new Request(new URL(url, 'http://server.invalid')));
    if (context instanceof Response) return null;
    const queryClient = createQueryClient();
    const element = () => (
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    );
    const { html, queries } = await drawWithData(queryClient, { url, element }, plans, reportError);
    queryClient.clear();
    const chunk = pageChunkOf(route.path);
    return {
      status: context.statusCode,
      html: htmlDocument(template, {
        title: `${route.title} · Noticeboard`,
        body: html,
        state: serializeServerState({ queries }),
        stateElementId: SERVER_STATE_ELEMENT_ID,
        assets: chunk ? assetsOf(chunk) : { scripts: [], styles: [] },
      }),
    };
  };
};
