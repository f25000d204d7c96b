// Stops the build (and `npm run generate:api`) on a mistake in the API changelog, with one line per
// mistake naming api/catalogue/changelog.ts, the line and the fix, as the writers' checks do
// (scripts/build.ts prints them at the end of the build). Node only.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {formatMistake} from '../../shared/mistake';
import {CHANGELOG_FILE} from './catalogue-at';
import {apiChangelog} from './changelog';
import {changelogLine, checkChangelog} from './changelog-page';
import type {ApiChangelogEntry, ApiPage} from './types';

/** Today, in UTC, as the changelog writes dates. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The changelog's mistakes as `file:line: problem. Fix: fix` lines. */
export function changelogMistakeLines(
  pages: readonly ApiPage[],
  siteDir: string,
  entries: readonly ApiChangelogEntry[] = apiChangelog,
  today = todayUtc(),
): string[] {
  const mistakes = checkChangelog(entries, pages, today);
  if (mistakes.length === 0) return [];
  const source = readFileSync(path.join(siteDir, CHANGELOG_FILE), 'utf8');
  return mistakes.map((mistake) =>
    formatMistake({file: CHANGELOG_FILE, line: changelogLine(source, mistake, entries), problem: mistake.problem, fix: mistake.fix}),
  );
}

/** Throws, with every line, when the changelog has a mistake. */
export function assertChangelog(pages: readonly ApiPage[], siteDir: string): void {
  const lines = changelogMistakeLines(pages, siteDir);
  if (lines.length > 0) throw new Error(`The API changelog has mistakes:\n${lines.join('\n')}`);
}
