import { Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { decideAccess, type RouteSpec } from '@noticeboard/shared/access';
import { type ComponentType, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirection } from '../lib/session';
import { useSessionUser } from '../lib/use-session';
import { RouteSpecContext } from './route-spec-context';

export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}

function Redirect({ to, remember }: { to: string; remember: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (remember) rememberRedirection(`${pathname}${search}`);
    void navigate(to, { replace: true });
  }, [navigate, to, remember, pathname, search]);
  return <PageLoader />;
}

/** Applies the route's access rule (spec §6) before the page's chunk is even requested. */
export function GuardedPage({ spec, page: Page }: { spec: RouteSpec; page: ComponentType }) {
  const user = useSessionUser();
  useDocumentTitle(`${spec.title} · Noticeboard`);
  const decision = decideAccess(spec.access, user);
  if (!decision.allow) return <Redirect to={decision.redirect} remember={decision.rememberPath} />;
  return (
    <RouteSpecContext value={spec}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RouteSpecContext>
  );
}
