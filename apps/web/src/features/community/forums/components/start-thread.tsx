import { Alert, Anchor, Button, CloseButton, Group, Text } from '@mantine/core';
import type { Post } from '@noticeboard/shared';
import { IconClock, IconLogin, IconMessagePlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberRedirection } from '../../../../lib/session';
import { useSessionUser } from '../../../../lib/use-session';
import { forumsPath } from '../api/forum-paths';

const ComposerModal = lazy(() => import('../../components/composer-modal'));

/**
 * "Start a thread" for members: the composer as a forum thread (title required) in the page's category. A thread that
 * waits for approval is announced with a link to "Started by me". Visitors get a sign-in link that brings them back.
 */
export function StartThread({ category }: { category?: string }) {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [composing, setComposing] = useState(false);
  const [waiting, setWaiting] = useState(false);

  if (!user) {
    return (
      <Button
        component={Link}
        to="/login"
        variant="light"
        leftSection={<IconLogin size={16} />}
        onClick={() => rememberRedirection(`${pathname}${search}`)}
        style={{ flexShrink: 0 }}
      >
        Sign in to start a thread
      </Button>
    );
  }
  const onCreated = (thread: Post) => setWaiting(thread.requestStatus === 'PENDING');
  return (
    <>
      <Button leftSection={<IconMessagePlus size={16} />} onClick={() => setComposing(true)} style={{ flexShrink: 0 }}>
        Start a thread
      </Button>
      {composing && (
        <Suspense fallback={null}>
          <ComposerModal
            opened
            feedKind="forum"
            defaultCategory={category}
            onClose={() => setComposing(false)}
            onCreated={onCreated}
          />
        </Suspense>
      )}
      {waiting && <WaitingNotice onClose={() => setWaiting(false)} />}
    </>
  );
}

function WaitingNotice({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconClock size={18} />}
      role="status"
      title="Waiting for approval"
      w="100%"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          Your thread was sent for approval. Follow it under{' '}
          <Anchor component={Link} to={forumsPath('started')}>
            Started by me
          </Anchor>
          .
        </Text>
        <CloseButton aria-label="Dismiss" onClick={onClose} />
      </Group>
    </Alert>
  );
}
