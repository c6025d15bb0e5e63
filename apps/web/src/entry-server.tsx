/**
 * The server renderer (built by `vite build --ssr` into dist-ssr, loaded by the API): draws the public pages of
 * app/server/server-rendered-routes.ts for visitors with the same components the browser hydrates.
 */
import type { CreateRenderer } from '@noticeboard/shared/server-render';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { pageChunkOf } from './app/pages';
import { AppRoutes } from './app/router';
import { drawWithData, QueryPlans } from './app/server/draw-page';
import { htmlDocument } from './app/server/html-document';
import { pageAssetsFrom } from './app/server/page-assets';
import { serverRenderedRoute } from './app/server/server-rendered-routes';
import { SERVER_STATE_ELEMENT_ID, serializeServerState } from './app/server-state';
import { setFetcher } from './lib/http';
import { createQueryClient } from './lib/query-client';

export const createRenderer: CreateRenderer = ({ template, manifest, fetch, reportError }) => {
  setFetcher(fetch);
  const assetsOf = pageAssetsFrom(manifest);
  const plans = new QueryPlans();

  return async (url) => {
    const { pathname } = new URL(url, 'http://server.invalid');
    const route = serverRenderedRoute(pathname);
    if (!route) return null;
    const queryClient = createQueryClient();
    const element = () => (
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    );
    const { html, queries } = await drawWithData(queryClient, { url, element }, plans, reportError);
    queryClient.clear();
    const chunk = pageChunkOf(route.path);
    return {
      status: 200,
      html: htmlDocument(template, {
        title: `${route.title} · Noticeboard`,
        body: html,
        state: serializeServerState({ queries }),
        stateElementId: SERVER_STATE_ELEMENT_ID,
        assets: chunk ? assetsOf(chunk) : { styles: [] },
      }),
    };
  };
};
