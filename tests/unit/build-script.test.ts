import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// scripts/build.ts (`npm run build`) around a stand-in for Docusaurus (SPACESCAN_DOCUSAURUS_BIN),
// so that what a real build rarely does can be made to happen: a report worded in a way the
// script cannot read. The real builds are in writers-mistakes.test.ts.

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
  expect(result.text, 'no writer\'s lines were made up').not.toContain("writer's mistake");
});

test('a build killed by a signal fails, whatever it printed', () => {
  const result = build("console.log('[SUCCESS] Generated static files in \"build\".');\nprocess.kill(process.pid, 'SIGKILL');");
  expect(result.status, result.text).toBe(1);
});
