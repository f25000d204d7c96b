import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseMistakeLine, type Mistake} from '../../shared/mistake';
import {buildSite, copySite, removeSite, type BuildOutput} from '../support/siteCopy';

// The mistakes a writer makes, made in a copy of the site and built with the site's own build
// script, as `npm run build` runs it. The build stops at the first stage that finds any mistake
// (content, then MDX compilation, then links, then anchors) and lists all of that stage's
// mistakes, so the tests go as a writer does: make every mistake of a stage, build, read the
// lines, undo the mistakes, and on to the next stage, in one copy (test.describe.serial). Only
// the links need a whole build: content mistakes stop it once the content is read (before any
// bundling), MDX mistakes while it bundles, and from then on the copy's bundler cache is warm
// (a stage's build compiles only what changed since the one before).
// For each mistake the test checks its one line: the file, the line the mistake is on, what is
// wrong and the fix; and that nothing else is reported.
// Four builds of a copy: they run in a CI job of their own beside npm test (`npm run test:writers`,
// the `writers` project of playwright.config.ts), not in npm test.

/** A mistake the build must report: its file, its line (or a test of the line), and its words. */
type Expected = {file: string; line: number | ((line: number) => boolean); says: RegExp};

/** Rewrites one file of the copy; fails if the edit changed nothing. */
function edit(site: string, file: string, change: (text: string) => string): void {
  const full = path.join(site, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the mistake changes ${file}`).not.toBe(before);
  writeFileSync(full, after);
}

function write(site: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), text);
}

/** Appends a paragraph and returns its line. */
function append(site: string, file: string, paragraph: string): number {
  edit(site, file, (text) => `${text.trimEnd()}\n\n${paragraph}\n`);
  return readFileSync(path.join(site, file), 'utf8').trimEnd().split('\n').length;
}

/** The line of a file that holds a piece of text. */
function lineOf(site: string, file: string, needle: string | RegExp): number {
  const lines = readFileSync(path.join(site, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => (typeof needle === 'string' ? line.includes(needle) : needle.test(line)));
  expect(index, `${needle} in ${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** The site's published posts (folder/index.mdx), oldest first. */
function posts(site: string): string[] {
  return readdirSync(path.join(site, 'blog'))
    .filter((name) => existsSync(path.join(site, 'blog', name, 'index.mdx')))
    .map((name) => `blog/${name}/index.mdx`)
    .filter((file) => !/^draft: true$/m.test(readFileSync(path.join(site, file), 'utf8')))
    .sort();
}

const withoutField = (field: string) => (text: string) => text.replace(new RegExp(`^${field}:.*\\n`, 'm'), '');
const setField = (field: string, value: string) => (text: string) => text.replace(new RegExp(`^${field}:.*$`, 'm'), `${field}: ${value}`);

/** GitHub's escaping of a workflow command's message, undone. */
const unescapeData = (text: string) => text.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');

/** The mistakes a build printed: plain `file:line: …` lines, or GitHub annotations. */
function printedMistakes(output: BuildOutput, annotations: boolean): Mistake[] {
  return output.text.split('\n').flatMap((line): Mistake[] => {
    if (!annotations) {
      const mistake = parseMistakeLine(line);
      return mistake ? [mistake] : [];
    }
    const match = /^::error file=([^,]+),line=(\d+),title=Writer's mistake::(.+)$/.exec(line);
    if (!match) return [];
    const mistake = parseMistakeLine(unescapeData(match[3] ?? ''));
    expect(mistake, `the annotation's message is the mistake's line: ${line}`).toBeDefined();
    expect(mistake?.file, 'the annotation names the same file').toBe(match[1]);
    expect(mistake?.line, 'the annotation names the same line').toBe(Number(match[2]));
    return mistake ? [mistake] : [];
  });
}

/** Builds the copy and checks that exactly the expected mistakes are printed, once each. */
async function expectMistakes(site: string, expected: Expected[], env: Record<string, string> = {}): Promise<BuildOutput> {
  const started = Date.now();
  const output = await buildSite(site, env);
  test.info().annotations.push({type: 'build', description: `${((Date.now() - started) / 1000).toFixed(1)} s, exit ${output.code}`});
  expect(output.code, output.text).toBe(1);
  const count = expected.length === 1 ? "1 writer's mistake stops" : `${expected.length} writers' mistakes stop`;
  expect(output.text).toContain(`[ERROR] ${count} the build:`);
  const printed = printedMistakes(output, env.GITHUB_ACTIONS === 'true');
  for (const {file, line, says} of expected) {
    const onLine = (found: number) => (typeof line === 'number' ? found === line : line(found));
    const matching = printed.filter(
      (mistake) => mistake.file === file && onLine(mistake.line) && says.test(`${mistake.problem}. Fix: ${mistake.fix}`),
    );
    expect(matching, `one line for ${file}:${line} ${says}\n${output.text}`).toHaveLength(1);
  }
  expect(printed, output.text).toHaveLength(expected.length);
  for (const mistake of printed) {
    expect(mistake.fix.length, `a fix for ${mistake.file}:${mistake.line}`).toBeGreaterThan(10);
  }
  if (env.SPACESCAN_VERBOSE !== '1') {
    expect(output.text, 'no stack trace without SPACESCAN_VERBOSE').not.toMatch(/^\s+at \S+ \(/m);
    expect(output.text).toContain('SPACESCAN_VERBOSE=1 npm run build shows the full error output');
  }
  return output;
}

function runScript(site: string, script: string, args: string[]) {
  const result = spawnSync(process.execPath, [path.join(site, 'scripts', script), ...args], {cwd: site, encoding: 'utf8', input: ''});
  expect(result.status, result.stderr).toBe(0);
}

/**
 * The copy as it was made, kept in a git index of its own, so that a stage's mistakes (edited
 * files, new posts and guides) are undone in one step; the bundler cache and the build stay.
 */
function keepAsMade(site: string): void {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: site, stdio: 'ignore'});
  git('init', '--quiet');
  writeFileSync(path.join(site, '.git/info/exclude'), '.bundler-cache/\n');
  git('add', '--all');
}

/** Undoes every change since the copy was made (keepAsMade). */
function undoMistakes(site: string): void {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: site, stdio: 'ignore'});
  git('checkout', '--', '.');
  git('clean', '-d', '--force', '--quiet');
}

