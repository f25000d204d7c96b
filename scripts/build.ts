// `npm run build`: runs `docusaurus build` (same options, same output folder) and ends a build that
// a writer's mistake stops with one line per mistake:
//
//   docs/guide/Farming.mdx:99: The link ./fees.mdx points at a Markdown file that does not exist. Fix: …
//
// The build fails closed: Docusaurus itself stops on a broken link or anchor (onBrokenLinks and
// onBrokenAnchors are 'throw'), so its exit status fails the build whatever its messages say; the
// lines above are read from those messages, and when they cannot be read the messages are shown
// as Docusaurus printed them, and the build fails all the same.
//
// Docusaurus's own error output (stack traces, nested causes) is held back; SPACESCAN_VERBOSE=1
// shows it too. In GitHub Actions (GITHUB_ACTIONS=true) each line is printed as an error
// annotation, so it shows on that line of the pull request. Options go to Docusaurus:
//   npm run build -- --out-dir build-test --no-minify
//
// It never hangs: a build that prints nothing and uses no processor time for two minutes is
// stopped, with the bundler cache folder to clear (scripts/build-guard/watchdog.ts); each kind of build
// has its own cache folder (plugins/bundler-cache.ts), and a folder that a killed build left
// half-written is cleared before it is read again (scripts/build-guard/cache-guard.ts).
// SPACESCAN_BUILD_STALL_MS changes the two minutes; SPACESCAN_DOCUSAURUS_BIN runs another program
// in place of Docusaurus (both for tests/unit/build-script.test.ts).
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {mistakesFromOutput, plainOutput} from '../plugins/writers-checks/build-output';
import {formatAnnotation, formatMistake, sortedMistakes, type Mistake} from '../shared/mistake';
import {readReport, reportVariable} from '../plugins/writers-checks/report';
import {baseUrlFrom} from '../plugins/site-address';
import {cacheDir, cacheRoot} from '../plugins/bundler-cache';
import {markBuilding, markDone, recoverInterruptedBuild} from './build-guard/cache-guard';
import {DEFAULT_STALL_MS, watchBuild} from './build-guard/watchdog';

const siteDir = process.cwd();
const args = process.argv.slice(2);
const verbose = process.env.SPACESCAN_VERBOSE === '1';
const inGitHubActions = process.env.GITHUB_ACTIONS === 'true';
const stallMs = Number(process.env.SPACESCAN_BUILD_STALL_MS ?? DEFAULT_STALL_MS);
const docusaurusBin =
  process.env.SPACESCAN_DOCUSAURUS_BIN ?? path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');

/** The cache folder of this build: the kind of build the environment and options ask for. */
const bundlerCache = cacheDir(siteDir, {
  baseUrl: baseUrlFrom(process.env.SPACESCAN_BASE_URL),
  testPages: process.env.SPACESCAN_TEST_PAGES === '1',
  minify: !args.includes('--no-minify'),
});
const relativeCache = path.relative(siteDir, bundlerCache);

