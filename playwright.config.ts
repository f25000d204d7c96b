import {existsSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {ports} from './tests/support/ports';

// The browser tests run against the production build in build/ (made by `npm run build`),
// served by `docusaurus serve` on 127.0.0.1, in Debian's Chromium unless CHROME_PATH names
// another. The build with the test-only pages sits in build-test/ and is served on its own port,
// under the base URL it was built for (`npm run build:test-pages` sets SPACESCAN_BASE_URL), so
// that the tests also cover a site published below the root of its host.
// SITE_BUILD_DIR and SITE_PORT let a writer test another build without touching build/.
const siteDir = process.env.SITE_BUILD_DIR ?? 'build';
const sitePort = ports.site;
const testPagesDir = 'build-test';
const testPagesPort = ports.testPages;
const testPagesBaseUrl = '/docs-preview/';
// The browser: CHROME_PATH, else Debian's chromium-headless-shell (Chromium's headless build: the
// same pixels as chromium, for about 40% less processor time), else Debian's chromium.
const chromePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
// One worker per processor (at least two: a test waits on its browser much of the time);
// SITE_WORKERS sets another number.
const workers = Number(process.env.SITE_WORKERS ?? Math.max(2, availableParallelism()));
const serve = (dir: string, port: number): string =>
  `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --dir ${dir} --port ${port} --host 127.0.0.1 --no-open`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 5_000},
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
        // V8's baseline compiler only: a test's page lives seconds, too short for Maglev's and
        // TurboFan's optimised code to repay compiling it (Chromium's CPU over the API and guide
        // routes of routes.spec.ts: 81 s -> 68 s). The same JavaScript runs; only how fast.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    // No build, no browser, no server: `npm run test:unit` passes in a fresh clone.
    {name: 'unit', testDir: './tests/unit'},
    // The writers' mistakes, made in a copy of the site that is built four times: a CI job of its own
    // beside npm test runs them (`npm run test:writers`); npm test names its four other projects.
    {name: 'writers', testDir: './tests/writers'},
    // The builds of npm test made a second time in the same checkout, from their warm caches, against
    // build/ and build-test/: a CI job of its own beside npm test (`npm run test:rebuild` builds first).
    {name: 'rebuild', testDir: './tests/rebuild'},
    // What the build wrote (build/, build-test/, the MCP package's data), read without a browser;
    // `npm test` runs it after the builds, `npm run test:built` after `npm run build`.
    {name: 'built', testDir: './tests/built'},
    {name: 'browser', testDir: './tests/browser', use: {...devices['Desktop Chrome']}},
    // Screenshots compared with tests/visual/baselines/ (`npm run test:visual:update` rewrites
    // the ones that changed). pixelmatch: a pixel differs when its colour moves by more than 0.1
    // (anti-aliased edges, which fonts draw a little differently between builds, are told apart);
    // no differing pixel is allowed.
    {
      name: 'visual',
      testDir: './tests/visual',
      snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
      use: {...devices['Desktop Chrome']},
      expect: {toHaveScreenshot: {threshold: 0.1, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css'}},
    },
  ],
  // The unit, writers', built and rebuild tests need no server: their npm scripts set SITE_NO_SERVER.
  webServer: process.env.SITE_NO_SERVER
    ? []
    : [
        {
          command: serve(siteDir, sitePort),
          url: `http://127.0.0.1:${sitePort}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        // The build with the test-only pages exists after `npm run build:test-pages`.
        ...(existsSync(testPagesDir)
          ? [
              {
                command: serve(testPagesDir, testPagesPort),
                // `docusaurus serve` reads the base URL from the config, as the build did.
                env: {SPACESCAN_BASE_URL: testPagesBaseUrl},
                url: `http://127.0.0.1:${testPagesPort}${testPagesBaseUrl}`,
                reuseExistingServer: !process.env.CI,
                timeout: 60_000,
              },
            ]
          : []),
      ],
});
