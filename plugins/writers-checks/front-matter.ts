import path from 'node:path';
import {didYouMean, type Mistake} from '../../shared/mistake';

// The rules for one page's front matter and, for a blog post, its date, tags, authors and
// truncate marker. Pure functions: they take the file's text and parsed front matter and return
// the mistakes, each on the line to edit.

type FrontMatter = Record<string, unknown>;

/** Line numbers of a file's front matter: the opening `---` is line 1. */
type FrontMatterLines = {end: number; fields: Map<string, number>; lines: string[]};

function frontMatterLines(text: string): FrontMatterLines {
  const lines = text.split('\n');
  const fields = new Map<string, number>();
  if (lines[0]?.trim() !== '---') return {end: 0, fields, lines};
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '---') return {end: i + 1, fields, lines};
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1];
    if (key !== undefined && !fields.has(key)) fields.set(key, i + 1);
  }
  return {end: 0, fields, lines};
}

/** The line of a front-matter field, or line 1 (the top of the file) when it is missing. */
export function fieldLine(text: string, field: string): number {
  return frontMatterLines(text).fields.get(field) ?? 1;
}

/** The line of one value of a list field (`tags: [a, b]` or a `- b` item under it). */
export function valueLine(text: string, field: string, value: string): number {
  const {fields, lines, end} = frontMatterLines(text);
  const start = fields.get(field);
  if (start === undefined) return 1;
  const word = new RegExp(`(^|[\\s\\[,'"-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[\\s\\],'"])`);
  for (let line = start; line < end; line += 1) {
    const content = lines[line - 1] ?? '';
    if (line > start && !/^\s/.test(content)) break;
    if (word.test(line === start ? content.replace(/^[^:]*:/, '') : content)) return line;
  }
  return start;
}

// ---------------------------------------------------------------------------------------------
// Every page: a title and a description.

const requiredFields = {
  title: 'title: <the page title, as readers see it in the browser tab>',
  description: 'description: <one sentence saying what the reader gets from this page>',
} as const;

/** The words new-post puts in a description for the writer to replace. */
export const placeholderDescription = 'Replace with one sentence for the post card and the feeds.';

/** Partials (names starting with `_`) are imported into pages; they are not pages. */
export function isPartial(file: string): boolean {
  return path.basename(file).startsWith('_');
}

/** A page's missing or empty title and description. */
export function pageMistakes(file: string, text: string, frontMatter: FrontMatter): Mistake[] {
  if (isPartial(file)) return [];
  return Object.entries(requiredFields).flatMap(([field, example]): Mistake[] => {
    const value = frontMatter[field];
    if (value === undefined || value === null) {
      return [
        {
          file,
          line: 1,
          problem: `The front matter has no "${field}"`,
          fix: `Add the line ${example} between the --- lines at the top of the file`,
        },
      ];
    }
    if (typeof value !== 'string' || value.trim() === '') {
      return [
        {file, line: fieldLine(text, field), problem: `The front matter "${field}" is empty or not text`, fix: `Write it as ${example}`},
      ];
    }
    return [];
  });
}

// ---------------------------------------------------------------------------------------------
// Blog posts.

export type BlogRules = {
  /** The blog folder, relative to the site folder (`blog`). */
  dir: string;
  /** The keys of tags.yml and authors.yml, and those files relative to the site folder. */
  tags: readonly string[];
  tagsFile: string;
  authors: readonly string[];
  authorsFile: string;
  /** The blog plugin's truncate marker. */
  truncateMarker: RegExp;
};

export type PostCheck = {
  mistakes: Mistake[];
  /** The front matter without the unknown tags and authors, so the blog plugin can go on loading. */
  frontMatter: FrontMatter;
};

/** `2022-02-27` from a front-matter date (YAML gives a Date, a quoted one a string). */
function isoDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date === undefined || Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** The date at the start of a post's folder (or file) name, as the blog plugin reads it. */
function folderDate(relativeToBlog: string): {date: string; name: string; rest: string} | undefined {
  const name = relativeToBlog.split('/')[0] ?? '';
  const match = /^(\d{4}-\d{2}-\d{2})(.*)$/.exec(name);
  return match ? {date: match[1] ?? '', name, rest: match[2] ?? ''} : undefined;
}

/** The line after a post's opening paragraph: where its truncate marker belongs. */
function openingParagraphEnd(text: string): number {
  const {end, lines} = frontMatterLines(text);
  let line = end + 1;
  const isSkipped = (content: string) => content.trim() === '' || /^(import|export)\s/.test(content);
  while (line <= lines.length && isSkipped(lines[line - 1] ?? '')) line += 1;
  while (line <= lines.length && (lines[line - 1] ?? '').trim() !== '') line += 1;
  return Math.min(line, Math.max(lines.length, 1));
}

