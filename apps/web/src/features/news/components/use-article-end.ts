import { useEffect, useRef } from 'react';

/**
 * How long an article is open before reaching its end counts as finishing it: a short article whose end is on screen
 * from the start is not "finished" the moment it opens.
 */
export const END_DWELL_MS = 10_000;

/**
 * Calls `onEnd` when the returned element (placed after the article's text) is in view and the article has been
 * open at least `dwellMs`; again on each later arrival. Without IntersectionObserver nothing happens (leaving the
 * article still shows the prompt).
 */
export function useArticleEnd<T extends Element>(onEnd: () => void, enabled: boolean, dwellMs = END_DWELL_MS) {
  const ref = useRef<T>(null);
  const callback = useRef(onEnd);
  callback.current = onEnd;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const openedAt = Date.now();
    let inView = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      clearTimeout(timer);
      if (!inView) return;
      const wait = dwellMs - (Date.now() - openedAt);
      if (wait <= 0) callback.current();
      else timer = setTimeout(() => inView && callback.current(), wait);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [enabled, dwellMs]);
  return ref;
}
