import { formatDate } from '@noticeboard/shared';
/** When a notification came, as people say it: "just now", "5 min ago", "3 h ago", "yesterday", then "25 Nov 2026". */

export function whenOf(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  if (hours < 48) return 'yesterday';
  return formatDate(at);
}
