// Writes the MDX page of every API catalogue entry, the category files and the changelog page under api/.
// Run with `npm run generate:api`; the build fails when the committed pages differ from this output.
import {mkdirSync, readFileSync, rmSync, existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {apiPages} from '../api/catalogue/pages';
import {assertCatalogue} from '../api/catalogue/checks';
import {assertChangelog} from '../api/catalogue/changelog-check';
import {comparePages, renderedFiles} from '../api/catalogue/sync';

const apiDir = path.resolve(__dirname, '..', 'api');

assertCatalogue(apiPages);
assertChangelog(apiPages, path.resolve(__dirname, '..'));
const files = renderedFiles(apiPages);

let written = 0;
for (const [file, text] of files) {
  const full = path.join(apiDir, file);
  if (existsSync(full) && readFileSync(full, 'utf8') === text) continue;
  mkdirSync(path.dirname(full), {recursive: true});
  writeFileSync(full, text);
  written += 1;
}
// A page whose entry was removed is deleted, so no page outlives its entry.
for (const problem of comparePages(apiPages, apiDir)) {
  if (problem.problem === 'extra') {
    rmSync(path.join(apiDir, problem.file));
    console.log(`removed api/${problem.file}`);
  }
}
console.log(`API pages: ${files.size} files, ${written} written.`);