// A whole build of a copy takes 25–40 s on the 2-core machine when it is quiet (content mistakes
// stop it within 10 s); the margin is for a machine busy with other builds.
test.describe.configure({mode: 'serial', timeout: 420_000});

let site = '';
test.beforeAll(() => {
  site = copySite();
  keepAsMade(site);
});
test.afterEach(() => undoMistakes(site));
test.afterAll(() => removeSite(site));

test('content mistakes: each post, doc and sidebar mistake is one GitHub annotation on its line', async () => {
  const [tagPost = '', authorPost = '', datePost = '', truncatePost = '', descriptionPost = ''] = posts(site);
  const expected: Expected[] = [];

  edit(site, tagPost, setField('tags', '[chia, spacescann]'));
  expected.push({
    file: tagPost,
    line: lineOf(site, tagPost, /^tags:/),
    says: /^The tag "spacescann" is not in blog\/tags\.yml \(did you mean "spacescan"\?\)\. Fix: Use tags from blog\/tags\.yml: announcements, cat, .*\bspacescan\b.*\. A new tag needs an entry/,
  });

  edit(site, authorPost, setField('authors', '[natsabary]'));
  expected.push({
    file: authorPost,
    line: lineOf(site, authorPost, /^authors:/),
    says: /^The author "natsabary" is not in blog\/authors\.yml \(did you mean "natsabari"\?\)\. Fix: Use keys of blog\/authors\.yml: .*natsabari/,
  });

  const folderDate = /blog\/(\d{4}-\d{2}-\d{2})/.exec(datePost)?.[1] ?? '';
  edit(site, datePost, setField('date', '2021-12-31'));
  expected.push({
    file: datePost,
    line: lineOf(site, datePost, /^date:/),
    says: new RegExp(
      `^The date 2021-12-31 does not match the folder name ${folderDate}\\S*, which says ${folderDate}\\. Fix: Write date: ${folderDate}, or rename the folder to 2021-12-31`,
    ),
  });

  edit(site, truncatePost, (text) => text.replace(/^\{\/\* truncate \*\/\}\n/m, ''));
  const truncateLines = readFileSync(path.join(site, truncatePost), 'utf8').split('\n');
  expected.push({
    file: truncatePost,
    // The line where the marker belongs: a blank line right after the opening paragraph.
    line: (line) =>
      line > lineOf(site, truncatePost, /^date:/) + 2 && truncateLines[line - 1] === '' && truncateLines[line - 2]?.trim() !== '',
    says: /^The post has no truncate marker.*Fix: Add the line \{\/\* truncate \*\/\} after the opening paragraph/,
  });

  edit(site, descriptionPost, withoutField('description'));
  expected.push({
    file: descriptionPost,
    line: 1,
    says: /^The front matter has no "description"\. Fix: Add the line description: <one sentence/,
  });

  edit(site, 'docs/guide/Farming.mdx', withoutField('title'));
  expected.push({file: 'docs/guide/Farming.mdx', line: 1, says: /^The front matter has no "title"\. Fix: Add the line title: </});

  const future = 'blog/2099-01-01-next-century/index.mdx';
  write(
    site,
    future,
    '---\nslug: next_century\ntitle: Next century\ndescription: A post dated in the future.\nauthors: [natsabari]\ntags: [chia]\ndate: 2099-01-01\n---\n\nOpening.\n\n{/* truncate */}\n\nMore.\n',
  );
  expected.push({
    file: future,
    line: 7,
    says: /^The post is dated 2099-01-01, after today \(\d{4}-\d{2}-\d{2}\), and is not a draft\. Fix: Add draft: true/,
  });

  const sameSlug = 'blog/2022-04-02-same-slug/index.mdx';
  const takenSlug = /^slug: (.+)$/m.exec(readFileSync(path.join(site, tagPost), 'utf8'))?.[1] ?? '';
  write(
    site,
    sameSlug,
    `---\ntitle: Same slug\ndescription: A post that takes another post's URL.\nslug: ${takenSlug}\nauthors: [natsabari]\ntags: [chia]\ndate: 2022-04-02\n---\n\nOpening.\n\n{/* truncate */}\n`,
  );
  expected.push({
    file: sameSlug,
    line: 4,
    says: new RegExp(
      `^The page's URL /blog/${takenSlug} is also the URL of ${tagPost.replace(/[.]/g, '\\.')}\\. Fix: Give this page or the other a different slug`,
    ),
  });

  // A JSON example that contradicts the example world: the NFT's mint height is another one.
  const nftApi = 'docs/for-developers/nft_api.mdx';
  edit(site, nftApi, (text) => text.replace('"mint_height": 2175984,', '"mint_height": 1119426,'));
  expected.push({
    file: nftApi,
    line: lineOf(site, nftApi, '"mint_height": 1119426,'),
    says: /^In the JSON example, data\[0\]\.nft_info\.mint_height is 1119426, but the world's NFT "Chia Friends #6707" says 2175984 \(rule facts\)\. Fix: Draw the value from the example world \(api\/catalogue\/world\)/,
  });

  // Chia commands checked against chia-blockchain's own command line (chia-cli.json): a wrong
  // option in a page, a missing option and a fee below its spend's floor in a partial it imports.
  const clawbackGuide = 'docs/guide/wallet_security/clawback_protection.mdx';
  edit(site, clawbackGuide, (text) => text.replace('--clawback_time 604800', '--clawback-time 604800'));
  expected.push({
    file: clawbackGuide,
    line: lineOf(site, clawbackGuide, '--clawback-time 604800'),
    says: /^`chia wallet send` has no option --clawback-time in chia-blockchain 2\.7\.3 \(did you mean "--clawback_time"\?\)\. Fix: Use one of its options: .*--clawback_time/,
  });
  const steps = 'docs/guide/wallet_security/_claw-back-from-the-command-line.mdx';
  edit(site, steps, (text) =>
    text
      .replace('-ids CLAWBACK_TRANSACTION_ID ', '')
      .replace(
        '-ids 0x0bddbc816cd15594de5249c2cc8e139a531298dc05ba5649a71269f69a066494 -m 0.00011',
        '-ids 0x0bddbc816cd15594de5249c2cc8e139a531298dc05ba5649a71269f69a066494 -m 0.000085',
      ),
  );
  expected.push({
    file: steps,
    line: lineOf(site, steps, 'chia wallet clawback -f FINGERPRINT -m FEE'),
    says: /^`chia wallet clawback` needs -ids\/--tx_ids in chia-blockchain 2\.7\.3, and the command leaves it out\. Fix: Add --tx_ids/,
  });
  expected.push({
    file: steps,
    line: lineOf(site, steps, '-m 0.000085'),
    says: /^A fee of 0\.000085 XCH is below the floor of a clawback .* is 108,000,000 mojo\. Fix: Write -m 0\.00011 or more/,
  });

  // The sentence the fee partial said until issue 59, put back in place of the one that replaced it:
  // the floor alone does not get a spend into a full mempool (a fact rule, in a partial two guides show).
  const feePartial = 'docs/guide/_fee-in-a-full-mempool.mdx';
  edit(site, feePartial, (text) =>
    text.replace(
      /^A fee that gets into the mempool does not promise the next block, since spends that pay more per\ncost go first\./m,
      'The floor only gets a spend into a full mempool: it does not promise the next block, and while the\nmempool is not full a smaller fee gets in.',
    ),
  );
  expected.push({
    file: feePartial,
    line: lineOf(site, feePartial, 'The floor only gets a spend into a full mempool'),
    says: /^The sentence says the fee floor gets a spend into a full mempool, but Chia's node \(is_fee_enough, chia-blockchain 2\.7\.3\) also needs more per cost than the cheapest waiting spends pay\. Fix: Say the floor is the least a full mempool can take/,
  });

  const orphan = 'docs/guide/fee_table.mdx';
  write(site, orphan, '---\ntitle: Fee table\ndescription: What each fee level buys.\n---\n\nText.\n');
  expected.push({
    file: orphan,
    line: 1,
    says: /^The page \/docs\/guide\/fee_table is in no sidebar.*Fix: Add 'guide\/fee_table' to sidebars\.ts next to '[\w/]+' \(line \d+\), or add unlisted: true/,
  });

  // A published post that kept new-post's placeholder description.
  runScript(site, 'new-post.mjs', ['Placeholder kept', '--date', '2022-04-03']);
  const placeholder = 'blog/2022-04-03-placeholder-kept/index.mdx';
  edit(site, placeholder, withoutField('draft'));
  expected.push({
    file: placeholder,
    line: lineOf(site, placeholder, /^description:/),
    says: /^The description is still the placeholder that new-post wrote/,
  });

  // What the scaffolding scripts write passes (nothing beyond the expected lines is reported):
  // a new guide, which new-guide adds to the sidebar, and a draft post dated in the future.
  runScript(site, 'new-guide.mjs', ['Read a coin', '--section', 'Guide', '--description', 'How to read a coin page.']);
  expect(existsSync(path.join(site, 'docs/guide/read_a_coin.mdx'))).toBe(true);
  runScript(site, 'new-post.mjs', ['A draft for later', '--date', '2099-02-01']);
  expect(existsSync(path.join(site, 'blog/2099-02-01-a-draft-for-later/index.mdx'))).toBe(true);

  const output = await expectMistakes(site, expected, {GITHUB_ACTIONS: 'true'});
  expect(output.text, 'annotations replace the plain lines in GitHub Actions').not.toMatch(/^blog\/\S+:\d+: /m);
});

