import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { quietLazy } from '../../../lib/lazy-with-retry';
import { useSessionUser } from '../../../lib/use-session';
import { promptShows, readingPrompt, useReadingPrompt } from '../reading-prompt-store';

// The banner's code (and the spec text, from the contract's schema modules, which bring Zod) loads the first time
// it shows, once a day at most: nobody's first load carries it.
const ReadingPrompt = quietLazy(() => import('./reading-prompt'), 'reading-prompt');

/**
 * Mounted once by the app shell: shows the armed daily-minimum prompt at the end of the article or on the page the
 * reader went to when they left it (`reading-prompt-store.ts`). The live region is always in the page and the banner
 * puts the text into it, so it is announced politely (no focus moves); the banner is a labelled region with the buttons.
 */
export function ReadingPromptHost() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const prompt = useReadingPrompt();
  const userId = user?.id ?? null;
  const shows = promptShows(prompt, userId, pathname);
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);

  // Someone else signed in (or out): the armed prompt was not theirs.
  useEffect(() => {
    if (prompt.armed && prompt.userId !== userId) readingPrompt.dismiss();
  }, [prompt.armed, prompt.userId, userId]);

  if (!user) return null;
  return (
    <>
      <div role="status" className="visually-hidden" ref={setLiveRegion} />
      {shows && (
        <Suspense fallback={null}>
          <ReadingPrompt onDismiss={readingPrompt.dismiss} liveRegion={liveRegion} />
        </Suspense>
      )}
    </>
  );
}
