// The breaking-change guard (`npm run api:changes`, scripts/api-changes.ts): each kind of change,
// breaking and not, on a copy of the coin page (tests/unit/fixtures/api-changes.ts); which
// changelog entries name a breaking change; and the command itself, run on a scratch git
// repository holding a copy of the catalogue, failing on an unnamed breaking change with the
// file:line of the change, passing once the changelog names it, writing the job summary.
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {buildOpenApi} from '../../api/catalogue/openapi';
import {describeDifference, diffOpenApi, type ApiDifference} from '../../api/catalogue/openapi-diff';
import {names, newChanges, unnamedBreaking} from '../../api/catalogue/changelog-coverage';
import type {ApiChange, ApiPage} from '../../api/catalogue/types';
import {changeFixtures} from './fixtures/api-changes';

const siteDir = path.resolve(__dirname, '../..');

function coinPage(): ApiPage {
  const page = apiPages.find((p) => p.doc === 'coins');
  if (page === undefined) throw new Error('the catalogue has no coins page');
  return structuredClone(page);
}

/** The OpenAPI document of the catalogue with the coin page swapped for `page`. */
const documentWith = (page: ApiPage) => buildOpenApi(apiPages.map((p) => (p.doc === page.doc ? page : p))).document;

function differencesOf(fixture: (typeof changeFixtures)[number]): ApiDifference[] {
  const base = coinPage();
  fixture.prepare?.(base);
  const head = structuredClone(base);
  fixture.edit(head);
  return diffOpenApi(documentWith(base), documentWith(head));
}

test.describe('each kind of change, breaking and not', () => {
  for (const fixture of changeFixtures) {
    test(`${fixture.kind}: ${fixture.breaking ? 'breaking' : 'not breaking'}${fixture.line ? ` (${fixture.line})` : ' (no difference)'}`, () => {
      const differences = differencesOf(fixture);
      if (fixture.line === '') {
        expect(differences).toEqual([]);
        return;
      }
      const lines = differences.map(describeDifference);
      expect(lines).toContain(fixture.line);
      const difference = differences[lines.indexOf(fixture.line)];
      expect(difference?.breaking).toBe(fixture.breaking);
      // A change that breaks nothing fails no check; one that breaks is held until the changelog names it.
      expect(unnamedBreaking(differences, []).length > 0).toBe(fixture.breaking);
    });
  }

  test('the catalogue compared with itself has no difference', () => {
    expect(diffOpenApi(buildOpenApi(apiPages).document, buildOpenApi(apiPages).document)).toEqual([]);
  });
});

test.describe('which changelog entries name a breaking change', () => {
  const removed: ApiDifference = {
    subject: 'response field',
    kind: 'removed',
    call: 'GET /coin/info/{coin_id}',
    name: 'coin.spent_block',
    breaking: true,
  };
  const change = (overrides: Partial<ApiChange>): ApiChange => ({
    kind: 'removed',
    subject: 'response field',
    call: 'GET /coin/info/{coin_id}',
    name: 'coin.spent_block',
    text: 'Gone.',
    ...overrides,
  });

  test('the same call, subject and name, with a fitting kind', () => {
    expect(names(change({}), removed)).toBe(true);
    expect(names(change({kind: 'changed'}), removed)).toBe(true);
    expect(names(change({kind: 'added'}), removed)).toBe(false);
    expect(names(change({name: 'coin.spend_block'}), removed)).toBe(false);
    expect(names(change({call: 'GET /coins/{coin_id}'}), removed)).toBe(false);
    expect(names(change({subject: 'parameter'}), removed)).toBe(false);
  });

  test('a removed field names the fields inside it; a removed call everything in it', () => {
    expect(names(change({name: 'coin'}), removed)).toBe(true);
    expect(names(change({name: 'coi'}), removed)).toBe(false);
    expect(names(change({subject: 'call', name: undefined}), removed)).toBe(true);
    expect(names(change({subject: 'call', name: undefined, kind: 'changed'}), removed)).toBe(false);
  });

  test('a parameter is named without where it goes', () => {
    const param: ApiDifference = {
      subject: 'parameter',
      kind: 'renamed',
      call: 'GET /token/activity',
      name: 'query cat_id',
      renamedTo: 'query asset_id',
      breaking: true,
    };
    expect(names(change({subject: 'parameter', call: 'GET /token/activity', name: 'cat_id'}), param)).toBe(true);
    expect(names(change({subject: 'parameter', call: 'GET /token/activity', name: 'asset_id'}), param)).toBe(false);
  });

  test('only an entry the base did not have counts', () => {
    const entry = {date: '2026-11-25', title: 'Spent block removed', changes: [change({})]};
    expect(unnamedBreaking([removed], newChanges([entry], []))).toEqual([]);
    expect(unnamedBreaking([removed], newChanges([entry], [entry]))).toEqual([removed]);
  });
});

