import {spawn} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

// A throwaway copy of the site, for tests that make a writer's mistake and build: the sources
// are copied, node_modules is linked, and outputs, caches and git history are left behind.

export const repoRoot = path.resolve(__dirname, '../..');

// Folders of the working tree that are outputs or caches, not the site's sources.
const notCopied = new Set(['node_modules', '.git', '.docusaurus', 'build', 'build-test', 'test-results', 'playwright-report', '.bench']);

/** Copies the site's sources into a new temporary folder and returns its path. */
export function copySite(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'spacescan-site-'));
  cpSync(repoRoot, site, {
    recursive: true,
    filter: (source) => !notCopied.has(path.relative(repoRoot, source).split(path.sep)[0] ?? ''),
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  return site;
}

export function removeSite(site: string): void {
  rmSync(site, {recursive: true, force: true});
}

export type BuildOutput = {code: number | null; text: string};

/**
 * Runs the build script of the site in `site` (scripts/build.ts around `docusaurus build`, as
 * `npm run build` does) with `args` and the extra `env`, without colours, and returns the exit
 * status and everything it printed.
 */
export function runBuildScript(site: string, args: string[], env: Record<string, string>): Promise<BuildOutput> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(site, 'node_modules/jiti/bin/jiti.js'), 'scripts/build.ts', ...args], {
      cwd: site,
      env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env},
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (code) => resolve({code, text}));
  });
}

/**
 * Builds a copy (runBuildScript, into the copy's own build/) without git history
 * (SPACESCAN_NO_GIT=1). Its bundler cache is its own (a second build of the copy reads what the
 * first wrote; nothing is left in the checkout's node_modules). The copy is built without
 * minifying: these builds are read for their messages and their pages' links, and minifying the
 * JavaScript and HTML is half the time of a build here. `env` sets GITHUB_ACTIONS or
 * SPACESCAN_VERBOSE; both are off unless given, whatever the environment of the test run.
 */
export function buildSite(site: string, env: Record<string, string> = {}): Promise<BuildOutput> {
  return runBuildScript(site, ['--no-minify', '--out-dir', path.join(site, 'build')], {
    SPACESCAN_NO_GIT: '1',
    // The copy's bundler cache stays in the copy (node_modules is the checkout's own).
    SPACESCAN_BUNDLER_CACHE_ROOT: path.join(site, '.bundler-cache'),
    GITHUB_ACTIONS: '',
    SPACESCAN_VERBOSE: '',
    ...env,
  });
}
