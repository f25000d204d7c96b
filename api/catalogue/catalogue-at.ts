// Loads the catalogue of a checkout or of a git ref (Node only), for `npm run api:changes`: the
// OpenAPI document it builds and its changelog. A ref's catalogue is read out of git into
// node_modules/.cache/api-changes/<commit>/ (under the repository, so its imports resolve against
// the same node_modules) and built with the code of that ref, so the document is the one that ref
// published.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import type {ApiChangelogEntry, ApiPage, CallName, JsonValue} from './types';

export const CATALOGUE_DIR = 'api/catalogue';
export const CHANGELOG_FILE = `${CATALOGUE_DIR}/changelog.ts`;

export interface LoadedCatalogue {
  document: {[key: string]: JsonValue};
  changelog: readonly ApiChangelogEntry[];
  /** The entry file of each call (`api/catalogue/entries/coins.ts`), current calls before older ones. */
  callFiles: Map<CallName, string>;
}

/** The entry file of each call, by its method and path; where an older call shares them, the current call's. */
export function callFilesOf(pages: readonly ApiPage[]): Map<CallName, string> {
  const files = new Map<CallName, string>();
  const calls = pages.flatMap((page) => page.calls.map((call) => ({page, call})));
  calls.sort((a, b) => Number(Boolean(a.call.legacy)) - Number(Boolean(b.call.legacy)));
  for (const {page, call} of calls) {
    const name = `${call.method} ${call.path}` as CallName;
    if (!files.has(name)) files.set(name, `${CATALOGUE_DIR}/entries/${page.doc}.ts`);
  }
  return files;
}

/** Builds the OpenAPI document and reads the changelog of the catalogue whose folder is `catalogueDir`. */
export function loadCatalogue(catalogueDir: string): LoadedCatalogue {
  const load = createJiti(__filename, {requireCache: false, interopDefault: true});
  const {apiPages} = load(path.join(catalogueDir, 'pages.ts')) as {apiPages: readonly ApiPage[]};
  const {buildOpenApi} = load(path.join(catalogueDir, 'openapi.ts')) as {
    buildOpenApi: (pages: readonly ApiPage[]) => {document: {[key: string]: JsonValue}};
  };
  const changelogFile = path.join(catalogueDir, 'changelog.ts');
  const changelog = existsSync(changelogFile) ? (load(changelogFile) as {apiChangelog: readonly ApiChangelogEntry[]}).apiChangelog : [];
  return {document: buildOpenApi(apiPages).document, changelog, callFiles: callFilesOf(apiPages)};
}

const git = (repoDir: string, args: string[]): string =>
  execFileSync('git', ['-C', repoDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

/** The commit a ref names; throws a sentence a reader can act on when there is none. */
export function commitOf(repoDir: string, ref: string): string {
  try {
    return git(repoDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new Error(
      `git knows no commit named "${ref}". Fix: fetch it first (git fetch origin ${ref.replace(/^origin\//, '')}), or name a branch, tag or commit that exists.`,
    );
  }
}

/** Writes the catalogue folder of `commit` under node_modules/.cache and returns that copy's catalogue folder. */
export function checkoutCatalogue(repoDir: string, commit: string): string {
  const root = path.join(repoDir, 'node_modules', '.cache', 'api-changes', commit);
  const catalogueDir = path.join(root, CATALOGUE_DIR);
  if (existsSync(catalogueDir)) return catalogueDir;
  const files = git(repoDir, ['ls-tree', '-r', '-z', '--name-only', commit, '--', CATALOGUE_DIR]).split('\0').filter(Boolean);
  if (!files.includes(`${CATALOGUE_DIR}/pages.ts`) || !files.includes(`${CATALOGUE_DIR}/openapi.ts`)) {
    throw new Error(
      `${commit.slice(0, 7)} has no API catalogue (${CATALOGUE_DIR}/pages.ts and openapi.ts). Fix: compare with a ref after the catalogue was added.`,
    );
  }
  // Written beside, then moved into place, so that an interrupted or concurrent run never reads a half copy.
  const partial = `${root}.partial-${process.pid}`;
  rmSync(partial, {recursive: true, force: true});
  for (const file of files) {
    const target = path.join(partial, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, execFileSync('git', ['-C', repoDir, 'show', `${commit}:${file}`], {maxBuffer: 64 * 1024 * 1024}));
  }
  mkdirSync(path.dirname(root), {recursive: true});
  try {
    renameSync(partial, root);
  } catch (error) {
    // Another run put the same commit in place first: its copy is the same.
    rmSync(partial, {recursive: true, force: true});
    if (!existsSync(catalogueDir)) throw error;
  }
  return catalogueDir;
}

/** The catalogue of a git ref. */
export function catalogueAtRef(repoDir: string, ref: string): LoadedCatalogue & {commit: string} {
  const commit = commitOf(repoDir, ref);
  return {...loadCatalogue(checkoutCatalogue(repoDir, commit)), commit};
}
