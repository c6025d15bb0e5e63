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
