import type { RouteSpec } from '@noticeboard/shared/access';
import { createContext, useContext } from 'react';

/** The route-table entry of the page being shown, for titles and placeholders. */
export const RouteSpecContext = createContext<RouteSpec | null>(null);

export function useRouteSpec(): RouteSpec | null {
  return useContext(RouteSpecContext);
}
