/** Small formatting rules shared by the news cards and pages. */

export const readingTimeOf = (minutes: number) => `${Math.max(1, minutes)} min read`;
