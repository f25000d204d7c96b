// Every page of both builds (build/ and build-test/) carries its Content-Security-Policy and passes
// every check of plugins/content-security-policy, as the post-build pass wrote it.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {documentedApiHosts} from '../../plugins/content-security-policy/policy';
import {unknownInlineProblems, writtenPageProblems} from '../../plugins/content-security-policy/checks';
import {kindOf, type SiteFacts} from '../../plugins/content-security-policy/inline-scripts';
import {scanPage} from '../../plugins/content-security-policy/page';
import {buildDir, testPagesBaseUrl, testPagesDir} from '../support/site';

const hosts = documentedApiHosts(apiPages);

/** The .html files of a build, relative to it. */
function htmlFilesOf(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
}

for (const [name, dir, baseUrl] of [
  ['build/', buildDir, '/'],
  ['build-test/', testPagesDir, testPagesBaseUrl],
] as const) {
  test(`every page of ${name} carries its policy, and passes every check`, () => {
    const facts: SiteFacts = {baseUrl};
    const files = htmlFilesOf(dir);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => {
      const scan = scanPage(readFileSync(path.join(dir, file), 'utf8'));
      return [...unknownInlineProblems(file, scan, facts), ...writtenPageProblems(file, scan, facts, hosts)];
    });
    expect(problems).toEqual([]);
    // The starter of the sub-path build asks for its bundles under its base URL.
    const home = scanPage(readFileSync(path.join(dir, 'index.html'), 'utf8'));
    expect(home.scripts.map((script) => kindOf(script, facts)?.name)).toEqual(['base-URL banner', 'early input', 'starter', 'colour mode']);
    expect(home.scripts.find((script) => kindOf(script, facts)?.name === 'starter')?.text).toContain(`"${baseUrl}assets/js/main.`);
  });
}
