// The CI workflow cannot run here, so its shape is checked, as tests/unit/deploy-workflow.test.ts
// checks the deploy workflow: on a pull request, a job runs the breaking-change guard against the
// base branch with the history it needs; `npm test` runs on every pull request and push to main.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// js-yaml is the YAML parser Docusaurus itself uses (front matter, tags.yml, authors.yml).
const yaml = require('js-yaml') as {load: (text: string) => unknown};

type Step = {name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>};
type Job = {if?: string; steps: Step[]};
type Workflow = {on: {pull_request?: unknown; push?: {branches?: string[]}}; jobs: Record<string, Job>};

const siteDir = path.resolve(__dirname, '../..');
const workflow = yaml.load(readFileSync(path.join(siteDir, '.github/workflows/ci.yml'), 'utf8')) as Workflow;
const packageJson = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>};

test('npm test runs on every pull request and push to main', () => {
  expect(workflow.on).toHaveProperty('pull_request');
  expect(workflow.on.push?.branches).toEqual(['main']);
  expect(workflow.jobs['test']?.steps.some((step) => step.run === 'npm test')).toBe(true);
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

test('npm test lints the OpenAPI document', () => {
  expect(packageJson.scripts['test']).toMatch(/^npm run typecheck && npm run api:lint && /);
  expect(packageJson.scripts['api:lint']).toBe('jiti scripts/api-lint.ts');
});
