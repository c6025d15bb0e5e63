/** Pure rules of the swipeable deck: what a drag means, and the progress label. */

/** Swipe left: next card. Swipe right: save it (and move on). */
export type SwipeOutcome = 'next' | 'save' | 'none';

/** A drag shorter than this (px) is a tap or a wobble, not a swipe. */
export const DRAG_START_PX = 8;
const MIN_SWIPE_PX = 70;
const SWIPE_SHARE_OF_WIDTH = 0.28;

/** A drag far enough, or a quick flick, decides; anything else springs back. */
export function swipeOutcome(dx: number, cardWidth: number, velocityPxPerMs = 0): SwipeOutcome {
  const threshold = Math.max(MIN_SWIPE_PX, cardWidth * SWIPE_SHARE_OF_WIDTH);
  const flick = Math.abs(velocityPxPerMs) > 0.6 && Math.abs(dx) > MIN_SWIPE_PX / 2;
  if (dx <= -threshold || (flick && dx < 0)) return 'next';
  if (dx >= threshold || (flick && dx > 0)) return 'save';
  return 'none';
}

/** The card's tilt while dragged, in degrees: a little, capped. */
export const dragTilt = (dx: number) => Math.max(-12, Math.min(12, dx / 18));

/** "3 of 10"; past the last card, the total read. */
export function deckProgress(index: number, total: number): string {
  if (total === 0) return '0 of 0';
  return `${Math.min(index + 1, total)} of ${total}`;
}
