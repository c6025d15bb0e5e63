import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CountdownState,
  DEFAULT_TICK_MS,
  nextTickMs,
  remainingMs,
  splitTimeLeft,
  type TimeLeft,
} from './countdown';

export interface CountdownOptions {
  /** The end, in ms since the epoch on the server's clock. */
  endsAt: number;
  /** Server time minus this device's time, from the server's `now`. */
  offsetMs?: number;
  tickMs?: number;
  /** Called once when the countdown reaches zero. */
  onComplete?: () => void;
}

export interface Countdown extends TimeLeft {
  state: CountdownState;
  remainingMs: number;
  /** Stops ticking for good (e.g. the deletion was cancelled). */
  stop: () => void;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * A countdown to `endsAt`: `started` while ticking, `paused` while the tab is hidden (nothing to show; read again from
 * the clock on return), `stopped` once stopped, `completed` at zero (then `onComplete`, once).
 */
export function useCountdown({
  endsAt,
  offsetMs = 0,
  tickMs = DEFAULT_TICK_MS,
  onComplete,
}: CountdownOptions): Countdown {
  const [left, setLeft] = useState(() => remainingMs(endsAt, Date.now(), offsetMs));
  const [state, setState] = useState<CountdownState>(() =>
    left === 0 ? 'completed' : isHidden() ? 'paused' : 'started',
  );
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  // A new end (the server's answer replacing a kept one) starts the reading again, unless stopped for good.
  useEffect(() => {
    const ms = remainingMs(endsAt, Date.now(), offsetMs);
    setLeft(ms);
    setState((current) =>
      current === 'stopped' ? current : ms === 0 ? 'completed' : isHidden() ? 'paused' : 'started',
    );
  }, [endsAt, offsetMs]);

  useEffect(() => {
    const onVisibility = () =>
      setState((current) =>
        current === 'stopped' || current === 'completed' ? current : isHidden() ? 'paused' : 'started',
      );
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (state !== 'started') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const ms = remainingMs(endsAt, Date.now(), offsetMs);
      setLeft(ms);
      if (ms === 0) {
        setState('completed');
        return;
      }
      timer = setTimeout(tick, nextTickMs(ms, tickMs));
    };
    tick();
    return () => clearTimeout(timer);
  }, [state, endsAt, offsetMs, tickMs]);

  useEffect(() => {
    if (state === 'completed') completeRef.current?.();
  }, [state]);

  const stop = useCallback(() => setState((current) => (current === 'completed' ? current : 'stopped')), []);
  return { state, remainingMs: left, ...splitTimeLeft(left), stop };
}