/** Keys written in a list field: `[a, b]`, `a`, or objects (inline definitions). */
function listItems(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function tagMistakes(file: string, text: string, frontMatter: FrontMatter, rules: BlogRules) {
  const mistakes: Mistake[] = [];
  const known = new Set(rules.tags);
  const kept: string[] = [];
  const list = rules.tags.join(', ');
  for (const tag of listItems(frontMatter.tags)) {
    if (typeof tag === 'string' && known.has(tag)) {
      kept.push(tag);
    } else if (typeof tag === 'string') {
      mistakes.push({
        file,
        line: valueLine(text, 'tags', tag),
        problem: `The tag "${tag}" is not in ${rules.tagsFile}${didYouMean(tag, rules.tags)}`,
        fix: `Use tags from ${rules.tagsFile}: ${list}. A new tag needs an entry in ${rules.tagsFile} first`,
      });
    } else {
      mistakes.push({
        file,
        line: fieldLine(text, 'tags'),
        problem: 'A tag is written out in the post instead of named by its key',
        fix: `Name tags by their keys in ${rules.tagsFile}: ${list}`,
      });
    }
  }
  return {mistakes, tags: kept};
}

/** The blog plugin's old one-author fields, which define an author inside the post. */
const legacyAuthorFields = ['author', 'author_title', 'author_url', 'author_image_url', 'authorTitle', 'authorURL', 'authorImageURL'];

function authorMistakes(file: string, text: string, frontMatter: FrontMatter, rules: BlogRules) {
  const mistakes: Mistake[] = [];
  const known = new Set(rules.authors);
  const kept: string[] = [];
  const list = rules.authors.join(', ');
  for (const field of legacyAuthorFields) {
    if (frontMatter[field] !== undefined) {
      mistakes.push({
        file,
        line: fieldLine(text, field),
        problem: `"${field}" describes an author in the post itself`,
        fix: `Replace it with authors: [<key>], a key of ${rules.authorsFile}: ${list}`,
      });
    }
  }
  for (const author of listItems(frontMatter.authors)) {
    if (typeof author !== 'string') {
      mistakes.push({
        file,
        line: fieldLine(text, 'authors'),
        problem: 'An author is written out in the post instead of named by a key',
        fix: `Name authors by their keys in ${rules.authorsFile}: ${list}. A new author needs an entry there first`,
      });
    } else if (!known.has(author)) {
      mistakes.push({
        file,
        line: valueLine(text, 'authors', author),
        problem: `The author "${author}" is not in ${rules.authorsFile}${didYouMean(author, rules.authors)}`,
        fix: `Use keys of ${rules.authorsFile}: ${list}. A new author needs an entry there first`,
      });
    } else if (kept.includes(author)) {
      mistakes.push({
        file,
        line: valueLine(text, 'authors', author),
        problem: `The author "${author}" is listed twice`,
        fix: 'List each author once',
      });
    } else {
      kept.push(author);
    }
  }
  return {mistakes, authors: kept};
}

function dateMistakes(file: string, text: string, frontMatter: FrontMatter, rules: BlogRules, today: string): Mistake[] {
  const mistakes: Mistake[] = [];
  const relative = path.posix.relative(rules.dir, file);
  const folder = folderDate(relative);
  const written = isoDate(frontMatter.date);
  const dateLine = fieldLine(text, 'date');
  if (frontMatter.date !== undefined && written === undefined) {
    mistakes.push({
      file,
      line: dateLine,
      problem: `The date "${String(frontMatter.date)}" is not a date`,
      fix: 'Write it as date: YYYY-MM-DD',
    });
  }
  if (folder !== undefined && written !== undefined && written !== folder.date) {
    mistakes.push({
      file,
      line: dateLine,
      problem: `The date ${written} does not match the folder name ${folder.name}, which says ${folder.date}`,
      fix: `Write date: ${folder.date}, or rename the folder to ${written}${folder.rest}`,
    });
  }
  if (folder === undefined && written === undefined) {
    mistakes.push({
      file,
      line: 1,
      problem: 'The post has no date (neither its folder name nor its front matter gives one)',
      fix: `Name its folder ${rules.dir}/YYYY-MM-DD-<slug>/ and add date: YYYY-MM-DD with the same day`,
    });
  }
  const date = written ?? folder?.date;
  if (date !== undefined && date > today && frontMatter.draft !== true) {
    mistakes.push({
      file,
      line: frontMatter.date === undefined ? 1 : dateLine,
      problem: `The post is dated ${date}, after today (${today}), and is not a draft`,
      fix: 'Add draft: true to its front matter until the day it is published, or date it today or earlier',
    });
  }
  return mistakes;
}

/** Whether a file is a post of the blog whose rules are given. */
export function isPost(file: string, rules: BlogRules): boolean {
  return file.startsWith(`${rules.dir}/`) && /\.mdx?$/.test(file) && !isPartial(file);
}

/**
 * A blog post's mistakes: its date against its folder and today, its tags and authors against
 * the closed lists, its truncate marker and a description left as new-post wrote it.
 * `today` is YYYY-MM-DD (UTC).
 */
export function postMistakes(
  file: string,
  text: string,
  frontMatter: FrontMatter,
  content: string,
  rules: BlogRules,
  today: string,
): PostCheck {
  const tags = tagMistakes(file, text, frontMatter, rules);
  const authors = authorMistakes(file, text, frontMatter, rules);
  const mistakes = [...dateMistakes(file, text, frontMatter, rules, today), ...tags.mistakes, ...authors.mistakes];
  if (!rules.truncateMarker.test(content)) {
    mistakes.push({
      file,
      line: openingParagraphEnd(text),
      problem: 'The post has no truncate marker, so the blog list pages and feeds would show all of it',
      fix: 'Add the line {/* truncate */} after the opening paragraph, here, with a blank line above and below',
    });
  }
  if (frontMatter.description === placeholderDescription && frontMatter.draft !== true) {
    mistakes.push({
      file,
      line: fieldLine(text, 'description'),
      problem: 'The description is still the placeholder that new-post wrote',
      fix: 'Write one sentence that says what the post brings to the reader; it shows on the post card and in the feeds',
    });
  }
  const sanitized: FrontMatter = {...frontMatter, authors: authors.authors};
  for (const field of legacyAuthorFields) delete sanitized[field];
  if (frontMatter.tags !== undefined) sanitized.tags = tags.tags;
  return {mistakes, frontMatter: sanitized};
}
