#!/usr/bin/env node
// The site against Docusaurus's newest canary (.github/workflows/docusaurus-canary.yml, weekly, not
// part of CI's gate): installs every @docusaurus package of package.json at the one version the
// `canary` tag names (package.json's overrides still apply; nothing is saved), then runs the stages
// of `npm test` one by one, each whatever the others did, so that one run says all that breaks:
// install, typecheck, the two builds, and which tests fail. Writes that to the job summary
// ($GITHUB_STEP_SUMMARY) and stdout; exits 1 when anything broke. dev/upgrading-docusaurus.md.
import {spawn} from 'node:child_process';
import {appendFileSync, existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The @docusaurus packages the site depends on, from package.json's dependencies and devDependencies. */
export function docusaurusPackages(packageJson) {
  const names = Object.keys({...packageJson.dependencies, ...packageJson.devDependencies});
  return names.filter((name) => name.startsWith('@docusaurus/')).sort();
}

/** The failed tests of a Playwright JSON report, as "file › title" lines. */
export function failedTests(report) {
  const failed = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failed.push(`${spec.file ?? file} › ${spec.title} (${test.projectName})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return failed;
}

/** The summary: the version, one row per stage, the tail of each failed stage and the failed tests. */
export function summary({version, stages, tests}) {
  const result = (stage) => (stage.code === null ? 'not run' : stage.code === 0 ? 'passed' : 'failed');
  const lines = [
    `### Docusaurus canary${version ? ` ${version}` : ''}`,
    '',
    '| Stage | Result |',
    '| --- | --- |',
    ...stages.map((stage) => `| ${stage.name} | ${result(stage)}${stage.note ? `: ${stage.note}` : ''} |`),
    '',
  ];
  if (tests.length > 0) lines.push(`**${tests.length} failed tests**`, '', ...tests.map((title) => `- ${title}`), '');
  for (const stage of stages.filter((s) => s.code !== null && s.code !== 0 && s.output)) {
    const tail = stage.output.trim().split('\n').slice(-40).join('\n');
    lines.push(`<details><summary>${stage.name}: the last lines</summary>`, '', '```', tail, '```', '', '</details>', '');
  }
  return lines.join('\n');
}

/** Runs a command in the site; resolves with its exit code and output (also shown as it comes). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: siteDir, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

/** Every stage, each run whatever the others did, except what cannot run without what failed. */
export async function canary(runCommand = run, reportFile = path.join(siteDir, 'test-results/canary-report.json')) {
  const packageJson = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const stages = [];
  const stage = async (name, command, args, env) => {
    const {code, output} = await runCommand(command, args, env);
    stages.push({name, code, output});
    return code === 0;
  };
  const skip = (needs, ...names) => stages.push(...names.map((name) => ({name, code: null, note: `needs the ${needs}`})));

  const view = await runCommand('npm', ['view', '@docusaurus/core@canary', 'version']);
  const version = view.code === 0 ? (view.output.trim().split('\n').pop()?.trim() ?? '') : '';
  const packages = docusaurusPackages(packageJson);
  const installed =
    version !== '' &&
    (await stage(`install ${packages.length} @docusaurus packages`, 'npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      ...packages.map((name) => `${name}@${version}`),
    ]));
  if (version === '') stages.push({name: 'install', code: 1, output: view.output, note: 'no canary version found'});
  if (!installed) {
    skip('install', 'typecheck', 'build', 'build:test-pages', 'tests');
    return {version, stages, tests: []};
  }
  await stage('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  const built = await stage('build', 'npm', ['run', 'build']);
  await stage('build:test-pages', 'npm', ['run', 'build:test-pages']);
  if (!built) {
    skip('build', 'tests');
    return {version, stages, tests: []};
  }
  await stage('tests', 'npx', ['playwright', 'test', '--reporter=dot,json'], {PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile});
  const tests = existsSync(reportFile) ? failedTests(JSON.parse(readFileSync(reportFile, 'utf8'))) : [];
  return {version, stages, tests};
}

/** Runs the canary and appends its summary to `summaryFile`; resolves with the exit code and the summary. */
export async function main(runCommand = run, summaryFile = process.env.GITHUB_STEP_SUMMARY, reportFile) {
  const result = await canary(runCommand, reportFile);
  const text = summary(result);
  if (summaryFile) appendFileSync(summaryFile, `${text}\n`);
  return {code: result.stages.every((stage) => stage.code === 0) ? 0 : 1, text};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {code, text} = await main();
  process.stdout.write(`\n${text}\n`);
  process.exit(code);
}
