// Redocly CLI on the catalogue's OpenAPI document, for `npm run api:lint` (scripts/api-lint.ts) and
// tests/unit/openapi-lint.test.ts. Redocly's telemetry and update check stay off: the lint asks no
// other host for anything.
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {apiPages} from '../api/catalogue/pages';
import {buildOpenApi} from '../api/catalogue/openapi';

export const siteDir = path.resolve(__dirname, '..');

/** Writes the catalogue's OpenAPI document where Redocly reads it, and returns that path. */
export function writeCatalogueDocument(dir = path.join(siteDir, 'node_modules/.cache/api-lint')): string {
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(buildOpenApi(apiPages).document, null, 2)}\n`);
  return file;
}

/** Runs Redocly CLI's lint on a document with a config; extra arguments go to Redocly. */
export function redoclyLint(file: string, config: string, extra: readonly string[] = []) {
  return spawnSync(process.execPath, [require.resolve('@redocly/cli/bin/cli.js'), 'lint', file, '--config', config, ...extra], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
  });
}
