import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { FALLBACK_PATH } from '@noticeboard/shared/access';
import { MESSAGES } from '@noticeboard/shared/constants';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isChunkLoadError } from '../lib/lazy-with-retry';

function FailureNotice({ message }: { message: string }) {
  return (
    <Center mih="40vh">
      <Alert
        variant="light"
        color="orange"
        title="This page could not be loaded"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
        maw={480}
      >
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          <Text size="sm">Check your connection, then reload the page.</Text>
          <Button onClick={() => window.location.reload()} w="fit-content">
            Reload
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/**
 * Spec §2: a route error sends the visitor to /community. A chunk that still fails after its retries is
 * the exception: redirecting would only fail again, so the message and a Reload button are shown.
 */
export function RouteError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    if (!chunkFailed) console.error('Route error', error);
  }, [chunkFailed, error]);

  if (chunkFailed) return <FailureNotice message={error.message} />;
  if (pathname === FALLBACK_PATH) return <FailureNotice message={MESSAGES.internal} />;
  return <Navigate to={FALLBACK_PATH} replace />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The address: a new one clears the error, so the next page is drawn afresh. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | null }) {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { error: null, failedAt: null };
    return null;
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Catches what a page (or the frame around it) throws and answers as spec §2 says, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
