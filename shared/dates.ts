/**
 * The site's dates in English and UTC, in the shapes it shows. tests/unit/dates.test.ts compares
 * every shape with Intl.DateTimeFormat('en') over several years. (Written without Intl to keep ICU
 * out of hydration; npm run bench:mechanisms found no figure that buys, so the theme's own dates use
 * Intl again. These stay as the site's one wording of a date.)
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * - `long`: November 22, 2026 (posts, latest posts)
 * - `monthDay`: November 22 (the archive, under a year heading)
 */
export type DateShape = 'long' | 'monthDay';

/** A date (a Date, an ISO string or milliseconds since 1970) as the site shows it, in UTC. */
export function formatDate(value: Date | string | number, shape: DateShape): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`formatDate: not a date: ${String(value)}`);
  }
  const month = MONTHS[date.getUTCMonth()] ?? '';
  const day = date.getUTCDate();
  switch (shape) {
    case 'long':
      return `${month} ${day}, ${date.getUTCFullYear()}`;
    case 'monthDay':
      return `${month} ${day}`;
  }
}
