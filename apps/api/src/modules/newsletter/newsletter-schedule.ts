/**
 * When a recurring newsletter's next edition goes out (spec §9: Daily, Weekly, Monthly, Custom), in India's time:
 * a day or a week later at the same time, the same day of the next month (the 31st becomes the month's last day),
 * or every N days. An edition whose time passed while the server was off is skipped: the next one still to come.
 */
import type { ScheduleFrequency } from '@noticeboard/shared';
import { addMonthsInIndia } from '../assessment/assessment-schedule.job';

const DAY = 86_400_000;

export function nextEditionAt(previous: Date, frequency: ScheduleFrequency, everyDays: number | null, now: Date): Date {
  const step = (from: Date, times: number): Date => {
    switch (frequency) {
      case 'DAILY':
        return new Date(from.getTime() + times * DAY);
      case 'WEEKLY':
        return new Date(from.getTime() + times * 7 * DAY);
      case 'MONTHLY':
        return addMonthsInIndia(from, times);
      case 'CUSTOM':
        return new Date(from.getTime() + times * Math.max(1, everyDays ?? 1) * DAY);
    }
  };
  let times = 1;
  let next = step(previous, times);
  while (next.getTime() <= now.getTime() && times < 10_000) {
    times += 1;
    next = step(previous, times);
  }
  return next;
}
