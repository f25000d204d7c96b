// `npm run api:changes -- --base <git ref>`: what changed in the API between a git ref and this
// checkout. It builds the catalogue's OpenAPI document twice (the ref's catalogue with the ref's
// code, and the working tree's), lists every difference, marks the breaking ones, and fails when a
// breaking change has no new entry in api/catalogue/changelog.ts that names it:
//
//   api/catalogue/entries/coins.ts:40: response field coin.spent_block removed from GET /coin/info/{coin_id}. Fix: add an entry to …
//
// In GitHub Actions each such line is also an error annotation on that line, and the list goes to
// the job summary ($GITHUB_STEP_SUMMARY). `--repo <dir>` compares another checkout.
import {appendFileSync} from 'node:fs';
import path from 'node:path';
import {catalogueAtRef, CATALOGUE_DIR, loadCatalogue} from '../api/catalogue/catalogue-at';
import {locate, newChanges, unnamedBreaking, unnamedMistake} from '../api/catalogue/changelog-coverage';
import {describeDifference, diffOpenApi, type ApiDifference} from '../api/catalogue/openapi-diff';
import {formatMistake, formatTitledAnnotation, type Mistake} from '../shared/mistake';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at >= 0) return args[at + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The list as the terminal shows it: breaking differences first, each marked. */
function listLines(differences: readonly ApiDifference[]): string[] {
  const sorted = [...differences].sort((a, b) => Number(b.breaking) - Number(a.breaking));
  return sorted.map((difference) => `  ${difference.breaking ? 'BREAKING ' : '         '} ${describeDifference(difference)}`);
}

/** The job summary: a table of every difference, and the lines to fix. */
function summaryMarkdown(
  title: string,
  differences: readonly ApiDifference[],
  unnamed: ReadonlySet<ApiDifference>,
  mistakes: readonly Mistake[],
): string {
  const cell = (text: string): string => text.replace(/\|/g, '\\|');
  const rows = [...differences]
    .sort((a, b) => Number(b.breaking) - Number(a.breaking))
    .map((difference) => {
      const state = !difference.breaking
        ? ''
        : unnamed.has(difference)
          ? '**Breaking**, not in the changelog'
          : 'Breaking, in the changelog';
      return `| ${cell(describeDifference(difference))} | ${state} |`;
    });
  return [
    `## ${title}`,
    '',
    ...(differences.length === 0 ? ['The OpenAPI document did not change.'] : ['| Change | |', '| --- | --- |', ...rows]),
    '',
    ...(mistakes.length > 0 ? ['### To fix', '', ...mistakes.map((mistake) => `- \`${formatMistake(mistake)}\``), ''] : []),
  ].join('\n');
}

function main(): number {
  const args = process.argv.slice(2);
  const base = option(args, '--base');
  if (base === undefined || base === '') {
    console.error(
      'Usage: npm run api:changes -- --base <git ref> [--repo <dir>]\nFix: name the ref to compare with, such as --base origin/main.',
    );
    return 2;
  }
  const repoDir = path.resolve(option(args, '--repo') ?? process.cwd());
  const before = catalogueAtRef(repoDir, base);
  const after = loadCatalogue(path.join(repoDir, CATALOGUE_DIR));
  const differences = diffOpenApi(before.document, after.document);
  const unnamed = unnamedBreaking(differences, newChanges(after.changelog, before.changelog));
  const mistakes = unnamed.map((difference) => unnamedMistake(difference, locate(difference, after.callFiles, repoDir)));
  const breaking = differences.filter((difference) => difference.breaking).length;

  const title = `API changes since ${base} (${before.commit.slice(0, 7)}): ${differences.length} ${differences.length === 1 ? 'difference' : 'differences'}, ${breaking} breaking`;
  console.log(`${title}\n`);
  if (differences.length > 0) console.log(`${listLines(differences).join('\n')}\n`);
  const inGitHubActions = process.env.GITHUB_ACTIONS === 'true';
  for (const mistake of mistakes)
    console.log(inGitHubActions ? formatTitledAnnotation(mistake, 'Breaking API change') : formatMistake(mistake));
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  if (summaryFile) appendFileSync(summaryFile, summaryMarkdown(title, differences, new Set(unnamed), mistakes));
  if (mistakes.length > 0) {
    console.log(`\n${mistakes.length} breaking ${mistakes.length === 1 ? 'change has' : 'changes have'} no entry in the changelog.`);
    return 1;
  }
  console.log(breaking > 0 ? 'Every breaking change is named in the changelog.' : 'Nothing breaks a client.');
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