function recoverCache(): void {
  const recovery = recoverInterruptedBuild(bundlerCache);
  if (recovery === 'cleared') {
    process.stdout.write(`[INFO] An earlier build was cut short; its bundler cache ${relativeCache} was cleared.\n`);
  } else if (recovery === 'in use') {
    process.stderr.write(
      `[WARNING] Another build is using the bundler cache ${relativeCache} in this folder; the two may disturb each other.\n`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The build, its output relayed as it comes.

recoverCache();
const reportDir = mkdtempSync(path.join(tmpdir(), 'spacescan-build-'));
const reportFile = path.join(reportDir, 'report.json');
const colour = process.stdout.isTTY && process.env.NO_COLOR === undefined && process.env.FORCE_COLOR === undefined;
// V8 grows a heap to 1.5 times what a full collection leaves live, not up to four times: bundling
// leaves about 450 MB of garbage in the main thread's heap (ten times the content), which nothing
// collects while the SSG and post-build workers run beside it. The build's peak at 10x: 2.3 -> 1.9 GB,
// at the same speed (dev/performance.md).
const nodeOptions = ['--heap-growing-percent=50'];
const child = spawn(process.execPath, [...nodeOptions, docusaurusBin, 'build', ...args], {
  cwd: siteDir,
  env: {...process.env, [reportVariable]: reportFile, ...(colour ? {FORCE_COLOR: '1'} : {})},
  stdio: ['inherit', 'pipe', 'pipe'],
});
if (child.pid !== undefined) markBuilding(bundlerCache, child.pid);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}

let stalled = false;
const watchdog = watchBuild(child.pid ?? 0, stallMs, (quietMs) => {
  stalled = true;
  process.stderr.write(stallMessage(quietMs));
  child.kill('SIGKILL');
});

/** What a stopped build says: how long, which cache, how to clear it. */
function stallMessage(quietMs: number): string {
  return [
    '',
    `[ERROR] The build made no progress for ${Math.round(quietMs / 1000)} s (no output, no processor time) and was stopped.`,
    `A bundler that waits on its cache does this; this build's cache is ${relativeCache}.`,
    `Fix: clear it with \`rm -rf ${relativeCache}\` (or every build's cache: \`rm -rf ${path.relative(siteDir, cacheRoot(siteDir))}\`), then build again.`,
    '',
  ].join('\n');
}

// Everything the build prints, in order; from its first error on, the rest is held back (blank
// lines wait for the next line, so none is left dangling before it).
let output = '';
let holding = false;
let held = '';
function relay(stream: NodeJS.ReadableStream, to: NodeJS.WriteStream): void {
  let partial = '';
  let blankLines = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    watchdog.progressed();
    output += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      // Docusaurus prints its version after a failure, on the other stream, sometimes first.
      if (!verbose && /^\[(ERROR\]|INFO\] Docusaurus version:)/.test(plainOutput(line))) {
        holding = true;
      }
      if (holding) {
        held += `${line}\n`;
        continue;
      }
      if (line.trim() === '') {
        blankLines += '\n';
      } else {
        to.write(`${blankLines}${line}\n`);
        blankLines = '';
      }
    }
  });
  stream.on('end', () => {
    if (partial === '') return;
    if (holding) held += partial;
    else to.write(partial);
  });
}
relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);

// ---------------------------------------------------------------------------------------------
// The end: the writers' mistakes, or Docusaurus's own output and exit status.

/** The mistakes the build reported: the plugin's report, and what its output says. */
function buildMistakes(): Mistake[] {
  const report = readReport(reportFile);
  const outDir = report.outDir ?? path.join(siteDir, 'build');
  const readPage = (route: string) => {
    const file = [`${route}.html`, `${route}/index.html`].map((name) => path.join(outDir, name)).find((name) => existsSync(name));
    return file === undefined ? undefined : readFileSync(file, 'utf8');
  };
  return sortedMistakes([...report.mistakes, ...mistakesFromOutput(output, {siteDir, report, readPage})]);
}

/**
 * The exit status: 1 with the mistakes listed, else Docusaurus's own, never 0 for a build that
 * failed or was stopped (whatever it printed).
 */
function exitStatus(code: number | null, signal: NodeJS.Signals | null, mistakes: number): number {
  if (mistakes > 0) return 1;
  if (code !== null) return code;
  return signal === null ? 0 : 1;
}

child.on('close', (code, signal) => {
  watchdog.stop();
  // A build that ended by itself left its cache whole; one stopped by a signal may not have.
  if (signal === null) markDone(bundlerCache);
  const mistakes = buildMistakes();
  rmSync(reportDir, {recursive: true, force: true});
  const status = stalled ? 1 : exitStatus(code, signal, mistakes.length);
  if (mistakes.length === 0) {
    // Not a writer's mistake (or no mistake at all): show the build's own output as it was.
    process.stderr.write(held);
    process.exit(status);
  }
  const count = mistakes.length === 1 ? "1 writer's mistake stops" : `${mistakes.length} writers' mistakes stop`;
  const lines = mistakes.map(inGitHubActions ? formatAnnotation : formatMistake);
  process.stderr.write(`\n[ERROR] ${count} the build:\n${lines.join('\n')}\n`);
  if (!verbose) process.stderr.write('(SPACESCAN_VERBOSE=1 npm run build shows the full error output.)\n');
  process.exit(status);
});
