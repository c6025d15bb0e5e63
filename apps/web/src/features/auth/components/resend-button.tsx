import { Button } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';

function secondsUntil(iso: string | null): number {
  if (!iso) return 0;
  const ms = Date.parse(iso) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}

interface ResendButtonProps {
  availableAt: string | null;
  loading: boolean;
  onResend: () => void;
}

/** Disabled until the server allows a resend, counting down the seconds. */
export function ResendButton({ availableAt, loading, onResend }: ResendButtonProps) {
  const [left, setLeft] = useState(() => secondsUntil(availableAt));
  const ticker = useInterval(() => setLeft(secondsUntil(availableAt)), 1000);

  useEffect(() => {
    setLeft(secondsUntil(availableAt));
    ticker.start();
    return ticker.stop;
  }, [availableAt, ticker.start, ticker.stop]);

  return (
    <Button variant="subtle" onClick={onResend} disabled={left > 0} loading={loading}>
      {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
    </Button>
  );
}
