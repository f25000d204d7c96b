import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {load as loadYaml} from 'js-yaml';
import {nodeReleases} from './fixtures/node-releases';

// One Node version story, told by two files: .nvmrc names the version to develop and publish on
// (an LTS line that still gets security fixes), package.json's engines the oldest the site works
// on. CI runs npm test on both (scripts/node-versions.mjs reads them for its matrix), deploy.yml
// builds with .nvmrc's, and every package in the lockfile accepts both (so `npm ci` prints no
// EBADENGINE warning).

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const semver: {satisfies: (version: string, range: string) => boolean; minVersion: (range: string) => {version: string} | null} =
  createRequire(path.join(root, 'package.json'))('semver');

type Lockfile = {packages: Record<string, {engines?: {node?: string} | string[]}>};

let current = '';
let oldest = '';
test.beforeAll(async () => {
  // scripts/ is plain Node ES modules: loaded as Node loads them.
  const {nodeVersions} = await import('../../scripts/node-versions.mjs');
  ({current, oldest} = nodeVersions());
});

test('.nvmrc names an LTS line that got security fixes on the day the schedule was read', () => {
  expect(current).toMatch(/^\d+\.\d+$/);
  const major = current.split('.')[0] ?? '';
  const endOfLife = nodeReleases.endOfLife[major];
  expect(endOfLife, `Node ${major} is an LTS line (tests/unit/fixtures/node-releases.ts)`).toBeDefined();
  expect(
    nodeReleases.checkedOn <= (endOfLife ?? ''),
    `Node ${major} gets security fixes until ${endOfLife}, not on ${nodeReleases.checkedOn}`,
  ).toBe(true);
});

test('engines accepts both versions, and its lowest is the oldest CI tests', () => {
  const engines: string = JSON.parse(read('package.json')).engines.node;
  expect(semver.satisfies(`${current}.0`, engines), `engines "${engines}" accepts ${current}`).toBe(true);
  expect(semver.minVersion(engines)?.version).toBe(`${oldest}.0`);
});

test('every workflow takes its Node from those files: .nvmrc, or the versions scripts/node-versions.mjs reads', () => {
  type Job = {
    container?: {image?: string};
    strategy?: {matrix?: {node?: string[]}};
    steps?: {uses?: string; run?: string; with?: Record<string, string>}[];
  };
  const where: string[] = [];
  for (const file of readdirSync(path.join(root, '.github/workflows'))) {
    const {jobs} = loadYaml(read(`.github/workflows/${file}`)) as {jobs: Record<string, Job>};
    for (const [name, job] of Object.entries(jobs)) {
      const at = `${file} ${name}`;
      // A version is an expression that leads to the node-versions job's outputs, or .nvmrc.
      const fromFiles = /^\$\{\{ (needs\.node-versions\.outputs\.(current|oldest)|matrix\.node) \}\}$/;
      const image = /^node:(.*)-bookworm$/.exec(job.container?.image ?? 'node:${{ matrix.node }}-bookworm')?.[1] ?? job.container?.image;
      if (!fromFiles.test(image ?? '')) where.push(`${at}: container ${job.container?.image}`);
      for (const node of job.strategy?.matrix?.node ?? []) if (!fromFiles.test(node)) where.push(`${at}: matrix ${node}`);
      for (const step of job.steps ?? []) {
        if (step.uses?.startsWith('actions/setup-node@') && step.with?.['node-version-file'] !== '.nvmrc')
          where.push(`${at}: setup-node ${JSON.stringify(step.with)}`);
        if (step.run?.includes('node-versions.mjs') && step.run !== 'node scripts/node-versions.mjs >> "$GITHUB_OUTPUT"')
          where.push(`${at}: ${step.run}`);
      }
    }
  }
  expect(where).toEqual([]);
});

test('every locked package accepts both versions', () => {
  const lock: Lockfile = JSON.parse(read('package-lock.json'));
  const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined) return [];
    return [`${current}.0`, `${oldest}.0`]
      .filter((v) => !semver.satisfies(v, range))
      .map((v) => `${name.replace(/^.*node_modules\//, '')} wants ${range}, not ${v}`);
  });
  expect(refusing).toEqual([]);
});
