import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// One Node version story: .nvmrc names the version, CI installs that version, package.json's
// engines accept it, the README says it, and every package in the lockfile accepts it (so
// `npm ci` prints no EBADENGINE warning), down to the oldest version engines allow.

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const semver: {satisfies: (version: string, range: string) => boolean; minVersion: (range: string) => {version: string} | null} =
  createRequire(path.join(root, 'package.json'))('semver');

type Lockfile = {packages: Record<string, {engines?: {node?: string} | string[]}>};

test('.nvmrc, engines, CI, the README and every locked package agree on Node', () => {
  const nvmrc = read('.nvmrc').trim();
  expect(nvmrc).toMatch(/^\d+\.\d+$/);
  const version = `${nvmrc}.0`;

  const engines: string = JSON.parse(read('package.json')).engines.node;
  expect(semver.satisfies(version, engines), `engines "${engines}" accepts ${version}`).toBe(true);
  const oldest = semver.minVersion(engines)?.version ?? '';

  expect(read('.github/workflows/ci.yml')).toMatch(/node-version-file: \.nvmrc/);
  expect(read('.github/workflows/ci.yml')).not.toMatch(/node-version: /);
  const [major] = nvmrc.split('.');
  expect(read('README.md')).toContain(`Node.js ${major} (${oldest.replace(/\.0$/, '')} or newer`);

  const lock: Lockfile = JSON.parse(read('package-lock.json'));
  const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined) return [];
    return [version, oldest].filter((v) => !semver.satisfies(v, range)).map((v) => `${name.replace(/^.*node_modules\//, '')} wants ${range}, not ${v}`);
  });
  expect(refusing).toEqual([]);
});
