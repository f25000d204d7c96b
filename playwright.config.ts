import {existsSync} from 'node:fs';
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
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const serve = (dir: string, port: number): string =>
  `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --dir ${dir} --port ${port} --host 127.0.0.1 --no-open`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
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
      ],
    },
  },
  projects: [
    {name: 'unit', testDir: './tests/unit'},
    {name: 'browser', testDir: './tests/browser', use: {...devices['Desktop Chrome']}},
  ],
  // The unit tests need no server: `npm run test:unit` sets SITE_NO_SERVER.
  webServer: process.env.SITE_NO_SERVER ? [] : [
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
