/**
 * Saving a newsletter as it is written: changes gather for a moment after the last keystroke and go as one PATCH
 * with the revision last seen; one save at a time. A save based on an older revision (another tab saved first,
 * NEWSLETTER_CHANGED) stops saving and asks to reload, never overwriting; other failures keep the changes and try
 * again.
 */
import type { Newsletter, NewsletterPatch } from '@noticeboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { newsletterKey, saveNewsletter } from '../api/newsletters';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';
type Changes = Omit<NewsletterPatch, 'revision'>;

export function useNewsletterAutosave(newsletter: Newsletter, delayMs = 700) {
  const client = useQueryClient();
  const revision = useRef(newsletter.revision);
  const pending = useRef<Changes>({});
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (stopped.current || Object.keys(pending.current).length === 0) return;
    const changes = pending.current;
    pending.current = {};
    setStatus('saving');
    const run = saveNewsletter(newsletter.id, { revision: revision.current, ...changes })
      .then((saved) => {
        revision.current = saved.revision;
        client.setQueryData(newsletterKey(newsletter.id), saved);
        setError(null);
        setStatus(Object.keys(pending.current).length > 0 ? 'pending' : 'saved');
      })
      .catch((failure: unknown) => {
        if (hasErrorCode(failure, 'NEWSLETTER_CHANGED')) {
          stopped.current = true;
          setStatus('conflict');
          return;
        }
        pending.current = { ...changes, ...pending.current };
        setError(messageOf(failure));
        setStatus('error');
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
    if (Object.keys(pending.current).length > 0 && !stopped.current) await save();
  }, [client, newsletter.id]);

  const change = useCallback(
    (fields: Changes) => {
      if (stopped.current) return;
      pending.current = { ...pending.current, ...fields };
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), delayMs);
    },
    [delayMs, save],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, error, change, flush: save, revision: () => revision.current };
}
