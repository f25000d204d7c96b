import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {baseUrlFrom, siteUrlFrom} from '../../plugins/site-address';
// js-yaml is the YAML parser Docusaurus itself uses (front matter, tags.yml, authors.yml).
import {load as loadYaml} from 'js-yaml';

// The deploy workflow cannot run here, so its shape is checked: it publishes main only after the CI
// workflow (npm test) has passed for the same commit, checks out that commit, does not run the
// suite again, builds once with the Node of .nvmrc for the address GitHub Pages gives the
// repository through the same variables docusaurus.config.ts reads, uploads build/ (with its
// 404.html), and deploys it with the Pages actions.

type Step = {id?: string; name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>};
type Job = {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  environment?: {name?: string; url?: string};
  steps: Step[];
};
type WorkflowRun = {workflows?: string[]; types?: string[]; branches?: string[]};
type Workflow = {
  name?: string;
  on: {push?: unknown; workflow_dispatch?: unknown; workflow_run?: WorkflowRun};
  concurrency?: {group?: string; 'cancel-in-progress'?: boolean};
  jobs: Record<string, Job>;
};

const siteDir = path.resolve(__dirname, '../..');
const workflow = loadYaml(readFileSync(path.join(siteDir, '.github/workflows/deploy.yml'), 'utf8')) as Workflow;
const build = workflow.jobs['build'];
const deploy = workflow.jobs['deploy'];
const stepIndex = (steps: Step[], match: (step: Step) => boolean): number => steps.findIndex(match);

test('runs once CI has completed for main, only when it passed for a push, one deployment at a time', () => {
  const ci = loadYaml(readFileSync(path.join(siteDir, '.github/workflows/ci.yml'), 'utf8')) as Workflow;
  expect(workflow.on.workflow_run).toEqual({workflows: [ci.name], types: ['completed'], branches: ['main']});
  // Nothing else starts it: no push of its own (which would not wait for CI), no run by hand.
  expect(Object.keys(workflow.on)).toEqual(['workflow_run']);
  const condition = (build?.if ?? '').replace(/\s+/g, ' ');
  expect(condition).toContain("github.event.workflow_run.conclusion == 'success'");
  expect(condition).toContain("github.event.workflow_run.event == 'push'");
  expect(condition).toContain("github.event.workflow_run.head_branch == 'main'");
  expect(workflow.concurrency).toEqual({group: 'pages', 'cancel-in-progress': false});
});

test('the build job checks out the commit CI tested, builds once with the Node of .nvmrc, and uploads build/', () => {
  expect(build).toBeDefined();
  const steps = build?.steps ?? [];
  const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
  expect(checkout?.with?.['ref'], 'the commit CI tested, not main as it is now').toBe('${{ github.event.workflow_run.head_sha }}');
  expect(checkout?.with?.['fetch-depth'], 'full history for the last-update lines').toBe(0);
  const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
  expect(node?.with).toEqual({'node-version-file': '.nvmrc', cache: 'npm'});
  const install = stepIndex(steps, (step) => step.run === 'npm ci --no-audit --no-fund');
  const pages = stepIndex(steps, (step) => step.uses?.startsWith('actions/configure-pages@') === true);
  const rebuild = stepIndex(steps, (step) => step.run === 'npm run build');
  const upload = stepIndex(steps, (step) => step.uses?.startsWith('actions/upload-pages-artifact@') === true);
  expect(
    [install, pages, rebuild, upload].every((index) => index >= 0),
    'every step is there',
  ).toBe(true);
  expect(install).toBeLessThan(pages);
  expect(pages).toBeLessThan(rebuild);
  expect(rebuild).toBeLessThan(upload);
  // CI has run the suite for this commit: no test runs again, and the site is built once.
  const runs = steps.flatMap((step) => (step.run === undefined ? [] : [step.run]));
  expect(
    runs.filter((run) => /\b(test|playwright|\.ci\/run)\b/.test(run)),
    'no test step',
  ).toEqual([]);
  expect(
    runs.filter((run) => /\bbuild\b/.test(run)),
    'one build',
  ).toEqual(['npm run build']);
  expect(steps[upload]?.with?.['path']).toBe('build');
  expect(build?.permissions).toEqual({contents: 'read'});
});

test('the Pages build takes url and baseUrl from the environment docusaurus.config.ts reads', () => {
  const steps = build?.steps ?? [];
  const pagesId = steps.find((step) => step.uses?.startsWith('actions/configure-pages@'))?.id;
  expect(pagesId).toBe('pages');
  const env = steps.find((step) => step.run === 'npm run build')?.env ?? {};
  expect(env).toEqual({
    SPACESCAN_URL: '${{ steps.pages.outputs.origin }}',
    SPACESCAN_BASE_URL: '${{ steps.pages.outputs.base_path }}/',
  });
  const config = readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
  for (const name of Object.keys(env)) {
    expect(config, `docusaurus.config.ts reads ${name}`).toContain(`process.env.${name}`);
  }
  // What GitHub Pages gives: a project site, and a site at the root of its domain.
  expect(siteUrlFrom('https://octo.github.io', 'x')).toBe('https://octo.github.io');
  expect(baseUrlFrom('/spacescan-docs/')).toBe('/spacescan-docs/');
  expect(baseUrlFrom('/')).toBe('/');
});

test('the deploy job publishes the uploaded build from main to the github-pages environment', () => {
  expect(deploy?.needs).toBe('build');
  expect(deploy?.if).toBe("github.ref == 'refs/heads/main'");
  expect(deploy?.permissions).toEqual({pages: 'write', 'id-token': 'write'});
  expect(deploy?.environment).toEqual({name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}'});
  expect(deploy?.steps).toEqual([{id: 'deployment', uses: expect.stringMatching(/^actions\/deploy-pages@v\d+$/)}]);
});
