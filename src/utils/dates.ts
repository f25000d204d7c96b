/**
 * The site's dates in English, without Intl.
 *
 * The first Intl.DateTimeFormat (or Intl.PluralRules) a page creates loads ICU's locale data:
 * 15 to 25 ms on a 2-core machine, inside the task that hydrates the page, four times that on
 * a throttled phone. The site is in English only and shows dates in three shapes, all in UTC,
 * so they are spelled out here. tests/unit/dates.test.ts compares every shape with
 * Intl.DateTimeFormat('en') over several years, so a difference shows up as a failing test.
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
 * - `short`: Nov 22, 2026 (last update of a doc)
 * - `monthDay`: November 22 (the archive, under a year heading)
 */
export type DateShape = 'long' | 'short' | 'monthDay';

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
    case 'short':
      return `${month.slice(0, 3)} ${day}, ${date.getUTCFullYear()}`;
    case 'monthDay':
      return `${month} ${day}`;
  }
}

/** "One min read" or "N min read", as the classic theme words it, rounded up. */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? 'One min read' : `${rounded} min read`;
}
