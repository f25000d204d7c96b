#!/usr/bin/env node
// Scaffolds a guide: docs/<folder>/<slug>.mdx with the front matter the build asks for (title,
// description) and the shape of a how-to guide, and adds its id to a section (a category) of
// the /docs sidebar in sidebars.ts, so readers reach it from the menu. It asks for what is
// missing when run in a terminal; with flags it runs without questions. It never overwrites.
//
//   npm run new-guide -- "Verify a DID" --section Guide --description "How to …" [--slug verify_a_did]
//                                       [--docs-dir docs] [--sidebars sidebars.ts]
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline/promises';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sidebarName = 'tutorialSidebar1';

const usage = `Usage: npm run new-guide -- "Guide title" [options]

Options:
  --section NAME      the sidebar section (category) to add the guide to, such as Guide
  --description TEXT  one sentence saying what the reader gets from the guide
  --slug SLUG         file name and URL, /docs/<folder>/SLUG (default: made from the title)
  --docs-dir DIR      docs folder (default: docs)
  --sidebars FILE     sidebars file (default: sidebars.ts)
  --help              show this text

Run in a terminal without the title, --section or --description and it asks for them.`;

function fail(message) {
  console.error(`new-guide: ${message}`);
  process.exit(1);
}

/** A file name and URL slug from a title: lower-case words joined by underscores (chia_tax). */
function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The folder that all the ids share (`guide` for guide/POST and guide/did_profile/did_profile). */
function commonFolder(ids) {
  const folders = ids.map((id) => id.split('/').slice(0, -1));
  const first = folders[0] ?? [];
  let depth = 0;
  while (depth < first.length && folders.every((folder) => folder[depth] === first[depth])) depth += 1;
  return first.slice(0, depth).join('/');
}

/** The text of a string literal or property name node. */
const textOf = (node) => (ts.isStringLiteralLike(node) || ts.isIdentifier(node) ? node.text : undefined);

/** The object literal's property value named `name`. */
function property(object, name) {
  const found = object.properties.find((p) => ts.isPropertyAssignment(p) && textOf(p.name) === name);
  return found?.initializer;
}

/**
 * The sections of the sidebar: each category of `tutorialSidebar1` (at any depth) whose items
 * list docs by id, with the folder those docs share and the items array to add to.
 */
function sidebarSections(source) {
  const sections = [];
  function visitCategory(node) {
    if (!ts.isObjectLiteralExpression(node)) return;
    const items = property(node, 'items');
    const label = property(node, 'label');
    if (items && ts.isArrayLiteralExpression(items)) {
      const ids = items.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
      if (label && ids.length > 0) sections.push({label: textOf(label), folder: commonFolder(ids), ids, items});
      items.elements.forEach(visitCategory);
    }
  }
  function find(node) {
    if (ts.isPropertyAssignment(node) && textOf(node.name) === sidebarName && ts.isArrayLiteralExpression(node.initializer)) {
      node.initializer.elements.forEach(visitCategory);
      return;
    }
    ts.forEachChild(node, find);
  }
  find(source);
  return sections;
}

/** sidebars.ts with the id added as the last item of the section, in the array's own layout. */
function withSidebarEntry(text, section, id) {
  const {items} = section;
  const last = items.elements[items.elements.length - 1];
  const entry = `'${id}'`;
  if (!text.slice(items.getStart(), items.getEnd()).includes('\n')) {
    return `${text.slice(0, last.getEnd())}, ${entry}${text.slice(last.getEnd())}`;
  }
  const lineStart = text.lastIndexOf('\n', last.getStart()) + 1;
  const indent = text.slice(lineStart, last.getStart());
  const afterLast = text.slice(last.getEnd()).startsWith(',') ? last.getEnd() + 1 : last.getEnd();
  const comma = text.slice(last.getEnd()).startsWith(',') ? '' : ',';
  return `${text.slice(0, afterLast)}${comma}\n${indent}${entry},${text.slice(afterLast)}`;
}

