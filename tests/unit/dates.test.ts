import {test, expect} from '@playwright/test';
import {formatDate} from '../../shared/dates';

// shared/dates.ts words the site's dates in its own code (see its header). These tests hold it
// to what Intl.DateTimeFormat('en') says, so that the pages read as the classic theme's would.

const intl = {
  long: new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}),
  monthDay: new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', timeZone: 'UTC'}),
} as const;

test('every day from 2022 to 2027 reads as Intl words it, in each shape', () => {
  const mismatches: string[] = [];
  for (let time = Date.UTC(2022, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
    // Late in the UTC day, where a local-time formatter would already show the next day.
    const date = new Date(time + 23 * 3_600_000);
    for (const shape of ['long', 'monthDay'] as const) {
      const ours = formatDate(date, shape);
      const theirs = intl[shape].format(date);
      if (ours !== theirs) {
        mismatches.push(`${date.toISOString()} ${shape}: ${ours} ≠ ${theirs}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
});

test('a post date, an ISO string and milliseconds give the same words', () => {
  expect(formatDate('2022-02-27', 'long')).toBe('February 27, 2022');
  expect(formatDate('2022-02-27T00:00:00.000Z', 'monthDay')).toBe('February 27');
  expect(formatDate(Date.UTC(2026, 8, 5), 'long')).toBe('September 5, 2026');
});

test('something that is not a date is refused, not shown as "undefined NaN"', () => {
  expect(() => formatDate('not a date', 'long')).toThrow(/not a date/);
});
