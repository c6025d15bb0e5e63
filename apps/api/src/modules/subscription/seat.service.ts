/**
 * A school's seats (issue 15 §2): its paid period's seats against its active students. Adding or restoring students
 * past the seats is refused with SEAT_LIMIT before anything is written; a trial, and a school with no plan in force,
 * are not limited here (the writing rule answers for those).
 */
import { seatLimitDetails } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Clock } from '../module';
import { countActiveStudents, lockPeriodSeats } from './seat.repository';
import { type SeatsStatus, seatLimitMessage, seatShortfall, seatsOf } from './seat.rules';
import { listPeriods } from './subscription.repository';
import { paidPeriodInForce } from './subscription.rules';

export type SeatAction = 'add' | 'restore';

/** The school's seats now: those of its paid period in force (ACTIVE or PAST_DUE), and its active students. */
export async function seatsStatus(db: Queryable, instituteId: string, now: Date): Promise<SeatsStatus> {
  const [periods, used] = await Promise.all([listPeriods(db, { instituteId }), countActiveStudents(db, instituteId)]);
  return seatsOf(paidPeriodInForce(periods, now)?.seats ?? null, used);
}

function refuse(status: Pick<SeatsStatus, 'seats' | 'used'>, adding: number, action: SeatAction): void {
  const limit = seatShortfall(status, adding);
  if (limit) throw new AppError('SEAT_LIMIT', seatLimitMessage(limit, action), { details: seatLimitDetails(limit) });
}

export class SeatService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  status(instituteId: string): Promise<SeatsStatus> {
    return seatsStatus(this.db, instituteId, this.clock.now());
  }

  /** Throws SEAT_LIMIT when `adding` more students would not fit now (a dry run: nothing is held). */
  async check(instituteId: string, adding: number, action: SeatAction = 'add'): Promise<void> {
    refuse(await this.status(instituteId), adding, action);
  }

  /**
   * Inside the transaction that is about to add or restore `adding` students, before it writes: locks the paid
   * period's row, so concurrent additions are counted one after the other, then throws SEAT_LIMIT if they do not fit
   * (the caller's transaction rolls back and nothing is written).
   */
  async reserve(tx: Queryable, instituteId: string, adding: number, action: SeatAction = 'add'): Promise<void> {
    if (adding <= 0) return;
    const period = paidPeriodInForce(await listPeriods(tx, { instituteId }), this.clock.now());
    if (!period) return;
    const seats = await lockPeriodSeats(tx, period.id);
    if (seats === null) return;
    refuse({ seats, used: await countActiveStudents(tx, instituteId) }, adding, action);
  }
}

/** What other modules hold to keep students within the seats. */
export type SeatGuard = Pick<SeatService, 'check' | 'reserve'>;
