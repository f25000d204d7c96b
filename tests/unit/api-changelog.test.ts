// The API changelog (api/catalogue/changelog.ts): the committed entries pass every check and name
// every breaking change of the catalogue's own history; each check fails on a broken entry, with
// the line of changelog.ts it names; the built page, its Markdown twin and its RSS and Atom feeds
// hold every entry, with links to the calls and rows they name.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {buildOpenApi} from '../../api/catalogue/openapi';
import {apiChangelog} from '../../api/catalogue/changelog';
import {changelogMistakeLines, todayUtc} from '../../api/catalogue/changelog-check';
import {changelogLine, checkChangelog, type ChangelogMistake} from '../../api/catalogue/changelog-page';
import {catalogueAtRef} from '../../api/catalogue/catalogue-at';
import {unnamedBreaking} from '../../api/catalogue/changelog-coverage';
import {diffOpenApi} from '../../api/catalogue/openapi-diff';
import type {ApiChange, ApiChangelogEntry} from '../../api/catalogue/types';

const siteDir = path.resolve(__dirname, '../..');

/** The committed changelog with one entry changed (or added at the top, with `index` -1). */
function withEntry(index: number, entry: ApiChangelogEntry): ApiChangelogEntry[] {
  const entries = structuredClone([...apiChangelog]);
  if (index < 0) entries.unshift(entry);
  else entries[index] = entry;
  return entries;
}

const change = (overrides: Partial<ApiChange> = {}): ApiChange => ({
  kind: 'added',
  subject: 'call',
  call: 'GET /block/peak',
  text: 'Returns the newest block.',
  ...overrides,
});
const problemsOf = (entries: readonly ApiChangelogEntry[]): string[] =>
  checkChangelog(entries, apiPages, '2026-11-25').map((m) => m.problem);

test.describe('the committed changelog', () => {
  test('passes every check', () => {
    expect(checkChangelog(apiChangelog, apiPages, todayUtc())).toEqual([]);
  });

  test("names every breaking change between the catalogue's first OpenAPI document and this one", () => {
    // The first commit whose catalogue builds an OpenAPI document; a shallow clone lacks it.
    const first = '09a01ef';
    const known = (() => {
      try {
        execFileSync('git', ['-C', siteDir, 'cat-file', '-e', `${first}^{commit}`]);
        return true;
      } catch {
        return false;
      }
    })();
    test.skip(!known, `git history without ${first} (a shallow clone)`);
    const before = catalogueAtRef(siteDir, first).document;
    const differences = diffOpenApi(before, buildOpenApi(apiPages).document);
    expect(differences.filter((d) => d.breaking).length, 'the history has breaking changes to name').toBeGreaterThan(0);
    expect(
      unnamedBreaking(
        differences,
        apiChangelog.flatMap((entry) => entry.changes),
      ),
    ).toEqual([]);
  });
});

