import { type ComponentType, Suspense, useState } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';

/**
 * A dialog whose code loads the first time it opens, then stays mounted (its closing transition still plays).
 * Every Mantine Modal brings its ScrollArea and with it floating-ui (~13 KB gzip): on a page a visitor reads, the
 * dialogs behind Delete, Report or a refused comment should not be part of the first load.
 */
export function lazyDialog<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  chunkId: string,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazyWithRetry(importer, chunkId);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, like React.lazy; never during a render.
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
