import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  fieldLine,
  pageMistakes,
  placeholderDescription,
  postMistakes,
  valueLine,
  type BlogRules,
} from '../../plugins/writers-checks/front-matter';
import {pictureMistakes, truncateImportMistakes} from '../../plugins/writers-checks/markdown-rules';
import {formatAnnotation, formatMistake, nearest, parseMistakeLine, sortedMistakes, type Mistake} from '../../shared/mistake';
import {docsOutsideSidebars, duplicateRoutes, type SourceDoc} from '../../plugins/writers-checks/site-rules';
import {factMistakes, numberOf, sentencesOf} from '../../plugins/writers-checks/fact-rules';

// The writers' rules one by one, without a build: the one-line format and its GitHub
// annotation, the front matter of pages and posts, the rules across pages, and pictures.

const siteDir = path.resolve(__dirname, '../..');

test.describe('the one line', () => {
  const mistake: Mistake = {
    file: 'docs/guide/Farming.mdx',
    line: 12,
    problem: 'The link ./fees.mdx points at a file that does not exist',
    fix: 'Link to ./Mempool.mdx',
  };

  test('names the file, the line, what is wrong and the fix, on one line', () => {
    expect(formatMistake(mistake)).toBe(
      'docs/guide/Farming.mdx:12: The link ./fees.mdx points at a file that does not exist. Fix: Link to ./Mempool.mdx.',
    );
    expect(formatMistake({...mistake, problem: 'Two\nlines', fix: 'Also\n  two.'})).toBe(
      'docs/guide/Farming.mdx:12: Two lines. Fix: Also two.',
    );
    expect(parseMistakeLine(formatMistake(mistake))).toEqual(mistake);
    expect(parseMistakeLine('    at throwError (/work/node_modules/@docusaurus/logger/lib/logger.js:80:11)')).toBeUndefined();
  });

  test('is a GitHub error annotation on that line, escaped as workflow commands require', () => {
    expect(formatAnnotation(mistake)).toBe(`::error file=docs/guide/Farming.mdx,line=12,title=Writer's mistake::${formatMistake(mistake)}`);
    const odd = formatAnnotation({file: 'blog/a,b:c.mdx', line: 3, problem: 'Fees rose 50%', fix: 'Check'});
    expect(odd).toBe("::error file=blog/a%2Cb%3Ac.mdx,line=3,title=Writer's mistake::blog/a,b:c.mdx:3: Fees rose 50%25. Fix: Check.");
  });

  test('each mistake is reported once, in file and line order', () => {
    const later = {...mistake, line: 40};
    const other = {...mistake, file: 'blog/x/index.mdx'};
    expect(sortedMistakes([later, mistake, other, mistake])).toEqual([other, mistake, later]);
  });

  test('suggests the nearest known name only when it is a likely typo', () => {
    expect(nearest('spacescann', ['cat', 'spacescan', 'nft'])).toBe('spacescan');
    expect(nearest('/docs/guide/farming', ['/docs/guide/Farming', '/docs/guide/POST'])).toBe('/docs/guide/Farming');
    expect(nearest('nobody', ['natsabari', 'jagRudh'])).toBeUndefined();
  });
});

test.describe('front matter of every page', () => {
  test('a missing title or description is reported at the top, an empty one on its line', () => {
    const text = '---\ntitle: Fees\ndescription: ""\n---\n\nText.\n';
    expect(pageMistakes('docs/fees.mdx', text, {title: 'Fees', description: ''})).toEqual([
      {
        file: 'docs/fees.mdx',
        line: 3,
        problem: 'The front matter "description" is empty or not text',
        fix: expect.stringContaining('description: <one sentence'),
      },
    ]);
    expect(pageMistakes('docs/fees.mdx', '---\n---\n', {}).map((m) => [m.line, m.problem])).toEqual([
      [1, 'The front matter has no "title"'],
      [1, 'The front matter has no "description"'],
    ]);
  });

  test('partials (names starting with _) are not pages', () => {
    expect(pageMistakes('docs/guide/_steps.mdx', '', {})).toEqual([]);
  });

  test('field and value lines, in flow and block lists', () => {
    const text = '---\ntitle: T\ntags:\n  - chia\n  - nfts\nauthors: [a, b]\n---\n';
    expect(fieldLine(text, 'tags')).toBe(3);
    expect(valueLine(text, 'tags', 'nfts')).toBe(5);
    expect(valueLine(text, 'authors', 'b')).toBe(6);
    expect(fieldLine(text, 'date')).toBe(1);
  });
});