test.describe('each check fails on a broken entry', () => {
  const top = (overrides: Partial<ApiChangelogEntry>): ApiChangelogEntry[] =>
    withEntry(-1, {date: '2026-11-25', title: 'Something new', changes: [change()], ...overrides}).slice(0, 1);

  test('a date that is no day, and a date after today', () => {
    expect(problemsOf(top({date: '2026-02-30'}))).toEqual(['The date "2026-02-30" is not a day written YYYY-MM-DD']);
    expect(problemsOf(top({date: '2026-11-26'}))).toEqual(['The entry is dated 2026-11-26, after today (2026-11-25)']);
  });

  test('entries out of order, and two entries on one day', () => {
    expect(problemsOf(withEntry(-1, {date: '2025-01-01', title: 'Old', changes: [change()]}))).toContain(
      `The entry of ${apiChangelog[0]?.date} comes after the entry of 2025-01-01`,
    );
    expect(problemsOf(withEntry(-1, {date: apiChangelog[0]?.date ?? '', title: 'Twice', changes: [change()]}))).toContain(
      `Two entries are dated ${apiChangelog[0]?.date}`,
    );
  });

  test('an entry without a title or changes, a change that says nothing', () => {
    expect(problemsOf(top({title: ' ', changes: []}))).toEqual(['The entry has no title', 'The entry lists no change']);
    expect(problemsOf(top({changes: [change({text: ''})]}))).toEqual(['The change says nothing']);
  });

  test('a call, a parameter, a response field or an error the catalogue does not have', () => {
    expect(problemsOf(top({changes: [change({call: 'GET /block/peek'})]}))).toEqual(['The catalogue has no call GET /block/peek']);
    expect(
      problemsOf(top({changes: [change({subject: 'parameter', call: 'GET /address/xch-balance/{address}', name: 'include_dusty'})]})),
    ).toEqual(['The page of GET /address/xch-balance/{address} has no parameter include_dusty']);
    expect(
      problemsOf(top({changes: [change({subject: 'response field', call: 'GET /coin/info/{coin_id}', name: 'coin.spend_block'})]})),
    ).toEqual(['The page of GET /coin/info/{coin_id} has no response field coin.spend_block']);
    expect(problemsOf(top({changes: [change({subject: 'error', call: 'GET /coin/info/{coin_id}', name: '410'})]}))).toEqual([
      'The page of GET /coin/info/{coin_id} has no error 410',
    ]);
    expect(
      problemsOf(top({changes: [change({subject: 'parameter', call: 'GET /address/xch-balance/{address}', name: undefined})]})),
    ).toEqual(['The parameter change names no parameter']);
  });

  test('what is gone may be named where an entry (that one or a later one) removes it', () => {
    const gone = change({call: 'GET /coins/{coin_id}', text: 'Returned a coin.'});
    expect(problemsOf(top({changes: [gone]}))).toEqual(['The catalogue has no call GET /coins/{coin_id}']);
    expect(problemsOf(top({changes: [gone, change({kind: 'removed', call: 'GET /coins/{coin_id}', text: 'Moved.'})]}))).toEqual([]);
    const field = change({subject: 'response field', call: 'GET /coin/info/{coin_id}', name: 'coin.spend_block'});
    expect(problemsOf(top({changes: [{...field, kind: 'removed'}]}))).toEqual([]);
  });

  test('a host must be a host of the API', () => {
    expect(problemsOf(top({changes: [change({subject: 'host', call: undefined, name: 'https://api.spacescan.com'})]}))).toEqual([
      'The host https://api.spacescan.com is not a host of the API (api/catalogue/groups.ts)',
    ]);
    expect(problemsOf(top({changes: [change({subject: 'host', call: undefined, name: 'https://api-testnet11.spacescan.io'})]}))).toEqual(
      [],
    );
  });
});

test.describe('a mistake names its line of changelog.ts', () => {
  const source = [
    'export const apiChangelog: readonly ApiChangelogEntry[] = [',
    "  {date: '2026-11-25', title: 'A', changes: [",
    "    {kind: 'added', subject: 'call', call: 'GET /block/peak', text: 'x'},",
    '  ]},',
    '  {',
    "    date: '2026-11-23',",
    "    title: 'B',",
    '    changes: [',
    "      {kind: 'added', subject: 'call', call: 'GET /a', text: 'x'},",
    '      {',
    "        kind: 'removed',",
    "        subject: 'call', call: 'GET /b', text: 'y'},",
    '    ],',
    '  },',
    '];',
  ].join('\n');
  const entries: ApiChangelogEntry[] = [
    {date: '2026-11-25', title: 'A', changes: [change()]},
    {date: '2026-11-23', title: 'B', changes: [change({call: 'GET /a'}), change({kind: 'removed', call: 'GET /b'})]},
  ];
  const line = (mistake: ChangelogMistake): number => changelogLine(source, mistake, entries);

  test('an entry: its date line; a change: the line of its kind', () => {
    expect(line({entry: 0, problem: '', fix: ''})).toBe(2);
    expect(line({entry: 1, problem: '', fix: ''})).toBe(6);
    expect(line({entry: 0, change: 0, problem: '', fix: ''})).toBe(3);
    expect(line({entry: 1, change: 0, problem: '', fix: ''})).toBe(9);
    expect(line({entry: 1, change: 1, problem: '', fix: ''})).toBe(11);
  });

  test('the build prints file:line: problem. Fix: fix, on the committed file', () => {
    const entries = structuredClone([...apiChangelog]);
    const second = entries[1];
    if (second?.changes[0]) second.changes[0].call = 'GET /nfts/event/{nft_id}';
    const lines = readFileSync(path.join(siteDir, 'api/catalogue/changelog.ts'), 'utf8').split('\n');
    const dateLine = lines.findIndex((l) => l.includes(`date: '${second?.date}'`));
    const kindLine = lines.findIndex((l, n) => n > dateLine && /\bkind:/.test(l)) + 1;
    expect(changelogMistakeLines(apiPages, siteDir, entries, '2026-11-25')).toEqual([
      `api/catalogue/changelog.ts:${kindLine}: The catalogue has no call GET /nfts/event/{nft_id}. Fix: Write the method and path as the call's page shows them, or add an entry (this one or a later one) that removes the call.`,
    ]);
  });
});
