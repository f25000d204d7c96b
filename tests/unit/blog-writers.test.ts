import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import jiti from 'jiti';
import {placeholderDescription} from '../../plugins/writers-checks/front-matter';
import {repoRoot} from '../support/siteCopy';

// What a writer starts from: the new-post and new-guide scripts, run with flags as a test (or
// a writer who knows the answers) runs them. What the build says about the files they write is
// tested in tests/writers/writers-mistakes.test.ts.

const newPostScript = path.join(repoRoot, 'scripts/new-post.mjs');

/** The top-level keys of a YAML map such as authors.yml or tags.yml. */
function yamlKeys(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^([A-Za-z0-9_-]+):\s*$/gm)].map((m) => m[1] ?? '');
}

/** A temporary blog folder holding copies of the real authors.yml and tags.yml. */
function tempBlog(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'spacescan-blog-'));
  cpSync(path.join(repoRoot, 'blog/authors.yml'), path.join(dir, 'authors.yml'));
  cpSync(path.join(repoRoot, 'blog/tags.yml'), path.join(dir, 'tags.yml'));
  return dir;
}

function newPost(args: string[]) {
  return spawnSync(process.execPath, [newPostScript, ...args], {encoding: 'utf8'});
}

test.describe('new-post script', () => {
  test('scaffolds a dated folder with front matter the blog accepts and a truncate marker', () => {
    const blog = tempBlog();
    try {
      const result = newPost(['Rich list: now with charts', '--date', '2026-03-01', '--tags', 'charts,explorer', '--blog-dir', blog]);
      expect(result.status, result.stderr).toBe(0);
      const file = path.join(blog, '2026-03-01-rich-list-now-with-charts', 'index.mdx');
      expect(existsSync(file)).toBe(true);

      const text = readFileSync(file, 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
      const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(frontMatter)?.[1];
      expect(field('slug')).toBe('rich-list-now-with-charts');
      expect(field('title')).toBe('"Rich list: now with charts"');
      expect(field('date')).toBe('2026-03-01');
      // The placeholder the build refuses once the post is published.
      expect(field('description')).toBe(JSON.stringify(placeholderDescription));
      expect(field('draft')).toBe('true');
      const list = (name: string) => (/^\[(.*)\]$/.exec(field(name) ?? '')?.[1] ?? '').split(', ').filter(Boolean);
      expect(list('tags')).toEqual(['charts', 'explorer']);
      expect(list('authors')).toHaveLength(1);
      expect(yamlKeys(path.join(blog, 'authors.yml'))).toEqual(expect.arrayContaining(list('authors')));

      const body = text.slice(text.indexOf('\n---\n', 4) + 5);
      const truncate = body.indexOf('{/* truncate */}');
      expect(truncate).toBeGreaterThan(0);
      expect(body.slice(0, truncate).trim().length).toBeGreaterThan(0);
      expect(body).not.toContain('<!-- truncate -->');
    } finally {
      rmSync(blog, {recursive: true, force: true});
    }
  });

  test('refuses to overwrite a post, reuse a slug, or use a tag outside tags.yml', () => {
    const blog = tempBlog();
    try {
      const args = ['Offers explained', '--date', '2026-03-02', '--blog-dir', blog];
      expect(newPost(args).status).toBe(0);
      const file = path.join(blog, '2026-03-02-offers-explained', 'index.mdx');
      const edited = `${readFileSync(file, 'utf8')}\nA paragraph the writer added.\n`;
      writeFileSync(file, edited);

      const again = newPost(args);
      expect(again.status).not.toBe(0);
      expect(again.stderr).toContain('already exists');
      expect(readFileSync(file, 'utf8')).toBe(edited);

      const sameSlug = newPost(['Offers explained', '--date', '2026-04-01', '--blog-dir', blog]);
      expect(sameSlug.status).not.toBe(0);
      expect(sameSlug.stderr).toContain('is taken');
      expect(existsSync(path.join(blog, '2026-04-01-offers-explained'))).toBe(false);

      const badTag = newPost(['Another post', '--tags', 'nfts', '--blog-dir', blog]);
      expect(badTag.status).not.toBe(0);
      expect(badTag.stderr).toContain('unknown tag nfts');
      expect(readdirSync(blog).filter((name) => name.endsWith('another-post'))).toEqual([]);
    } finally {
      rmSync(blog, {recursive: true, force: true});
    }
  });
});

test('new-post takes the description from --description, and asks for nothing when given a title', () => {
  const blog = tempBlog();
  try {
    const result = newPost([
      'Offers, faster',
      '--date',
      '2026-03-05',
      '--description',
      'Offer pages load in half the time.',
      '--blog-dir',
      blog,
    ]);
    expect(result.status, result.stderr).toBe(0);
    const text = readFileSync(path.join(blog, '2026-03-05-offers-faster', 'index.mdx'), 'utf8');
    expect(text).toContain('description: "Offer pages load in half the time."');
    const noTitle = spawnSync(process.execPath, [newPostScript, '--blog-dir', blog], {encoding: 'utf8', input: ''});
    expect(noTitle.status).not.toBe(0);
    expect(noTitle.stderr).toContain('give the post a title');
  } finally {
    rmSync(blog, {recursive: true, force: true});
  }
});

test.describe('new-guide script', () => {
  const newGuideScript = path.join(repoRoot, 'scripts/new-guide.mjs');

  /** A temporary docs folder and a copy of the real sidebars.ts. */
  function tempDocs() {
    const dir = mkdtempSync(path.join(tmpdir(), 'spacescan-guide-'));
    cpSync(path.join(repoRoot, 'sidebars.ts'), path.join(dir, 'sidebars.ts'));
    return {dir, docs: path.join(dir, 'docs'), sidebars: path.join(dir, 'sidebars.ts')};
  }
  const newGuide = (args: string[]) => spawnSync(process.execPath, [newGuideScript, ...args], {encoding: 'utf8', input: ''});

  /** The doc ids of a category of tutorialSidebar1, read by loading the sidebars file itself. */
  function categoryItems(sidebarsFile: string, label: string): unknown[] {
    type Item = string | {type?: string; label?: string; items?: Item[]};
    const loaded: {default: {tutorialSidebar1: Item[]}} = jiti(__filename, {cache: false, requireCache: false})(sidebarsFile);
    const find = (items: Item[]): Item[] | undefined => {
      for (const item of items) {
        if (typeof item === 'object' && item.label === label) return item.items;
        const inner = typeof item === 'object' && item.items ? find(item.items) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    return find(loaded.default.tutorialSidebar1) ?? [];
  }

  test('creates the guide with its front matter and adds it as the last item of its section', () => {
    const {dir, docs, sidebars} = tempDocs();
    try {
      const before = categoryItems(sidebars, 'Guide');
      const result = newGuide([
        "Read a coin's history",
        '--section',
        'guide',
        '--description',
        'How to follow a coin from its parent to its children.',
        '--docs-dir',
        docs,
        '--sidebars',
        sidebars,
      ]);
      expect(result.status, result.stderr).toBe(0);
      const file = path.join(docs, 'guide', 'read_a_coins_history.mdx');
      const text = readFileSync(file, 'utf8');
      expect(
        text.startsWith(
          '---\ntitle: "Read a coin\'s history"\ndescription: "How to follow a coin from its parent to its children."\n---\n',
        ),
      ).toBe(true);
      expect(text).toMatch(/^## Steps$/m);
      // sidebars.ts still loads, with the new id last in the Guide section.
      expect(categoryItems(sidebars, 'Guide')).toEqual([...before, 'guide/read_a_coins_history']);
      expect(result.stdout).toContain('/docs/guide/read_a_coins_history');

      const basics = newGuide([
        'Fees',
        '--section',
        'Chia Basics',
        '--description',
        'What fees buy.',
        '--docs-dir',
        docs,
        '--sidebars',
        sidebars,
      ]);
      expect(basics.status, basics.stderr).toBe(0);
      expect(categoryItems(sidebars, 'Chia Basics').at(-1)).toBe('guide/fees');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('refuses an unknown section, a guide that exists, and missing answers without a terminal', () => {
    const {dir, docs, sidebars} = tempDocs();
    try {
      const args = (title: string, section: string) => [
        title,
        '--section',
        section,
        '--description',
        'One sentence.',
        '--docs-dir',
        docs,
        '--sidebars',
        sidebars,
      ];
      const unknown = newGuide(args('Fees', 'Guides and more'));
      expect(unknown.status).not.toBe(0);
      expect(unknown.stderr).toMatch(
        /there is no section "Guides and more" in .*sidebars\.ts\. Choose one of: Chia Basics, Guide, Wallet Security, Developers \(older API\), Interns/,
      );

      expect(newGuide(args('Fees', 'Guide')).status).toBe(0);
      const sidebarText = readFileSync(sidebars, 'utf8');
      const again = newGuide(args('Fees', 'Guide'));
      expect(again.status).not.toBe(0);
      expect(again.stderr).toContain('already exists; nothing was written');
      expect(readFileSync(sidebars, 'utf8')).toBe(sidebarText);

      const noAnswers = newGuide(['Fees two', '--docs-dir', docs, '--sidebars', sidebars]);
      expect(noAnswers.status).not.toBe(0);
      expect(noAnswers.stderr).toContain('give the section, description');
      expect(existsSync(path.join(docs, 'guide', 'fees_two.mdx'))).toBe(false);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