test.describe('blog posts', () => {
  const rules: BlogRules = {
    dir: 'blog',
    tags: ['chia', 'nft', 'spacescan'],
    tagsFile: 'blog/tags.yml',
    authors: ['natsabari', 'jagRudh'],
    authorsFile: 'blog/authors.yml',
    truncateMarker: /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/,
  };
  const file = 'blog/2022-03-03-fees/index.mdx';
  const today = '2026-01-15';
  const post = (frontMatter: string, body = 'Opening.\n\n{/* truncate */}\n\nMore.\n') => `---\n${frontMatter}\n---\n\n${body}`;
  const check = (text: string, frontMatter: Record<string, unknown>, content = text.slice(text.indexOf('\n---\n', 4) + 5)) =>
    postMistakes(file, text, frontMatter, content, rules, today);

  test('a post that follows every rule passes unchanged', () => {
    const frontMatter = {title: 'T', description: 'D.', date: new Date('2022-03-03'), tags: ['chia'], authors: ['natsabari']};
    const result = check(post('title: T\ndescription: D.\ndate: 2022-03-03\ntags: [chia]\nauthors: [natsabari]'), frontMatter);
    expect(result.mistakes).toEqual([]);
    expect(result.frontMatter).toEqual(frontMatter);
  });

  test('unknown tags and authors name the known ones and the nearest, and leave the front matter', () => {
    const text = post('tags:\n  - chia\n  - nfts\nauthors: [natsabary, jagRudh, jagRudh]\ndate: 2022-03-03');
    const result = check(text, {tags: ['chia', 'nfts'], authors: ['natsabary', 'jagRudh', 'jagRudh'], date: new Date('2022-03-03')});
    expect(result.mistakes.map((m) => [m.line, formatMistake(m)])).toEqual([
      [
        4,
        expect.stringContaining(
          'The tag "nfts" is not in blog/tags.yml (did you mean "nft"?). Fix: Use tags from blog/tags.yml: chia, nft, spacescan.',
        ),
      ],
      [
        5,
        expect.stringContaining(
          'The author "natsabary" is not in blog/authors.yml (did you mean "natsabari"?). Fix: Use keys of blog/authors.yml: natsabari, jagRudh.',
        ),
      ],
      [5, expect.stringContaining('The author "jagRudh" is listed twice')],
    ]);
    // The blog plugin goes on loading (and every post gets checked) without them.
    expect(result.frontMatter.tags).toEqual(['chia']);
    expect(result.frontMatter.authors).toEqual(['jagRudh']);
  });

  test('authors and tags written out inline are refused', () => {
    const text = post('author: Sabari\ntags: [{label: New, permalink: /new}]\ndate: 2022-03-03');
    const result = check(text, {author: 'Sabari', tags: [{label: 'New', permalink: '/new'}], date: new Date('2022-03-03')});
    expect(result.mistakes.map((m) => [m.line, m.problem])).toEqual([
      [3, 'A tag is written out in the post instead of named by its key'],
      [2, '"author" describes an author in the post itself'],
    ]);
    expect(result.frontMatter).not.toHaveProperty('author');
  });

  test('the date must match the folder, and a post after today must be a draft', () => {
    const mismatch = check(post('date: 2022-03-04'), {date: new Date('2022-03-04')});
    expect(mismatch.mistakes.map(formatMistake)).toEqual([
      `${file}:2: The date 2022-03-04 does not match the folder name 2022-03-03-fees, which says 2022-03-03. Fix: Write date: 2022-03-03, or rename the folder to 2022-03-04-fees.`,
    ]);
    const futureFile = 'blog/2026-02-01-soon/index.mdx';
    const future = postMistakes(futureFile, post('date: 2026-02-01'), {date: new Date('2026-02-01')}, '{/* truncate */}', rules, today);
    expect(future.mistakes.map((m) => [m.line, m.problem])).toEqual([
      [2, 'The post is dated 2026-02-01, after today (2026-01-15), and is not a draft'],
    ]);
    expect(
      postMistakes(
        futureFile,
        post('date: 2026-02-01\ndraft: true'),
        {date: new Date('2026-02-01'), draft: true},
        '{/* truncate */}',
        rules,
        today,
      ).mistakes,
    ).toEqual([]);
    const undated = postMistakes('blog/fees.mdx', post('title: T'), {}, '{/* truncate */}', rules, today);
    expect(undated.mistakes.map((m) => m.problem)).toEqual([
      'The post has no date (neither its folder name nor its front matter gives one)',
    ]);
  });

  test('a post without a truncate marker is told where to add it', () => {
    const text = post('date: 2022-03-03', "import Chart from './chart.svg';\n\nFirst line of the opening,\nsecond line.\n\n## More\n");
    const [mistake] = check(text, {date: new Date('2022-03-03')}).mistakes;
    expect(mistake?.line).toBe(9);
    expect(text.split('\n')[8]).toBe('');
    expect(mistake?.fix).toContain('{/* truncate */} after the opening paragraph');
  });

  test("new-post's placeholder description is refused once the post is published", () => {
    const published = check(post(`description: ${placeholderDescription}\ndate: 2022-03-03`), {
      description: placeholderDescription,
      date: new Date('2022-03-03'),
    });
    expect(published.mistakes.map((m) => [m.line, m.problem])).toEqual([
      [2, 'The description is still the placeholder that new-post wrote'],
    ]);
    const draft = check(post(`description: ${placeholderDescription}\ndate: 2022-03-03\ndraft: true`), {
      description: placeholderDescription,
      date: new Date('2022-03-03'),
      draft: true,
    });
    expect(draft.mistakes).toEqual([]);
  });
});

