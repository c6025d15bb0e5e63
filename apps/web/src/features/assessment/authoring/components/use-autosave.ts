/**
 * Saving an assignment's settings as the teacher types (issue 18 §1: no lost work). Changes gather for `delayMs`
 * after the last keystroke and go as one PATCH carrying the revision the editor last saw; one save is in flight at a
 * time and what was typed meanwhile follows it. A dropped connection or a server error keeps the changes and tries
 * again (2 s, doubling to 30 s); a refused field (400) is shown beside it and the rest is saved; a save based on an
 * older revision (another tab saved first, ASSIGNMENT_CHANGED) stops saving and offers to reload. Leaving the tab
 * saves at once, and closing it with unsaved changes asks first.
 */
import type { AssignmentSettings, StaffAssignment } from '@noticeboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasErrorCode, isApiError } from '../../../../lib/api-error';
import { assignmentKey } from '../api/keys';
import { saveSettings } from '../api/save-settings';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'conflict' | 'invalid';
export type FieldErrors = Partial<Record<string, string>>;

const FIRST_RETRY_MS = 2_000;
const queued = (changes: AssignmentSettings) => Object.keys(changes).length > 0;
const LAST_RETRY_MS = 30_000;

export interface Autosave {
  status: SaveStatus;
  errors: FieldErrors;
  /** Queue changed settings (saved after the pause). */
  change: (fields: AssignmentSettings) => void;
  /** Save what is queued now; resolves once nothing is left to save (or saving cannot go on). */
  flush: () => Promise<void>;
  /** The revision of the last save (what the next PATCH or publish carries). */
  revision: () => number;
  /** Another tab saved first: saving has stopped until the page reloads. */
  conflicted: () => boolean;
  /** Show the fields the server refused (publishing's answer). */
  setErrors: (errors: FieldErrors) => void;
}

export function useAutosave(assignment: StaffAssignment, delayMs = 800): Autosave {
  const code = assignment.code;
  const client = useQueryClient();
  const revision = useRef(assignment.revision);
  const pending = useRef<AssignmentSettings>({});
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryIn = useRef(FIRST_RETRY_MS);
  const stopped = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (stopped.current || !queued(pending.current)) return;
    const changes = pending.current;
    pending.current = {};
    setStatus('saving');
    let again = false;
    const run = saveSettings(code, { revision: revision.current, ...changes })
      .then((saved) => {
        revision.current = saved.revision;
        retryIn.current = FIRST_RETRY_MS;
        client.setQueryData(assignmentKey(code), saved);
        setErrors((old) => Object.fromEntries(Object.entries(old).filter(([field]) => !(field in changes))));
        setStatus(queued(pending.current) ? 'pending' : 'saved');
        again = queued(pending.current);
      })
      .catch((error: unknown) => {
        if (hasErrorCode(error, 'ASSIGNMENT_CHANGED')) {
          stopped.current = true;
          pending.current = { ...changes, ...pending.current };
          setStatus('conflict');
        } else if (isApiError(error) && (error.statusCode === 400 || error.statusCode === 409)) {
          // Refused fields are shown; the others are saved with the next try.
          const refused = new Map(
            error.details.map((issue) => [issue.field.split('.')[0] ?? issue.field, issue.message]),
          );
          if (refused.size === 0) refused.set('form', error.message);
          setErrors((old) => ({ ...old, ...Object.fromEntries(refused) }));
          const rest = Object.fromEntries(Object.entries(changes).filter(([field]) => !refused.has(field)));
          pending.current = { ...rest, ...pending.current };
          setStatus('invalid');
          again = queued(pending.current) && Object.keys(rest).length < Object.keys(changes).length;
        } else {
          pending.current = { ...changes, ...pending.current };
          setStatus('retrying');
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void save(), retryIn.current);
          retryIn.current = Math.min(retryIn.current * 2, LAST_RETRY_MS);
        }
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
    if (again) await save();
  }, [client, code]);

  const change = useCallback(
    (fields: AssignmentSettings) => {
      if (stopped.current) {
        pending.current = { ...pending.current, ...fields };
        return;
      }
      pending.current = { ...pending.current, ...fields };
      setErrors((old) => Object.fromEntries(Object.entries(old).filter(([field]) => !(field in fields))));
      setStatus((old) => (old === 'retrying' ? old : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), delayMs);
    },
    [delayMs, save],
  );

  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === 'hidden' && queued(pending.current)) void save();
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (queued(pending.current) || inFlight.current) event.preventDefault();
    };
    document.addEventListener('visibilitychange', leave);
    window.addEventListener('beforeunload', warn);
    return () => {
      document.removeEventListener('visibilitychange', leave);
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
      // Leaving the page in the app: what is queued still goes.
      if (queued(pending.current) && !stopped.current) void save();
    };
  }, [save]);

  return {
    status,
    errors,
    change,
    flush: save,
    revision: () => revision.current,
    conflicted: () => stopped.current,
    setErrors: (next) => setErrors((old) => ({ ...old, ...next })),
  };
}
