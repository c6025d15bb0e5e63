/** 12 Dec 2026: a short date for lists and offers, in India's time zone. */
export const shortDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** Dates as the app writes them for people: Indian English, in India's time zone (26 November 2026). */
export const longDate = (iso: string | null): string =>
  iso
    ? new Date(iso).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      })
    : '';