test.describe('rules across pages', () => {
  const sidebarText =
    "const sidebars = {\n  main: [\n    'intro',\n    {type: 'category', label: 'Guide', items: [\n      'guide/Farming',\n      'guide/POST',\n    ]},\n  ],\n};\n";
  const doc = (id: string, sidebar: string | undefined, unlisted = false): SourceDoc => ({
    file: `docs/${id}.mdx`,
    text: '---\ntitle: T\n---\n',
    permalink: `/docs/${id}`,
    id,
    sidebar,
    unlisted,
    sidebarFile: 'sidebars.ts',
    sidebarText,
  });

  test('a doc in no sidebar is told where to add it; unlisted docs are left alone', () => {
    expect(
      docsOutsideSidebars([
        doc('guide/Farming', 'main'),
        doc('guide/fees', undefined),
        doc('guide/hidden', undefined, true),
        doc('faq', undefined),
      ]),
    ).toEqual([
      {
        file: 'docs/guide/fees.mdx',
        line: 1,
        problem: 'The page /docs/guide/fees is in no sidebar, so readers cannot reach it from the menu',
        fix: "Add 'guide/fees' to sidebars.ts next to 'guide/POST' (line 6), or add unlisted: true to its front matter if it is meant to be reached by link only",
      },
      expect.objectContaining({file: 'docs/faq.mdx', fix: expect.stringContaining("Add 'faq' to sidebars.ts next to 'intro' (line 3)")}),
    ]);
  });

  test('two pages at one URL: the later file names the other, on its slug line', () => {
    const pages = [
      {file: 'blog/2022-02-27-welcome/index.mdx', text: '---\nslug: welcome\n---\n', permalink: '/blog/welcome'},
      {file: 'blog/2022-04-01-other/index.mdx', text: '---\ntitle: Other\nslug: welcome\n---\n', permalink: '/blog/welcome/'},
      {file: 'docs/intro.mdx', text: '', permalink: '/docs/intro'},
    ];
    expect(duplicateRoutes(pages)).toEqual([
      {
        file: 'blog/2022-04-01-other/index.mdx',
        line: 3,
        problem: "The page's URL /blog/welcome is also the URL of blog/2022-02-27-welcome/index.mdx",
        fix: 'Give this page or the other a different slug: in the front matter',
      },
    ]);
  });
});