async function ask(questions) {
  const answers = {};
  const prompt = createInterface({input: process.stdin, output: process.stdout});
  try {
    for (const [key, question] of questions) answers[key] = (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
  return answers;
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        section: {type: 'string'},
        description: {type: 'string'},
        slug: {type: 'string'},
        'docs-dir': {type: 'string'},
        sidebars: {type: 'string'},
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

  const docsDir = path.resolve(repoRoot, values['docs-dir'] ?? 'docs');
  const sidebarsFile = path.resolve(repoRoot, values.sidebars ?? 'sidebars.ts');
  if (!existsSync(sidebarsFile)) fail(`${sidebarsFile} does not exist.`);
  const sidebarsText = readFileSync(sidebarsFile, 'utf8');
  const sections = sidebarSections(ts.createSourceFile(sidebarsFile, sidebarsText, ts.ScriptTarget.Latest, true));
  const sectionList = sections.map((s) => s.label).join(', ');

  let title = positionals.join(' ').trim();
  let sectionName = values.section?.trim() ?? '';
  let description = values.description?.trim() ?? '';
  const missing = [
    ...(title ? [] : [['title', 'Title of the guide: ']]),
    ...(sectionName ? [] : [['section', `Section (${sectionList}): `]]),
    ...(description ? [] : [['description', 'One sentence on what the reader gets from it: ']]),
  ];
  if (missing.length > 0) {
    if (!process.stdin.isTTY) fail(`give the ${missing.map(([key]) => key).join(', ')}.\n\n${usage}`);
    const answers = await ask(missing);
    title ||= answers.title ?? '';
    sectionName ||= answers.section ?? '';
    description ||= answers.description ?? '';
  }
  if (!title) fail('the guide needs a title.');
  if (!description) fail('the guide needs a description: one sentence saying what the reader gets from it.');

  const section = sections.find((s) => s.label.toLowerCase() === sectionName.toLowerCase());
  if (!section) fail(`there is no section "${sectionName}" in ${path.relative(repoRoot, sidebarsFile)}. Choose one of: ${sectionList}.`);

  const slug = values.slug ?? slugify(title);
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(slug))
    fail(`cannot make a file name from "${slug || title}". Pass one with --slug, such as --slug verify_a_did.`);
  const id = section.folder ? `${section.folder}/${slug}` : slug;
  const file = path.join(docsDir, `${id}.mdx`);
  const relative = path.relative(repoRoot, file);
  if (existsSync(file) || existsSync(file.replace(/\.mdx$/, '.md'))) fail(`${relative} already exists; nothing was written.`);
  if (section.ids.includes(id) || sidebarsText.includes(`'${id}'`)) fail(`the sidebar already lists '${id}'; nothing was written.`);

  const guide = `---
title: ${JSON.stringify(title)}
description: ${JSON.stringify(description)}
---

{/* A how-to guide (see "A guide, from branch to merged" in CONTRIBUTING.md): who it is for and what they need first,
numbered steps with one action each, what the reader sees when it worked, what can go wrong, and
where to go next. Name buttons and fields in bold, exactly as Spacescan shows them. */}

Say who this guide is for and what it helps them do, in one or two sentences.

## Before you start

List what the reader needs first, such as a Chia wallet or a DID.

## Steps

1. Write one action per step, such as: Open **Settings**.
2. Say what the reader sees after the steps that change the page.

## When it worked

Describe what the reader sees on Spacescan when it worked.

## If something goes wrong

Name each problem the reader may meet and what to do about it.

## Next

Link the guide or API page a reader is likely to want next, such as [the introduction](/docs/intro).
`;

  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, guide, {flag: 'wx'});
  writeFileSync(sidebarsFile, withSidebarEntry(sidebarsText, section, id));
  console.log(`Created ${relative}
Added '${id}' to the "${section.label}" section of ${path.relative(repoRoot, sidebarsFile)}.
Next: write the guide, then preview it with npm start at /docs/${id}.`);
}

await main();
