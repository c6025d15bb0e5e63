import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls near the viewport: the infinite-scroll trigger.
 * Without IntersectionObserver (old browsers) nothing happens and the visible Load more button is used.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
