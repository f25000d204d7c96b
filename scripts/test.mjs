#!/usr/bin/env node
// `npm test`: the typecheck and the code's lint (ESLint, knip, Prettier), the two builds, then the
// tests (Playwright's unit, built, browser and visual projects, in one run so that its workers stay
// busy: two Docusaurus builds in all). Two checks that build more are CI jobs of their own beside
// this one: the writers' mistakes (`npm run test:writers`, a copy of the site built four times) and
// both builds made again from their warm caches (`npm run test:rebuild`). The checks read only
// sources, so they run beside the builds; the builds run one after the other (both write
// .docusaurus/). The first stage that fails stops the others. At the end, the time of each stage and
// the load average; in GitHub Actions also in the job summary.
//
//   npm test                      everything
//   npm test -- --project=unit    options after -- go to Playwright (the builds still run first)
import {spawn} from 'node:child_process';
import {appendFileSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';

const playwrightArgs = process.argv.slice(2);
const projects = playwrightArgs.some((arg) => arg.startsWith('--project'))
  ? []
  : ['unit', 'built', 'browser', 'visual'].map((name) => `--project=${name}`);
const running = new Set();
const times = [];

/** Runs a command; resolves with its exit code. `quiet` holds its output until it ends. */
function run(name, command, args, {quiet = false} = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    running.add(child);
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      times.push({name, seconds: (performance.now() - started) / 1000, code: code ?? 1, signal});
      if (quiet && output.trim() !== '') process.stdout.write(`\n[${name}]\n${output}`);
      resolve(code ?? 1);
    });
  });
}

/** Stops whatever still runs (another stage failed). */
function stopAll() {
  for (const child of running) child.kill('SIGTERM');
}

/** Fails the whole run at the first stage that fails. */
async function stage(promise) {
  const code = await promise;
  if (code !== 0) {
    stopAll();
    throw new Error('stage failed');
  }
}

function report(totalSeconds) {
  const rows = times.map((t) => `| ${t.name} | ${t.seconds.toFixed(1)} s | ${t.code === 0 ? 'passed' : t.signal ? 'stopped' : 'failed'} |`);
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const table = [
    '| Stage | Time | Result |',
    '| --- | ---: | --- |',
    ...rows,
    `| **npm test** | **${totalSeconds.toFixed(1)} s** | |`,
    '',
    `The typecheck and the lint run beside the builds. ${availableParallelism()} processors; load average (1, 5, 15 min) at the start ${startLoad}, at the end ${load}.`,
  ].join('\n');
  process.stdout.write(`\nnpm test on Node ${process.version}, stage by stage:\n${table}\n`);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### npm test (Node ${process.version})\n\n${table}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const startLoad = loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
const started = performance.now();
let failed = false;
try {
  const checks = (async () => {
    await stage(run('typecheck', 'npm', ['run', '--silent', 'typecheck'], {quiet: true}));
    await stage(run('lint', 'npm', ['run', '--silent', 'lint'], {quiet: true}));
  })();
  const builds = (async () => {
    await stage(run('build', 'npm', ['run', 'build']));
    await stage(run('build:test-pages', 'npm', ['run', 'build:test-pages']));
  })();
  await Promise.all([checks, builds]);
  await stage(run('playwright test', 'npx', ['playwright', 'test', ...projects, ...playwrightArgs]));
} catch {
  failed = true;
}
report((performance.now() - started) / 1000);
process.exit(failed ? 1 : 0);