test('pictures: alt text, a text alternative for SVG components, and imports that exist', async () => {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const source = [
    '---',
    'title: T',
    '---',
    '', // lines 1-4: front matter, as Docusaurus keeps the lines
    "import Farming from '@site/static/img/docs/farming.svg';",
    "import Missing from './farmin.svg';",
    '',
    '<Farming role="img" />',
    '<Farming role="img" aria-label="Plots on a disk answer a challenge." />',
    '',
    '![](/img/docs/farming.svg)',
    '![Plots and a challenge](/img/docs/farming.svg)',
    '',
    '<img src="/img/logo.svg" />',
    '<img src="/img/logo.svg" alt="" />',
    '<img src="/img/logo.svg" alt="The Spacescan logo" />',
  ].join('\n');
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .parse(source.replace(/^---[\s\S]*?---/, (fm) => fm.replace(/[^\n]/g, ' ')));
  const mistakes = pictureMistakes(JSON.parse(JSON.stringify(tree)), 'docs/guide/Farming.mdx', siteDir);
  expect(mistakes.map((m) => [m.line, m.problem])).toEqual([
    [6, "import Missing from './farmin.svg' imports a file that does not exist"],
    [8, 'The picture <Farming> has no text alternative'],
    [11, 'The picture /img/docs/farming.svg has no alt text'],
    [14, 'The <img> has no alt text'],
    [15, 'The <img> has no alt text'],
  ]);
  expect(mistakes[0]?.fix).toBe('Correct the path, or add the file');
});

test("a post's import above its truncate marker of a picture used only below it is refused", async () => {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const parse = (lines: string[]) => JSON.parse(JSON.stringify(unified().use(remarkParse).use(remarkMdx).parse(lines.join('\n'))));
  const post = (...body: string[]) =>
    parse([
      "import Ranking from './ranking.svg';",
      "import Chart from './chart.svg';",
      '',
      '<Chart role="img" aria-label="A chart." />',
      '',
      '{/* truncate */}',
      '',
      ...body,
    ]);
  const mistakes = truncateImportMistakes(
    post('<Ranking role="img" aria-label="The ranking." />', '<Chart role="img" aria-label="Again." />'),
    'blog/x/index.mdx',
  );
  // Chart is drawn above the marker too: its import stays where it is.
  expect(mistakes.map((m) => [m.line, m.problem])).toEqual([
    [
      1,
      "import Ranking from './ranking.svg'; sits above the truncate marker, but <Ranking> is used only below it: every list of posts that shows this post loads it",
    ],
  ]);
  expect(mistakes[0]?.fix).toBe('Move the import below {/* truncate */}, just above where <Ranking> is used');
  // Below the marker, the import is fine; a page without a marker has no such rule.
  expect(
    truncateImportMistakes(
      parse(['{/* truncate */}', '', "import Ranking from './ranking.svg';", '', '<Ranking role="img" aria-label="R." />']),
      'blog/x/index.mdx',
    ),
  ).toEqual([]);
  expect(
    truncateImportMistakes(parse(["import Ranking from './ranking.svg';", '', '<Ranking role="img" aria-label="R." />']), 'docs/x.mdx'),
  ).toEqual([]);
});

