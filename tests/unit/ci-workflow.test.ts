// What CI must do, read from ci.yml (tests/unit/workflows.test.ts runs actionlint over it, which
// checks what its jobs, expressions and matrix name): `npm test` runs on every pull request and push
// to main, through .ci/run, in a Debian 12 container where Debian's Chromium draws the visual
// baselines' pixels; on a pull request, a job runs the breaking-change guard against the base
// branch with the history it needs. tests/unit/node-version.test.ts checks the Node versions.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
// js-yaml is the YAML parser Docusaurus itself uses (front matter, tags.yml, authors.yml).
import {load as loadYaml} from 'js-yaml';

type Step = {name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>};
type Job = {
  if?: string;
  needs?: string | string[];
  container?: {image?: string};
  steps: Step[];
};
type Workflow = {on: {pull_request?: unknown; push?: {branches?: string[]}}; jobs: Record<string, Job>};

const siteDir = path.resolve(__dirname, '../..');
const workflow = loadYaml(readFileSync(path.join(siteDir, '.github/workflows/ci.yml'), 'utf8')) as Workflow;
const packageJson = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
const ciRun = readFileSync(path.join(siteDir, '.ci/run'), 'utf8');
const debianPackages = readFileSync(path.join(siteDir, '.ci/install-debian-packages'), 'utf8');

test('npm test runs on every pull request and push to main, through .ci/run, with full history', () => {
  expect(workflow.on).toHaveProperty('pull_request');
  expect(workflow.on.push?.branches).toEqual(['main']);
  const steps = workflow.jobs['test']?.steps ?? [];
  expect(steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0);
  expect(steps.some((step) => step.run === '.ci/run')).toBe(true);
  // .ci/run: the Debian packages, then the README's two commands' install and test.
  const lines = ciRun.split('\n').map((line) => line.trim());
  expect(lines.indexOf('.ci/install-debian-packages')).toBeGreaterThan(0);
  expect(lines.indexOf('npm ci --no-audit --no-fund')).toBeGreaterThan(lines.indexOf('.ci/install-debian-packages'));
  expect(lines.indexOf('npm test')).toBeGreaterThan(lines.indexOf('npm ci --no-audit --no-fund'));
});

test("the tests run in Debian 12 with Debian's Chromium, chromium-headless-shell and fonts, as on the project machine", () => {
  // Playwright's Chromium on Ubuntu draws other pixels than the baselines (tests/visual).
  expect(workflow.jobs['test']?.container?.image).toBe('node:${{ matrix.node }}-bookworm');
  expect(workflow.jobs['figures']?.container?.image).toBe('node:${{ needs.node-versions.outputs.current }}-bookworm');
  for (const job of ['test', 'figures']) {
    const runs = (workflow.jobs[job]?.steps ?? []).map((step) => step.run ?? '').join('\n');
    expect(runs, `${job} installs no browser of Playwright's`).not.toContain('playwright install');
    expect(runs).not.toContain('CHROME_PATH');
  }
  for (const needed of [
    'chromium',
    'chromium-headless-shell',
    'fonts-dejavu-core',
    'fonts-dejavu-extra',
    'fonts-liberation',
    'default-jre-headless',
  ]) {
    expect(debianPackages, `.ci/install-debian-packages installs ${needed} when it is missing`).toMatch(new RegExp(`\\b${needed}\\b(?!-)`));
  }
  expect(debianPackages).toContain('apt-get install');
});

test('on a pull request, a job runs npm run api:changes against the base branch, with its history', () => {
  const job = workflow.jobs['api-changes'];
  expect(job?.if).toBe("github.event_name == 'pull_request'");
  const steps = job?.steps ?? [];
  const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
  expect(checkout?.with?.['fetch-depth'], 'the base branch must be in the clone').toBe(0);
  const install = steps.findIndex((step) => step.run === 'npm ci --no-audit --no-fund');
  const guard = steps.findIndex((step) => step.run === 'npm run api:changes -- --base "origin/$BASE_REF"');
  expect(install).toBeGreaterThanOrEqual(0);
  expect(guard).toBeGreaterThan(install);
  // The branch name reaches the shell through the environment, never pasted into the script.
  expect(steps[guard]?.env).toEqual({BASE_REF: '${{ github.base_ref }}'});
  expect(packageJson.scripts['api:changes']).toBe('jiti scripts/api-changes.ts');
});

// The checks that build more than npm test's two builds, each a job beside it: its npm script, and what that script runs.
for (const {job: name, script, command} of [
  {job: 'writers-mistakes', script: 'test:writers', command: 'SITE_NO_SERVER=1 playwright test --project=writers'},
  {
    job: 'second-build',
    script: 'test:rebuild',
    command: 'npm run build && npm run build:test-pages && SITE_NO_SERVER=1 playwright test --project=rebuild',
  },
]) {
  test(`${script}, which npm test leaves out, runs beside it on every pull request and push to main`, () => {
    const job = workflow.jobs[name];
    expect(job, `a ${name} job`).toBeDefined();
    expect(job?.if, 'on every event of the workflow').toBeUndefined();
    const steps = job?.steps ?? [];
    const install = steps.findIndex((step) => step.run === 'npm ci --no-audit --no-fund');
    const runs = steps.findIndex((step) => step.run === `npm run ${script}`);
    expect(install).toBeGreaterThanOrEqual(0);
    expect(runs).toBeGreaterThan(install);
    expect(packageJson.scripts[script]).toBe(command);
  });
}
