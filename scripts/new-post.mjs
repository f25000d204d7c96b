#!/usr/bin/env node
// Scaffolds a blog post: blog/YYYY-MM-DD-slug/index.mdx, with front matter the build accepts
// (authors from blog/authors.yml, tags from blog/tags.yml), a truncate marker and `draft: true`,
// so an unfinished post never reaches the built site. It never overwrites a folder or reuses a slug.
// Run in a terminal without a title, it asks for one; with a title and flags it asks nothing.
//
//   npm run new-post -- "My title" [--author natsabari] [--tags explorer,nft] [--date 2026-01-31]
//                                  [--slug my_title] [--description "One sentence."] [--blog-dir blog]
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline/promises';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The build refuses a published post whose description is still this (plugins/writers-checks).
const placeholderDescription = 'Replace with one sentence for the post card and the feeds.';

const usage = `Usage: npm run new-post -- "Post title" [options]

Options:
  --author ID      author key from blog/authors.yml; repeat or separate with commas
                   (default: the first author in the file)
  --tags A,B       tag keys from blog/tags.yml (default: spacescan)
  --date Y-M-D     publication date (default: today, UTC)
  --slug SLUG      URL slug, /blog/SLUG (default: made from the title)
  --description T  one sentence for the post card and the feeds (default: a placeholder
                   that the build refuses once the post is published)
  --blog-dir DIR   blog folder (default: blog)
  --help           show this text`;

/** Prints a message and stops with exit code 1. */
function fail(message) {
  console.error(`new-post: ${message}`);
  process.exit(1);
}

/** The top-level keys of a YAML map file such as authors.yml or tags.yml. */
function topLevelKeys(file) {
  if (!existsSync(file)) {
    fail(`${file} does not exist.`);
  }
  return [...readFileSync(file, 'utf8').matchAll(/^([A-Za-z0-9_-]+):\s*$/gm)].map((m) => m[1]);
}

/** A URL slug from a title: lower case ASCII letters and digits joined by hyphens. */
function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The `slug` of every existing post in the blog folder. */
function existingSlugs(blogDir) {
  const slugs = new Map();
  for (const entry of readdirSync(blogDir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    for (const name of ['index.mdx', 'index.md']) {
      const file = path.join(blogDir, entry.name, name);
      if (!existsSync(file)) continue;
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const slug = /^slug:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(frontMatter)?.[1];
      if (slug) slugs.set(slug, path.relative(repoRoot, file));
    }
  }
  return slugs;
}

/** Asks one question in the terminal. */
async function ask(question) {
  const prompt = createInterface({input: process.stdin, output: process.stdout});
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        author: {type: 'string', multiple: true},
        tags: {type: 'string'},
        date: {type: 'string'},
        slug: {type: 'string'},
        description: {type: 'string'},
        'blog-dir': {type: 'string'},
        help: {type: 'boolean'},
      },
    });
  } catch (error) {
    fail(`${error.message}\n\n${usage}`);
  }
  const {values, positionals} = parsed;
  if (values.help) {
    console.log(usage);
    return;
  }
  let title = positionals.join(' ').trim();
  if (!title && process.stdin.isTTY) {
    title = await ask('Title of the post: ');
  }
  if (!title) {
    fail(`give the post a title.\n\n${usage}`);
  }

  const blogDir = path.resolve(repoRoot, values['blog-dir'] ?? 'blog');
  const knownAuthors = topLevelKeys(path.join(blogDir, 'authors.yml'));
  const knownTags = topLevelKeys(path.join(blogDir, 'tags.yml'));

  const authors = (values.author ?? [knownAuthors[0] ?? ''])
    .flatMap((a) => a.split(','))
    .map((a) => a.trim())
    .filter(Boolean);
  const unknownAuthors = authors.filter((a) => !knownAuthors.includes(a));
  if (authors.length === 0 || unknownAuthors.length > 0) {
    fail(
      `unknown author ${unknownAuthors.join(', ') || '(none given)'}. ` +
        `Use a key of blog/authors.yml: ${knownAuthors.join(', ')}. ` +
        'A new author needs an entry there first.',
    );
  }

  const tags = (values.tags ?? 'spacescan')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknownTags = tags.filter((t) => !knownTags.includes(t));
  if (unknownTags.length > 0) {
    fail(`unknown tag ${unknownTags.join(', ')}. The tags are a closed list: ${knownTags.join(', ')}.`);
  }

  const date = values.date ?? new Date().toISOString().slice(0, 10);
  const parsedDate = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsedDate.getTime()) || parsedDate.toISOString().slice(0, 10) !== date) {
    fail(`--date must be a date written YYYY-MM-DD, not "${date}".`);
  }

  const slug = values.slug ?? slugify(title);
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(slug)) {
    fail(`cannot make a URL slug from "${slug || title}". Pass one with --slug, such as --slug my_post.`);
  }
  const folder = path.join(blogDir, `${date}-${slug}`);
  if (existsSync(folder)) {
    fail(`${path.relative(repoRoot, folder)} already exists; nothing was written.`);
  }
  const taken = existingSlugs(blogDir).get(slug);
  if (taken) {
    fail(`the slug "${slug}" is taken by ${taken}. Choose another with --slug.`);
  }

  const post = `---
slug: ${slug}
title: ${JSON.stringify(title)}
description: ${JSON.stringify(values.description?.trim() || placeholderDescription)}
date: ${date}
authors: [${authors.join(', ')}]
tags: [${tags.join(', ')}]
# Drafts show in \`npm start\` but never in the built site. Delete this line to publish.
draft: true
---

Open with the date and what shipped, in one short paragraph: the list page and the feeds show
this part.

{/* truncate */}

## The first change

Say what changed, why a reader cares, and where to see it on Spacescan. Link the guide or API
page that covers it, such as [the introduction](/docs/intro).
`;

  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, 'index.mdx'), post, {flag: 'wx'});
  const relative = path.relative(repoRoot, path.join(folder, 'index.mdx'));
  console.log(`Created ${relative}
Next: write the post, replace the description, then delete the draft line to publish.
Preview it with npm start at /blog/${slug}.`);
}

await main();
