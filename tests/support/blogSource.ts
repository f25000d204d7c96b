import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {sitemapPaths} from './site';

// The blog as its sources describe it: the published posts of blog/ with their front matter,
// and the closed lists of tags and authors. The blog tests compare the built site with these,
// so a new post is checked without editing a test.

const blogDir = path.resolve(__dirname, '../../blog');

/** Posts per blog list page (blogOptions.postsPerPage). */
export const pageSize = 10;

/** Posts in the blog sidebar (blogOptions.blogSidebarCount). */
export const sidebarCount = 10;

/** Posts in the blog's feeds (blogOptions.feedOptions.limit): the newest. */
export const feedCount = 20;

export type Post = {dir: string; slug: string; title: string; date: string; tags: string[]; authors: string[]};

/** A front-matter field written `name: value`, with surrounding quotes removed. */
function field(frontMatter: string, name: string): string | undefined {
  const value = new RegExp(`^${name}:[ \\t]*(.+)$`, 'm').exec(frontMatter)?.[1]?.trim();
  return value?.replace(/^(["'])(.*)\1$/, '$2');
}

/** A front-matter list written `[a, b]`. */
function listField(frontMatter: string, name: string): string[] {
  const value = field(frontMatter, name) ?? '';
  return (/^\[(.*)\]$/.exec(value)?.[1] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Every published post in blog/ (drafts never reach the build). */
function sourcePosts(): Post[] {
  return readdirSync(blogDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(blogDir, entry.name, 'index.mdx')))
    .map((entry) => {
      const text = readFileSync(path.join(blogDir, entry.name, 'index.mdx'), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      return {
        dir: entry.name,
        slug: field(frontMatter, 'slug') ?? '',
        title: field(frontMatter, 'title') ?? '',
        date: field(frontMatter, 'date') ?? entry.name.slice(0, 10),
        tags: listField(frontMatter, 'tags'),
        authors: listField(frontMatter, 'authors'),
        draft: field(frontMatter, 'draft') === 'true',
      };
    })
    .filter((post) => !post.draft)
    .map(({draft: _draft, ...post}) => post);
}

/** A YAML map of maps (authors.yml, tags.yml): key -> one string property of each entry. */
function yamlProperty(file: string, property: string): Map<string, string> {
  const map = new Map<string, string>();
  let key: string | undefined;
  for (const line of readFileSync(path.join(blogDir, file), 'utf8').split('\n')) {
    const top = /^([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (top) key = top[1];
    const prop = new RegExp(`^\\s+${property}:\\s*(.+)$`).exec(line);
    if (key && prop?.[1]) map.set(key, prop[1].trim().replace(/^(["'])(.*)\1$/, '$2'));
  }
  return map;
}

/** The author page slug Docusaurus makes from an author key (lodash kebabCase). */
export function authorSlug(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The published posts of blog/. */
export const posts = sourcePosts();
/** Tag key -> label, from tags.yml. */
export const tagLabels = yamlProperty('tags.yml', 'label');
/** Author key -> name, from authors.yml. */
export const authorNames = yamlProperty('authors.yml', 'name');

/** The time of a post's date, for sorting. */
export const postTime = (post: Post): number => Date.parse(post.date);

/** Sitemap paths under /blog that are posts (one segment that is not a list page). */
export function sitemapPostPaths(): string[] {
  const lists = new Set(['archive', 'tags', 'authors', 'page']);
  return sitemapPaths().filter((p) => {
    const match = /^\/blog\/([^/]+)$/.exec(p);
    return match !== null && !lists.has(match[1] ?? '');
  });
}
