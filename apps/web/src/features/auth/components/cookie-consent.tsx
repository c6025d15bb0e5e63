import { Box, Button, Group, Paper, Text } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { setUserData } from '../../../lib/session';
import { useAcceptCookies } from '../api/accept-cookies';

const CONSENT_KEY = 'cookieConsent';

function storedConsent(): boolean {
  return globalThis.localStorage.getItem(CONSENT_KEY) === 'accepted';
}

const unchanging = () => () => undefined;
// The server cannot know a visitor's answer: it draws no banner, and the browser adds it after hydrating if asked.
const onServer = () => true;

/** Asked once: a visitor's answer stays in this browser; a signed-in user's is also sent to the server. */
export function CookieConsent({ user }: { user: UserDetails | null }) {
  const storedAnswer = useSyncExternalStore(unchanging, storedConsent, onServer);
  const [acceptedNow, setAccepted] = useState(false);
  const accepted = storedAnswer || acceptedNow;
  const acceptOnServer = useAcceptCookies();
  const sent = useRef(false);

  const record = (current: UserDetails) => {
    if (sent.current) return;
    sent.current = true;
    acceptOnServer.mutate(undefined, { onSuccess: () => setUserData({ ...current, cookiesAccepted: true }) });
  };

  // Consent given in this browser before signing in still belongs on the account.
  useEffect(() => {
    if (accepted && user && !user.cookiesAccepted) record(user);
  });

  if (accepted || user?.cookiesAccepted) return null;

  const accept = () => {
    globalThis.localStorage.setItem(CONSENT_KEY, 'accepted');
    setAccepted(true);
    if (user) record(user);
  };

  return (
    <>
      {/* Room at the end of the page so the fixed banner never hides the last controls. */}
      <Box h={140} aria-hidden />
      <Paper
        component="section"
        aria-label="Cookie consent"
        shadow="md"
        withBorder
        p="md"
        pos="fixed"
        bottom={12}
        left={12}
        right={12}
        maw={640}
        mx="auto"
        style={{ zIndex: 200 }}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm" style={{ flex: '1 1 260px' }}>
            Noticeboard uses cookies to keep you signed in and to remember your preferences.
          </Text>
          <Button onClick={accept}>Accept</Button>
        </Group>
      </Paper>
    </>
  );
}
