import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/site';

// Every .html file of the built site passes the W3C Nu HTML checker (vnu-jar, offline, on
// the machine's Java) with zero errors. One java run checks them all, and no message is let
// through. A small page with known faults goes into the same run, to prove the checker reports
// what it finds (a block in a <p>, and the stock LastUpdated's itemprop outside any item).

// eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar has no types: its module is the jar's path.
const vnuJar: string = String(require('vnu-jar'));

type VnuMessage = {type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The file path a vnu message points to. */
function fileOf(message: VnuMessage): string {
  return message.url === undefined ? '(no file)' : decodeURIComponent(new URL(message.url).pathname);
}

test('every built HTML page passes the Nu HTML checker with no errors', () => {
  expect(existsSync(buildDir), `no build in ${buildDir}: run \`npm run build\` first (npm test always does)`).toBe(true);
  test.setTimeout(300_000);

  const files = htmlFiles(buildDir);
  expect(files.length, `HTML files in ${buildDir}`).toBeGreaterThan(0);

  const probeDir = mkdtempSync(path.join(tmpdir(), 'vnu-probe-'));
  const probe = path.join(probeDir, 'probe.html');
  writeFileSync(
    probe,
    '<!doctype html><html lang="en"><head><title>probe</title></head><body><p><div>block in p</div></p><time datetime="2026-01-01" itemprop="dateModified">1 Jan</time></body></html>',
  );
  try {
    // One short run: the JVM's quick compiler alone (no optimising tier) halves its processor time
    // here (7.9 -> 3.5 s), and its larger frames want a larger stack than the checker's 512 kB minimum.
    const jvm = ['-XX:TieredStopAtLevel=1', '-Xss4m'];
    const run = spawnSync('java', [...jvm, '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', probe, ...files], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(run.error, 'java could not be started (the checker needs Java 11 or later)').toBeUndefined();
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stdout) as {messages: VnuMessage[]}).messages;
    } catch {
      throw new Error(`the checker gave no JSON report (exit ${run.status}): ${run.stderr.slice(0, 2000)}`);
    }
    const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
    const probeErrors = errors.filter((message) => fileOf(message) === probe);
    expect(probeErrors.map((message) => message.message).join('\n'), 'the checker finds the faults of the probe page').toMatch(
      /No “p” element in scope[\s\S]*itemprop” attribute was specified, but the element is not a property of any item/,
    );

    const siteErrors = errors
      .filter((message) => fileOf(message) !== probe)
      .map((message) => `${path.relative(buildDir, fileOf(message))}:${message.lastLine ?? '?'}: ${message.message}`);
    expect(siteErrors, `HTML errors in ${files.length} pages of ${buildDir}`).toEqual([]);
  } finally {
    rmSync(probeDir, {recursive: true, force: true});
  }
});
