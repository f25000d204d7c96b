#!/usr/bin/env node
// The two Node versions CI runs `npm test` on, from the files that name them:
//   current  the version .nvmrc names: the one to develop and publish on (an LTS line that still
//            gets security fixes);
//   oldest   the lowest version package.json's engines accepts: the oldest the site is known to
//            build and pass its tests on.
// Printed as `current=26.10` and `oldest=20.19`, the lines GitHub's $GITHUB_OUTPUT reads
// (.github/workflows/ci.yml makes its matrix and its containers, node:<version>-bookworm, from them).
// No dependency: it runs before `npm ci`.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The versions, read from .nvmrc and package.json; throws when either is not of the expected form. */
export function nodeVersions(dir = siteDir) {
  const current = readFileSync(path.join(dir, '.nvmrc'), 'utf8').trim();
  if (!/^\d+\.\d+$/.test(current)) throw new Error(`.nvmrc holds "${current}"; write a major and minor version, such as 26.10`);
  const engines = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).engines?.node ?? '';
  const oldest = /^>=\s*(\d+\.\d+)(?:\.0)?$/.exec(engines)?.[1];
  if (oldest === undefined)
    throw new Error(`package.json's engines.node is "${engines}"; write ">=<major>.<minor>", the oldest version the site works on`);
  return {current, oldest};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {current, oldest} = nodeVersions();
  process.stdout.write(`current=${current}\noldest=${oldest}\n`);
}