test('MDX mistakes: syntax, links to missing files, missing pictures, pictures without text', async () => {
  const expected: Expected[] = [];
  const farming = 'docs/guide/Farming.mdx';
  const brokenFileLink = append(site, farming, 'Read [how fees work](./Mempol.mdx#choosing-a-fee) next.');
  expected.push({
    file: farming,
    line: brokenFileLink,
    says: /^The link \.\/Mempol\.mdx#choosing-a-fee points at a Markdown file that does not exist\. Fix: Link to \.\/Mempool\.mdx#choosing-a-fee \(the nearest file there\)/,
  });
  edit(site, farming, (text) => text.replace(/<FarmingDiagram role="img" titleId="[^"]+" \/>/, '<FarmingDiagram role="img" />'));
  expected.push({
    file: farming,
    line: lineOf(site, farming, '<FarmingDiagram role="img" />'),
    says: /^The picture <FarmingDiagram> has no text alternative\. Fix: Add aria-label=/,
  });

  const post = 'docs/guide/POST.mdx';
  const noAlt = append(site, post, '![](/img/docs/farming.svg)');
  expected.push({
    file: post,
    line: noAlt,
    says: /^The picture \/img\/docs\/farming\.svg has no alt text\. Fix: Say what the picture shows between the brackets/,
  });
  const jsxNoAlt = append(site, post, '<img src="/img/logo.svg" />');
  expected.push({file: post, line: jsxNoAlt, says: /^The <img> has no alt text\. Fix: Add alt=/});

  const did = 'docs/guide/What_is_DID.mdx';
  const missingPicture = append(site, did, '![A chart of fees](./fee-chart.svg)');
  expected.push({
    file: did,
    line: missingPicture,
    says: /^The picture \.\/fee-chart\.svg does not exist\. Fix: Add the file at docs\/guide\/fee-chart\.svg, or correct the path/,
  });

  const mempool = 'docs/guide/Mempool.mdx';
  edit(site, mempool, (text) => text.replace("img/docs/mempool-fees.svg'", "img/docs/mempool-fee.svg'"));
  expected.push({
    file: mempool,
    line: lineOf(site, mempool, 'mempool-fee.svg'),
    says: /imports a file that does not exist\. Fix: Import @site\/static\/img\/docs\/mempool-fees\.svg \(the nearest file there\)/,
  });

  const guide = 'docs/guide/Spacescan_Guide.mdx';
  const syntax = append(site, guide, 'A fee of {0.0001 XCH goes here');
  expected.push({
    file: guide,
    line: syntax,
    says: /^MDX cannot read this line: .*brace.*Fix: In MDX, \{ starts code: close it with \}, or write \\\{ for a literal brace/,
  });

  await expectMistakes(site, expected);
});

test('broken links, then, once they are fixed, broken anchors: the file and line of each, the nearest page or heading', async () => {
  // Docusaurus stops the build on broken links before it reports broken anchors (both are
  // 'throw', so the build fails whatever its messages say): a writer fixes the links, builds
  // again (from the copy's warm cache) and is shown the anchors.
  const links: Expected[] = [];
  const anchors: Expected[] = [];
  const farming = 'docs/guide/Farming.mdx';
  const absolute = append(site, farming, 'Read [the mempool](/docs/guide/Mempol) next.');
  links.push({
    file: farming,
    line: absolute,
    says: /^The link \/docs\/guide\/Mempol goes to no page\. Fix: Link to \/docs\/guide\/Mempool \(the nearest page\)/,
  });
  const typo = append(site, farming, 'Read [block space](/docs/guide/Mempool#block-space-and-cots).');
  anchors.push({
    file: farming,
    line: typo,
    says: /^The link \/docs\/guide\/Mempool#block-space-and-cots goes to a heading that \/docs\/guide\/Mempool does not have\. Fix: Link to \/docs\/guide\/Mempool#block-space-and-cost \(the nearest heading there\)/,
  });

  const post = 'docs/guide/POST.mdx';
  const relative = append(site, post, 'See [farming](./farming) too.');
  links.push({
    file: post,
    line: relative,
    says: /^The link \.\/farming \(which leads to \/docs\/guide\/farming\) goes to no page\. Fix: Link to \/docs\/guide\/Farming \(the nearest page\)/,
  });
  const fileLink = append(site, post, 'Read [how fees work](./Mempool.mdx#fees-explained).');
  anchors.push({
    file: post,
    line: fileLink,
    says: /^The link \.\/Mempool\.mdx#fees-explained \(which leads to \/docs\/guide\/Mempool#fees-explained\) goes to a heading that \/docs\/guide\/Mempool does not have\. Fix: Link to one of its headings: #block-space-and-cost, /,
  });

  // A link in a post's opening shows on the blog's list and tag pages too: still one line.
  const [postFile = ''] = posts(site);
  edit(site, postFile, (text) =>
    text.replace(/^\{\/\* truncate \*\/\}$/m, 'See [the fee guide](/docs/guide/fees-guide).\n\n{/* truncate */}'),
  );
  links.push({
    file: postFile,
    line: lineOf(site, postFile, '/docs/guide/fees-guide'),
    says: /^The link \/docs\/guide\/fees-guide goes to no page\. Fix: Link to /,
  });

  const first = await expectMistakes(site, links, {SPACESCAN_VERBOSE: '1'});
  expect(first.text, 'SPACESCAN_VERBOSE=1 keeps Docusaurus own reports').toContain('Docusaurus found broken links!');
  expect(first.text).not.toContain('Docusaurus found broken anchors!');
  expect(first.text, 'and the stack traces').toMatch(/^\s+at \S+ \(/m);

  // The writer fixes the three links the build listed, and builds again.
  edit(site, farming, (text) => text.replace('(/docs/guide/Mempol)', '(/docs/guide/Mempool)'));
  edit(site, post, (text) => text.replace('(./farming)', '(./Farming.mdx)'));
  edit(site, postFile, (text) => text.replace('(/docs/guide/fees-guide)', '(/docs/guide/Mempool)'));
  await expectMistakes(site, anchors);
});