test.describe('npm run api:changes on a scratch repository', () => {
  // The tests edit the same scratch files in turn.
  test.describe.configure({mode: 'serial'});
  let repo = '';
  const git = (...args: string[]): void => {
    const result = spawnSync('git', ['-C', repo, ...args], {encoding: 'utf8'});
    if (result.status !== 0) throw new Error(result.stderr);
  };
  const run = (env: Record<string, string> = {}) =>
    spawnSync(
      process.execPath,
      [require.resolve('jiti/bin/jiti.js'), path.join(siteDir, 'scripts/api-changes.ts'), '--base', 'HEAD', '--repo', repo],
      {
        encoding: 'utf8',
        env: {...process.env, GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '', ...env},
      },
    );
  const coinsFile = (): string => path.join(repo, 'api/catalogue/entries/coins.ts');
  const changelogFile = (): string => path.join(repo, 'api/catalogue/changelog.ts');

  test.beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'api-changes-'));
    cpSync(path.join(siteDir, 'api/catalogue'), path.join(repo, 'api/catalogue'), {recursive: true});
    // The catalogue's imports (@scure/base) resolve from the site's packages.
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(repo, 'node_modules'), 'dir');
    git('init', '-q');
    git('add', 'api');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', 'catalogue');
  });
  test.afterAll(() => rmSync(repo, {recursive: true, force: true}));

  test('no change: it lists nothing and passes', () => {
    const result = run();
    expect(result.stdout).toContain('0 differences, 0 breaking');
    expect(result.status).toBe(0);
  });

  test('a removed response field fails with its file:line and the fix, until the changelog names it', () => {
    const original = readFileSync(coinsFile(), 'utf8');
    const changelog = readFileSync(changelogFile(), 'utf8');
    try {
      writeFileSync(coinsFile(), original.replace(/\n\s*\{\n\s*name: ['"]coin\.spent_block['"],[^}]*\},/, ''));
      const lines = readFileSync(coinsFile(), 'utf8').split('\n');
      const listLine =
        lines.findIndex(
          (line, i) => /^\s*responseFields:/.test(line) && i > lines.findIndex((l) => l.includes('path: "/coin/info/{coin_id}"')),
        ) + 1;
      const summary = path.join(repo, 'summary.md');
      const failed = run({GITHUB_STEP_SUMMARY: summary});
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('BREAKING  response field coin.spent_block removed from GET /coin/info/{coin_id}');
      expect(failed.stdout).toContain(
        `api/catalogue/entries/coins.ts:${listLine}: response field coin.spent_block removed from GET /coin/info/{coin_id}. Fix: add an entry to api/catalogue/changelog.ts that names it, such as {kind: 'removed', subject: 'response field', call: 'GET /coin/info/{coin_id}', name: 'coin.spent_block', text: '…'}, or undo the change.`,
      );
      expect(readFileSync(summary, 'utf8')).toMatch(
        /\| response field coin\.spent_block removed from GET \/coin\/info\/\{coin_id\} \| \*\*Breaking\*\*, not in the changelog \|/,
      );

      const annotated = run({GITHUB_ACTIONS: 'true'});
      expect(annotated.stdout).toContain(`::error file=api/catalogue/entries/coins.ts,line=${listLine},title=Breaking API change::`);

      writeFileSync(
        changelogFile(),
        changelog.replace(
          'apiChangelog: readonly ApiChangelogEntry[] = [',
          "apiChangelog: readonly ApiChangelogEntry[] = [\n  {date: '2026-11-25', title: 'Spent block gone', changes: [{kind: 'removed', subject: 'response field', call: 'GET /coin/info/{coin_id}', name: 'coin.spent_block', text: 'Read spent blocks from the block calls.'}]},",
        ),
      );
      const passed = run();
      expect(passed.stdout).toContain('Every breaking change is named in the changelog.');
      expect(passed.status).toBe(0);
    } finally {
      writeFileSync(coinsFile(), original);
      writeFileSync(changelogFile(), changelog);
    }
  });

  test('an added optional parameter is listed and passes', () => {
    const original = readFileSync(coinsFile(), 'utf8');
    try {
      writeFileSync(
        coinsFile(),
        original.replace(
          'params: [',
          "params: [\n        {name: 'include_memo', in: 'query', type: 'boolean', required: false, description: 'Adds the memo.'},",
        ),
      );
      const result = run();
      expect(result.stdout).toContain('1 difference, 0 breaking');
      expect(result.stdout).toContain('parameter include_memo added to GET /coin/info/{coin_id}');
      expect(result.status).toBe(0);
    } finally {
      writeFileSync(coinsFile(), original);
    }
  });

  test('a ref git does not know stops with the fix', () => {
    const result = spawnSync(
      process.execPath,
      [require.resolve('jiti/bin/jiti.js'), path.join(siteDir, 'scripts/api-changes.ts'), '--base', 'no-such-branch', '--repo', repo],
      {encoding: 'utf8'},
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('git knows no commit named "no-such-branch". Fix:');
  });
});
