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
// SPACESCAN_DOCUSAURUS_BIN runs another program in place of Docusaurus (for
// tests/unit/build-script.test.ts).
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {mistakesFromOutput, plainOutput} from '../plugins/writers-checks/build-output';
import {formatAnnotation, formatMistake, sortedMistakes} from '../plugins/writers-checks/mistake';
import {readReport, reportVariable} from '../plugins/writers-checks/report';

const siteDir = process.cwd();
const verbose = process.env.SPACESCAN_VERBOSE === '1';
const inGitHubActions = process.env.GITHUB_ACTIONS === 'true';
const docusaurusBin =
  process.env.SPACESCAN_DOCUSAURUS_BIN ?? path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');

const reportDir = mkdtempSync(path.join(tmpdir(), 'spacescan-build-'));
const reportFile = path.join(reportDir, 'report.json');

const colour = process.stdout.isTTY && process.env.NO_COLOR === undefined && process.env.FORCE_COLOR === undefined;
const child = spawn(process.execPath, [docusaurusBin, 'build', ...process.argv.slice(2)], {
  cwd: siteDir,
  env: {...process.env, [reportVariable]: reportFile, ...(colour ? {FORCE_COLOR: '1'} : {})},
  stdio: ['inherit', 'pipe', 'pipe'],
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}

// Everything the build prints, in order; from its first error on, the rest is held back (blank lines wait for the next line, so none is left dangling before it).
let output = '';
let holding = false;
let held = '';
function relay(stream: NodeJS.ReadableStream, to: NodeJS.WriteStream): void {
  let partial = '';
  let blankLines = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
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
  const report = readReport(reportFile);
  rmSync(reportDir, {recursive: true, force: true});
  const outDir = report.outDir ?? path.join(siteDir, 'build');
  const readPage = (route: string) => {
    const file = [`${route}.html`, `${route}/index.html`].map((name) => path.join(outDir, name)).find((name) => existsSync(name));
    return file === undefined ? undefined : readFileSync(file, 'utf8');
  };
  const mistakes = sortedMistakes([...report.mistakes, ...mistakesFromOutput(output, {siteDir, report, readPage})]);

  if (mistakes.length === 0) {
    // Not a writer's mistake (or no mistake at all): show the build's own output as it was.
    process.stderr.write(held);
    process.exit(exitStatus(code, signal, 0));
  }

  const count = mistakes.length === 1 ? "1 writer's mistake stops" : `${mistakes.length} writers' mistakes stop`;
  const lines = mistakes.map(inGitHubActions ? formatAnnotation : formatMistake);
  process.stderr.write(`\n[ERROR] ${count} the build:\n${lines.join('\n')}\n`);
  if (!verbose) process.stderr.write('(SPACESCAN_VERBOSE=1 npm run build shows the full error output.)\n');
  process.exit(1);
});
