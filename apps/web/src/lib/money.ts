/** Money as people type it: rupees in a form field, paise everywhere else. */

/** Paise of a rupee amount as typed (at most two decimals), or null when it is not a number. */
export function rupeesToPaise(value: number | string): number | null {
  if (value === '') return null;
  const rupees = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(rupees) ? Math.round(rupees * 100) : null;
}
