import { Suspense } from 'react';
import { quietLazy } from '../../../lib/lazy-with-retry';
import classes from './help-bubble.module.css';

// Every page has the bubble, so even its button stays out of the first load: this slot is all the entry carries.
const HelpBubble = quietLazy<Record<string, never>>(
  () => import('./help-bubble').then((module) => ({ default: module.HelpBubble })),
  'help-bubble',
);

/** The FAQ helper's bubble (issue 21 §3), its room at the page's end kept while its code arrives. */
export function HelpBubbleSlot() {
  return (
    <Suspense fallback={<div className={classes.room} aria-hidden />}>
      <HelpBubble />
    </Suspense>
  );
}
