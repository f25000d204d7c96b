import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {cacheDir, cacheKey, bundlerCacheDir} from '../../plugins/bundler-cache';
import {markOf} from '../../scripts/build-guard/cache-guard';
import {watchBuild} from '../../scripts/build-guard/watchdog';

// scripts/build.ts (`npm run build`) around a stand-in for Docusaurus (SPACESCAN_DOCUSAURUS_BIN),
// so that what a real build rarely does can be made to happen: a report worded in a way the
// script cannot read, a build that stops making progress, a cache a killed build left behind.
// The real builds are in tests/writers/writers-mistakes.test.ts (mistakes) and
// tests/rebuild/second-build.test.ts (twice).

const siteDir = path.resolve(__dirname, '../..');
const jiti = path.join(siteDir, 'node_modules/jiti/bin/jiti.js');
const buildScript = path.join(siteDir, 'scripts/build.ts');

let work = '';
test.beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'spacescan-build-script-'));
});
test.afterEach(() => rmSync(work, {recursive: true, force: true}));

/** Runs the build script in `work` with a stand-in Docusaurus whose code is `program`. */
function build(program: string, env: Record<string, string> = {}, args: string[] = []) {
  const bin = path.join(work, 'fake-docusaurus.mjs');
  writeFileSync(bin, program);
  const started = Date.now();
  const run = spawnSync(process.execPath, [jiti, buildScript, ...args], {
    cwd: work,
    encoding: 'utf8',
    timeout: 60_000,
    env: {...process.env, SPACESCAN_DOCUSAURUS_BIN: bin, GITHUB_ACTIONS: '', SPACESCAN_VERBOSE: '', NO_COLOR: '1', ...env},
  });
  return {status: run.status, text: `${run.stdout}${run.stderr}`, seconds: (Date.now() - started) / 1000};
}

test('Docusaurus is told to stop the build on a broken link or anchor, also under the build script', () => {
  // The config as Docusaurus loads it (through jiti), in the environment scripts/build.ts gives it.
  const probe = path.join(work, 'probe.ts');
  writeFileSync(
    probe,
    `import config from ${JSON.stringify(path.join(siteDir, 'docusaurus.config.ts'))};\nconsole.log(JSON.stringify({links: config.onBrokenLinks, anchors: config.onBrokenAnchors}));\n`,
  );
  const run = spawnSync(process.execPath, [jiti, probe], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, SPACESCAN_BUILD_REPORT: path.join(work, 'report.json')},
  });
  expect(run.status, run.stderr).toBe(0);
  expect(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({links: 'throw', anchors: 'throw'});
});

test('a failed build whose report the script cannot read still fails, and shows what Docusaurus said', () => {
  // Docusaurus words its broken-link report differently one day: no file:line can be read from it.
  const reworded = [
    "console.log('[INFO] [en] Creating an optimized production build...');",
    "console.error('[ERROR] Error: Docusaurus spotted 1 dead hyperlink:\\n* /docs/intro points to /docs/nowhere');",
    "console.error('[INFO] Docusaurus version: 9.0.0');",
    'process.exit(1);',
  ].join('\n');
  const result = build(reworded);
  expect(result.status, result.text).toBe(1);
  expect(result.text).toContain('Docusaurus spotted 1 dead hyperlink');
  expect(result.text).toContain('/docs/intro points to /docs/nowhere');
  expect(result.text, "no writer's lines were made up").not.toContain("writer's mistake");
});

test('a build killed by a signal fails, whatever it printed', () => {
  const result = build("console.log('[SUCCESS] Generated static files in \"build\".');\nprocess.kill(process.pid, 'SIGKILL');");
  expect(result.status, result.text).toBe(1);
});

test('a build that makes no progress is stopped, with the cache folder to clear', () => {
  // Prints one line, then waits without using the processor, as the bundler did on a stale cache.
  const result = build("console.log('[INFO] [en] Creating an optimized production build...');\nsetTimeout(() => {}, 3_600_000);", {
    SPACESCAN_BUILD_STALL_MS: '3000',
  });
  expect(result.status, result.text).toBe(1);
  expect(result.seconds).toBeLessThan(30);
  expect(result.text).toMatch(/\[ERROR\] The build made no progress for [345] s \(no output, no processor time\) and was stopped\./);
  expect(result.text).toContain('node_modules/.cache/rspack/root.minified');
  expect(result.text).toContain('Fix: clear it with `rm -rf node_modules/.cache/rspack/root.minified`');
  // Stopped by the watchdog: its cache may be half-written, so the next build clears it.
  expect(existsSync(markOf(path.join(work, 'node_modules/.cache/rspack/root.minified')))).toBe(true);
});

