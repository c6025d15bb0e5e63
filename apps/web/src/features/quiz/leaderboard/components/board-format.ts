/** Small wordings shared by the board's rows. */
import { classSectionLabel, type LeaderboardEntry } from '@noticeboard/shared';

/** 754 → "12m 34s"; 42 → "42s". */
export function durationLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}s`;
  if (minutes < 60) return `${minutes}m ${String(rest).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** "Hillside School · Class 8 · A", leaving out what the player lacks. */
export function whereFrom(entry: LeaderboardEntry, withSchool: boolean): string {
  const parts = [
    withSchool ? entry.instituteName : null,
    entry.studentClass ? classSectionLabel(entry.studentClass, entry.section) : null,
  ];
  return parts.filter(Boolean).join(' · ') || 'Independent reader';
}

/** 1 → "1st", 2 → "2nd", 4 → "4th", 11 → "11th", 22 → "22nd". */
export function ordinal(rank: number): string {
  const teen = rank % 100 >= 11 && rank % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th');
  return `${rank}${suffix}`;
}

/**
 * Whether the listed ranks skip numbers: a child of another school whose parent has not agreed to their being listed
 * outside it keeps their place on the board without being shown.
 */
export function ranksSkip(entries: readonly Pick<LeaderboardEntry, 'rank'>[]): boolean {
  return entries.some((entry, index) => entry.rank !== index + 1);
}
