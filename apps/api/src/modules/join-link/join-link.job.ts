/**
 * Join requests hold a person's name, email, date of birth and a parent's email (often a child's). Once a request
 * is decided (the account, when made, keeps its own copy) or its link has ended without a decision, nobody acts on
 * it again: it is kept `JOIN_REQUEST_RETENTION_DAYS` for the school to look back on, then deleted. The audit log
 * keeps the decision.
 */
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Clock } from '../module';
import { deleteSettledJoinRequests } from './join-link.repository';

export const JOIN_REQUEST_RETENTION_JOB = 'join-request-retention';
export const JOIN_REQUEST_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export function deleteOldJoinRequests(db: Db, now: Date): Promise<number> {
  return deleteSettledJoinRequests(db, new Date(now.getTime() - JOIN_REQUEST_RETENTION_DAYS * DAY_MS));
}

export function joinLinkJobs(db: Db, clock: Clock): Job[] {
  return [
    {
      name: JOIN_REQUEST_RETENTION_JOB,
      everyMs: 6 * 60 * 60_000,
      runAtStart: true,
      run: async () => {
        await deleteOldJoinRequests(db, clock.now());
      },
    },
  ];
}
