import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { quietLazy } from '../../../lib/lazy-with-retry';

// Every signed-in page has the box, so it stays out of the first load: this slot is all the entry carries.
const HeaderSearch = quietLazy(() => import('./header-search'), 'header-search');

/** The header's search box (issue 21 §1), holding its place while its code arrives. */
export function HeaderSearchSlot() {
  return (
    <Suspense fallback={<Box w={{ base: 40, lg: 200, xl: 260 }} h={40} aria-hidden />}>
      <HeaderSearch />
    </Suspense>
  );
}