test.describe('chain facts in prose agree with the facts module', () => {
  const file = 'docs/guide/fees.mdx';
  const page = (body: string) => `---\ntitle: Fees\ndescription: D.\n---\n\n${body}\n`;
  const lines = (body: string) => factMistakes(file, page(body)).map(formatMistake);

  test('a wrong fee floor is one line: the file, the line, what is wrong and the fix', () => {
    expect(lines('A full mempool turns away a fee\nbelow 4 mojo per cost.')).toEqual([
      'docs/guide/fees.mdx:7: "below 4 mojo per cost" states the fee floor of a full mempool (mojo per cost) as 4, but api/catalogue/world/chain-facts.ts says 5. Fix: Write 5, or print it with <ChainFact name="feeFloor" />.',
    ]);
    expect(lines('A full mempool turns away any fee below **5 mojo per cost**.')).toEqual([]);
  });

  test('block time, blocks a day, rewards, mojo in an XCH and the alert sync are each checked', () => {
    const body = [
      'The network makes a block about every 20 seconds, and transaction blocks come about every 52 seconds.',
      'It makes about 4,600 blocks a day, each paying 2.5 XCH: 0.125 XCH to the farmer.',
      'One XCH is 10<sup>11</sup> mojo.',
      'Spacescan syncs the wallet about every 15 minutes.',
    ].join('\n');
    expect(sortedMistakes(factMistakes(file, page(body))).map((m) => [m.line, m.problem.split(' states ')[1]?.split(', but')[0]])).toEqual([
      [6, 'the time between blocks (seconds) as 20'],
      [7, 'the blocks a day as 4,600'],
      [7, "a block's reward (XCH) as 2.5"],
      [8, 'the mojo in 1 XCH as 10<sup>11</sup>'],
      [9, "Spacescan Wallets' sync interval (minutes) as 15"],
    ]);
    expect(
      lines(
        'A block about every 18.75 seconds, 4,608 blocks a day, each paying 1 XCH: 0.125 XCH to the farmer and 0.875 XCH to the pool. 1 XCH is 1,000,000,000,000 mojo.',
      ),
    ).toEqual([]);
  });

  test('a mojo amount beside its XCH must convert exactly', () => {
    expect(lines('The floor alone is 85,000,000 mojo (0.00085 XCH).')).toEqual([
      'docs/guide/fees.mdx:6: 85,000,000 mojo is not 0.00085 XCH (1 XCH is 10^12 mojo). Fix: Write 85,000,000 mojo as 0.000085 XCH.',
    ]);
    expect(lines('It showed **0.000000045698 XCH**, which is 45,698 mojo, and 0.000025 XCH (25,000,000 mojo).')).toEqual([]);
  });

  test('a worked fee below the floor for its cost is a mistake', () => {
    expect(lines('A payment costs about 17 million, so the floor alone is about 50,000,000 mojo.')).toEqual([
      'docs/guide/fees.mdx:6: A fee of 50,000,000 mojo for a cost of 17,000,000 is below the floor of a full mempool (5 mojo per cost). Fix: Write at least 85,000,000 mojo (0.000085 XCH).',
    ]);
    expect(lines('For 5,000,000 cost that floor is 25,000,000 mojo; Chia rounds it to about 100 million mojo.')).toEqual([]);
  });

  test('a dust limit names whose definition it is', () => {
    expect(lines('A dust coin holds less than 10,000 mojo.')).toEqual([
      expect.stringContaining("reads as Chia's rule, but it is Spacescan's own definition"),
    ]);
    expect(lines('Chia wallets ignore dust: coins under 1,000,000 mojo.')).toEqual([]);
    expect(lines('Wallets ignore dust below 1,000,000 mojo.')).toEqual([
      expect.stringContaining("is Chia's wallet filter, but the sentence does not say so"),
    ]);
    expect(lines('Spacescan counts a coin as dust below 5,000 mojo.')).toEqual([expect.stringContaining('is neither Spacescan')]);
    expect(lines('Spacescan counts a coin as dust when it holds less than 10,000 mojo.')).toEqual([]);
  });

  test('the minimum fee is never a next-block fee', () => {
    expect(lines('Returns the smallest fee that gets a standard transaction into the next block.')).toEqual([
      expect.stringMatching(
        /^docs\/guide\/fees\.mdx:6: The sentence makes the minimum fee a fee for the next block.* Fix: Say it is the fee to beat to enter a full mempool/,
      ),
    ]);
    expect(lines('The minimum fee is the fee to enter a full mempool, not a fee that makes the next block.')).toEqual([]);
    const generated = `${page('Returns the minimum fee for the next block.')}{/* Generated by scripts/generate-api-pages.ts from api/catalogue/entries/mempool.ts and the world. */}\n`;
    expect(factMistakes('api/mempool.mdx', generated)[0]?.fix).toMatch(/this page is generated: edit api\/catalogue\/entries\/mempool\.ts/);
  });

  test('the floor is never said to get a spend into a full mempool (issue 59)', () => {
    // The sentence the partial said until issue 59, with the line it fails on.
    const old =
      'The costs are estimates.\nThe floor only gets a spend into a full mempool: it does not promise the next block, and while the\nmempool is not full a smaller fee gets in.';
    expect(lines(old)).toEqual([
      "docs/guide/fees.mdx:7: The sentence says the fee floor gets a spend into a full mempool, but Chia's node (is_fee_enough, chia-blockchain 2.7.3) also needs more per cost than the cheapest waiting spends pay. Fix: Say the floor is the least a full mempool can take, and that a spend gets in only when it also outbids the cheapest waiting spends (docs/guide/_fee-in-a-full-mempool.mdx states the rule).",
    ]);
    for (const said of [
      'A fee at the floor gets your transaction into a full mempool.',
      'Paying <ChainFact name="feeFloor" /> is enough to enter a full mempool.',
      'A fee at the floor enters a full mempool.',
      'A full mempool accepts any spend that pays its floor.',
    ]) {
      expect(lines(said), said).toEqual([
        expect.stringMatching(/^docs\/guide\/fees\.mdx:6: The sentence says the fee floor gets a spend into a full mempool/),
      ]);
    }
    for (const said of [
      'The floor is the least a full mempool can ever take. It is not a fee that gets you in.',
      'The floor alone does not get a spend into a full mempool.',
      'A fee at the floor gets into a full mempool only while the cheapest waiting spends pay less.',
      'When the minimum fee is below the floor, a fee at the floor gets in.',
    ]) {
      expect(lines(said), said).toEqual([]);
    }
  });

  test('an unknown <ChainFact> name suggests the nearest one; code is not prose', () => {
    expect(lines('Pay <ChainFact name="feFloor" />.')).toEqual([
      expect.stringContaining('names no fact of api/catalogue/world/chain-facts.ts (did you mean "feeFloor"?)'),
    ]);
    expect(lines('```bash\nchia wallet send -m 0.00005 # below 4 mojo per cost\n```\n\nRun `below 4 mojo per cost`.')).toEqual([]);
  });

  test('every page of the site agrees with the facts module', () => {
    const pages = (dir: string): string[] =>
      readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) =>
        entry.isDirectory() ? pages(`${dir}/${entry.name}`) : /\.mdx?$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
      );
    const files = ['docs', 'blog', 'api', 'src/pages'].flatMap(pages);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((f) => factMistakes(f, readFileSync(path.join(siteDir, f), 'utf8'))).map(formatMistake)).toEqual([]);
  });

  test('numbers and sentences are read as prose writes them', () => {
    expect([numberOf('4,608'), numberOf('17 million'), numberOf('10^12'), numberOf('18.75')]).toEqual([4608, 17e6, 1e12, 18.75]);
    expect(sentencesOf('One. Two\nthree.\n\n- Four 0.5 XCH.').map((s) => s.text)).toEqual(['One.', 'Two\nthree.', '- Four 0.5 XCH.']);
  });
});
