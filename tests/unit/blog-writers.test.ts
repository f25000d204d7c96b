import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildSite, copySite, removeSite, repoRoot} from '../support/siteCopy';

// What a writer meets: the new-post script, and the build refusing a post whose tag is not in
// blog/tags.yml, with the post's file named in the message.

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
      expect(field('description')).toMatch(/^".+\."$/);
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

test('a post with a tag missing from tags.yml fails the build, naming the file and the tag', async () => {
  // One full build of a copy of the site: slow on a busy machine.
  test.setTimeout(180_000);
  const site = copySite();
  try {
    const postDir = path.join(site, 'blog', '2026-01-15-unknown-tag');
    mkdirSync(postDir);
    writeFileSync(
      path.join(postDir, 'index.mdx'),
      [
        '---',
        'slug: unknown_tag_check',
        'title: A post with a tag outside the closed list',
        'description: This post exists only to prove that the build refuses unknown tags.',
        'date: 2026-01-15',
        'authors: [natsabari]',
        'tags: [explorer, nfts-and-more]',
        '---',
        '',
        'The opening paragraph.',
        '',
        '{/* truncate */}',
        '',
        'The rest of the post.',
        '',
      ].join('\n'),
    );

    const output = await buildSite(site);

    expect(output.code, output.text).not.toBe(0);
    expect(output.text).toContain('2026-01-15-unknown-tag/index.mdx');
    expect(output.text).toMatch(/Tags \[nfts-and-more\] used in 2026-01-15-unknown-tag\/index\.mdx are not defined in tags\.yml/);
    expect(existsSync(path.join(site, 'build', 'index.html'))).toBe(false);
  } finally {
    removeSite(site);
  }
});
