// The Docusaurus canary workflow cannot run here, so its shape is checked, as
// tests/unit/ci-workflow.test.ts checks CI's: it runs on a schedule and on demand, never on a pull
// request or a push (so it cannot gate a merge), its job may fail, it runs in CI's Debian container;
// and its script (scripts/docusaurus-canary.mjs), driven with a stand-in for the commands, installs
// every @docusaurus package at one canary version and writes what broke to the job summary.
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {load as loadYaml} from 'js-yaml';

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {needs?: string; 'continue-on-error'?: boolean; container?: {image?: string}; steps: Step[]};
type Workflow = {name: string; on: Record<string, unknown>; jobs: Record<string, Job>};
type Run = {command: string; args: string[]; env?: Record<string, string>};
type Result = {code: number; output: string};
type Canary = {
  docusaurusPackages: (packageJson: unknown) => string[];
  main: (
    run: (command: string, args: string[], env?: Record<string, string>) => Promise<Result>,
    summaryFile: string,
    reportFile: string,
  ) => Promise<{code: number; text: string}>;
};

const siteDir = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
const workflow = loadYaml(read('.github/workflows/docusaurus-canary.yml')) as Workflow;
const ci = loadYaml(read('.github/workflows/ci.yml')) as Workflow;
const packageJson = JSON.parse(read('package.json')) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};

let canary: Canary;
test.beforeAll(async () => {
  canary = (await import('../../scripts/docusaurus-canary.mjs')) as Canary;
});

/** Runs the script with `answer` standing in for each command; returns the commands, the exit code and the summary it wrote. */
async function drive(answer: (run: Run) => Result) {
  const dir = mkdtempSync(path.join(tmpdir(), 'canary-'));
  const summaryFile = path.join(dir, 'summary.md');
  const reportFile = path.join(dir, 'report.json');
  const runs: Run[] = [];
  const {code, text} = await canary.main(
    async (command, args, env) => {
      const run = {command, args, env};
      runs.push(run);
      return answer(run);
    },
    summaryFile,
    reportFile,
  );
  // The job summary is the file GitHub names; the script appends to it what it prints.
  const summary = readFileSync(summaryFile, 'utf8');
  expect(summary).toBe(`${text}\n`);
  return {runs, code, summary};
}

test('it runs every week and on demand, never on a pull request or a push, and its job may fail', () => {
  expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
  expect(workflow.on['schedule']).toEqual([{cron: expect.stringMatching(/^\S+ \S+ \S+ \S+ \S+$/)}]);
  expect(workflow.jobs['canary']?.['continue-on-error']).toBe(true);
  // deploy.yml follows the workflow named CI; this one must not be taken for it.
  expect(workflow.name).not.toBe(ci.name);
});

test("it runs in CI's Debian container, with its packages, locked install and full history", () => {
  const job = workflow.jobs['canary'];
  expect(job?.container?.image).toBe('node:${{ needs.node-versions.outputs.current }}-bookworm');
  expect(ci.jobs['figures']?.container?.image).toBe(job?.container?.image);
  const runs = (job?.steps ?? []).map((step) => step.run);
  expect(job?.steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0);
  const order = ['.ci/install-debian-packages', 'npm ci --no-audit --no-fund', 'node scripts/docusaurus-canary.mjs'].map((run) =>
    runs.indexOf(run),
  );
  expect(order[0]).toBeGreaterThanOrEqual(0);
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test('every @docusaurus package of package.json is installed at the one canary version, unsaved', async () => {
  const all = Object.keys({...packageJson.dependencies, ...packageJson.devDependencies}).filter((name) => name.startsWith('@docusaurus/'));
  expect(all.length).toBeGreaterThan(5);
  expect(canary.docusaurusPackages(packageJson).sort()).toEqual(all.sort());
  const {runs} = await drive(({args}) => ({code: 0, output: args[0] === 'view' ? '3.10.2-canary-6543\n' : ''}));
  expect(runs[0]?.args).toEqual(['view', '@docusaurus/core@canary', 'version']);
  const install = runs.find((run) => run.args[0] === 'install');
  expect(install?.args.slice(0, 2)).toEqual(['install', '--no-save']);
  expect(install?.args.filter((arg) => arg.startsWith('@')).sort()).toEqual(all.map((name) => `${name}@3.10.2-canary-6543`).sort());
  // Then the stages of npm test, each run on its own.
  expect(runs.slice(2).map((run) => run.args.join(' '))).toEqual([
    'run --silent typecheck',
    'run build',
    'run build:test-pages',
    'playwright test --reporter=dot,json',
  ]);
});

test('the summary says what broke: the stage, its last lines and the failed tests', async () => {
  const report = {
    suites: [
      {
        file: 'browser/docs.spec.ts',
        specs: [
          {file: 'browser/docs.spec.ts', title: 'the sidebar opens', tests: [{status: 'unexpected', projectName: 'browser'}]},
          {file: 'browser/docs.spec.ts', title: 'the page loads', tests: [{status: 'expected', projectName: 'browser'}]},
        ],
      },
    ],
  };
  const {code, summary} = await drive(({args, env}) => {
    if (args[0] === 'view') return {code: 0, output: '3.10.2-canary-6543'};
    if (args.includes('typecheck')) return {code: 2, output: "src/theme/Root.tsx(4,10): error TS2305: Module has no exported member 'X'."};
    if (args[0] === 'playwright') {
      writeFileSync(env?.['PLAYWRIGHT_JSON_OUTPUT_FILE'] ?? '', JSON.stringify(report));
      return {code: 1, output: '1 failed'};
    }
    return {code: 0, output: ''};
  });
  expect(code).toBe(1);
  expect(summary).toContain('### Docusaurus canary 3.10.2-canary-6543');
  expect(summary).toMatch(/\| install 1\d @docusaurus packages \| passed \|/);
  expect(summary).toContain('| typecheck | failed |');
  expect(summary).toContain("error TS2305: Module has no exported member 'X'.");
  expect(summary).toContain('| build | passed |');
  expect(summary).toContain('| tests | failed |');
  expect(summary).toContain('- browser/docs.spec.ts › the sidebar opens (browser)');
  expect(summary).not.toContain('the page loads');
});

test('a failed install or build says so, and what could not run', async () => {
  const install = await drive(({args}) =>
    args[0] === 'view' ? {code: 0, output: '4.0.0-canary-1'} : {code: args[0] === 'install' ? 1 : 0, output: 'ERESOLVE peer react@19.4'},
  );
  expect(install.code).toBe(1);
  expect(install.summary).toMatch(/\| install \d+ @docusaurus packages \| failed \|/);
  expect(install.summary).toContain('ERESOLVE peer react@19.4');
  expect(install.summary).toContain('| build | not run: needs the install |');
  const build = await drive(({args}) =>
    args[0] === 'view' ? {code: 0, output: '4.0.0-canary-1'} : {code: args.join(' ') === 'run build' ? 1 : 0, output: ''},
  );
  expect(build.summary).toContain('| build | failed |');
  expect(build.summary).toContain('| tests | not run: needs the build |');
  expect(build.runs.some((run) => run.args[0] === 'playwright')).toBe(false);
  const none = await drive(() => ({code: 1, output: 'npm error 404 No match found for version canary'}));
  expect(none.summary).toContain('| install | failed: no canary version found |');
  expect(none.code).toBe(1);
});
