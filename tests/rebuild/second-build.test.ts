import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {runBuildScript} from '../support/siteCopy';

// The builds of `npm test`, run a second time in the same checkout, as a contributor who runs the
// tests twice does: each must finish (scripts/build.ts stops a build that makes no progress for
// two minutes and names its cache; the hang of issue 26 was a second build reading a bundler
// cache that another kind of build had written) and make the same site as the first build, from
// its own warm cache (plugins/bundler-cache.ts). The second builds go to a temporary folder; the
// first ones are build/ and build-test/, which `npm test` has just made.

const siteDir = path.resolve(__dirname, '../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).scripts;

/** A build as package.json runs it: its environment, its options and its output folder. */
type Build = {env: Record<string, string>; args: string[]; outDir: string};

/** Reads `A=1 B=2 jiti scripts/build.ts --x --out-dir dir` from package.json. */
function buildOf(script: string): Build {
  const words = (scripts[script] ?? '').split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=') as [string, string]));
  const start = words.indexOf('scripts/build.ts');
  expect(start, `${script} runs scripts/build.ts`).toBeGreaterThan(0);
  const args = words.slice(start + 1);
  const out = args.indexOf('--out-dir');
  const outDir = out < 0 ? 'build' : (args[out + 1] ?? 'build');
  return {env, args: out < 0 ? args : [...args.slice(0, out), ...args.slice(out + 2)], outDir};
}

/** Every file of a built site, relative, with the bundler's runtime chunk named without its hash. */
function files(dir: string): string[] {
  return (
    readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      // The MCP package is packed only into build/ (its data folder is the package's own, one per
      // checkout), and it carries the time it was built, which readers' assistants are told.
      .filter((entry) => path.basename(entry.parentPath) !== 'mcp' || !entry.name.endsWith('.tgz'))
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .map((file) => file.replace(/runtime~main\.[0-9a-f]+\.js$/, 'runtime~main.js'))
      .sort()
  );
}

// The minifier may name the runtime chunk's local variables differently from one build to the
// next, and so its hash; pages name it, in the inline script that starts them, whose SHA-256 the
// page's Content-Security-Policy holds. So the runtime's name and the policy's script hashes are
// left out (the build itself checks that each page's policy holds the hashes of its own inline
// scripts, plugins/content-security-policy); everything else, the inline scripts included, is
// compared byte for byte.
const runtimeName = /runtime~main\.[0-9a-f]+\.js/g;
const policyScriptHashes = /(<meta http-equiv="Content-Security-Policy" content="[^"]*?script-src [^;"]*)/g;
const comparable = (dir: string, file: string): string =>
  file.endsWith('runtime~main.js')
    ? ''
    : readFileSync(path.join(dir, file), 'latin1')
        .replace(runtimeName, 'runtime~main.js')
        .replace(policyScriptHashes, (directive) => directive.replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, " 'sha256-…'"));

test.describe.configure({mode: 'serial', timeout: 600_000});

for (const script of ['build', 'build:test-pages']) {
  test(`\`npm run ${script}\` runs again in the same checkout and makes the same site from its warm cache`, async () => {
    const build = buildOf(script);
    const first = path.join(siteDir, build.outDir);
    expect(existsSync(path.join(first, 'index.html')), `no ${build.outDir}/: run \`npm run ${script}\` first (npm test always does)`).toBe(
      true,
    );
    const second = mkdtempSync(path.join(tmpdir(), 'spacescan-second-build-'));
    try {
      const started = Date.now();
      const result = await runBuildScript(siteDir, [...build.args, '--out-dir', second], build.env);
      test
        .info()
        .annotations.push({type: 'second build', description: `${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.code}`});
      expect(result.code, result.text).toBe(0);
      expect(result.text).not.toContain('made no progress');
      const before = files(first);
      expect(files(second)).toEqual(before);
      const different = before.filter((file) => comparable(first, file) !== comparable(second, file));
      expect(different, `files of ${build.outDir}/ that the second build made differently`).toEqual([]);
    } finally {
      rmSync(second, {recursive: true, force: true});
    }
  });
}