test('a build that is quiet but working is not stopped', () => {
  // Four seconds of work without a line of output, with a watchdog of two seconds.
  const busy =
    "const end = Date.now() + 4000; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1);\nconsole.log('done ' + String(x > 0));";
  const result = build(busy, {SPACESCAN_BUILD_STALL_MS: '2000'});
  expect(result.status, result.text).toBe(0);
  expect(result.text).toContain('done true');
});

test('the cache of a build that was cut short is cleared before the next build of its kind reads it', () => {
  const kind = {baseUrl: '/docs-preview/', testPages: true, minify: false};
  const folder = cacheDir(work, kind);
  const other = cacheDir(work, {...kind, testPages: false, minify: true});
  for (const dir of [folder, other]) {
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, 'half-written.pack'), 'x');
  }
  // The mark of a build that no longer runs (no process has this id).
  writeFileSync(markOf(folder), '2147483646\n');
  const result = build("console.log('[SUCCESS] built');", {SPACESCAN_TEST_PAGES: '1', SPACESCAN_BASE_URL: '/docs-preview/'}, [
    '--no-minify',
  ]);
  expect(result.status, result.text).toBe(0);
  expect(result.text).toContain(
    `An earlier build was cut short; its bundler cache node_modules/.cache/rspack/${cacheKey(kind)} was cleared.`,
  );
  expect(existsSync(path.join(folder, 'half-written.pack'))).toBe(false);
  expect(existsSync(markOf(folder)), 'a build that ends by itself leaves no mark').toBe(false);
  expect(readFileSync(path.join(other, 'half-written.pack'), 'utf8'), 'another kind of build keeps its cache').toBe('x');
});

test('each kind of build has its own cache folder: base URL, test pages, minification, dev', () => {
  const kinds = [
    {baseUrl: '/', testPages: false, minify: true},
    {baseUrl: '/', testPages: false, minify: false},
    {baseUrl: '/', testPages: true, minify: true},
    {baseUrl: '/docs-preview/', testPages: true, minify: false},
    {baseUrl: '/spacescan-docs/', testPages: false, minify: true},
    {baseUrl: '/', testPages: false, minify: true, dev: true},
  ];
  const keys = kinds.map(cacheKey);
  expect(new Set(keys).size).toBe(kinds.length);
  expect(keys.slice(0, 4)).toEqual(['root.minified', 'root.unminified', 'root.test-pages.minified', 'docs-preview.test-pages.unminified']);
  // The plugin: the site and the command's options give the kind, the bundle its folder inside.
  const persistent = {type: 'persistent', version: 'client-production-en'};
  const production = {mode: 'production', experiments: {cache: persistent}};
  const testPages = {baseUrl: '/docs-preview/', testPages: true};
  expect(bundlerCacheDir(production, false, '/site', testPages, ['build', '--no-minify'])).toBe(
    '/site/node_modules/.cache/rspack/docs-preview.test-pages.unminified/client',
  );
  expect(bundlerCacheDir(production, true, '/site', testPages, ['build', '--no-minify'])).toBe(
    '/site/node_modules/.cache/rspack/docs-preview.test-pages.unminified/server',
  );
  expect(bundlerCacheDir(production, true, '/site', {baseUrl: '/', testPages: false}, ['build'])).toBe(
    '/site/node_modules/.cache/rspack/root.minified/server',
  );
  expect(bundlerCacheDir({...production, mode: 'development'}, false, '/site', {baseUrl: '/', testPages: false}, ['start'])).toBe(
    '/site/node_modules/.cache/rspack/root.dev/client',
  );
  expect(
    bundlerCacheDir({mode: 'production', experiments: {}}, false, '/site', {baseUrl: '/', testPages: false}),
    'no persistent cache: nothing to key',
  ).toBeNull();
});

test('the watchdog counts output and processor time as progress, and nothing else', () => {
  let clock = 0;
  let cpu = 0;
  const stalls: number[] = [];
  const dog = watchBuild(1, 10_000, (quiet) => stalls.push(quiet), {now: () => clock, cpu: () => cpu});
  const after = (ms: number, cpuMs = 0) => {
    clock += ms;
    cpu += cpuMs;
    dog.check();
  };
  try {
    after(6_000, 2_000); // working: a second and more of processor time
    after(6_000);
    expect(stalls).toEqual([]);
    dog.progressed(); // a line of output
    after(9_000, 80); // a little processor time (less than 1/120 of the period) is waiting, not working
    expect(stalls).toEqual([]);
    after(2_000);
    expect(stalls).toEqual([11_000]);
    after(5_000);
    expect(stalls, 'said once').toHaveLength(1);
  } finally {
    dog.stop();
  }
});
