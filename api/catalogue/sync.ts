// Compares the committed MDX pages under api/ with what the catalogue renders (Node only).
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {apiChangelog} from './changelog';
import {CHANGELOG_DOC, renderChangelogPage} from './changelog-page';
import {handWrittenDocs} from './groups';
import {renderExtraFiles, renderPage, pageFilePath} from './render';
import type {ApiChangelogEntry, ApiPage} from './types';

export interface PageMismatch {
  file: string;
  problem: 'missing' | 'stale' | 'extra';
}

function listPages(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const rel = base ? `${base}/${name}` : name;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'catalogue') out.push(...listPages(full, rel));
    } else if (/\.mdx?$/.test(name)) {
      out.push(rel);
    }
  }
  return out;
}

/** Every file the generator writes under api/, by its path there: each page, the category files and the changelog. */
export function renderedFiles(pages: readonly ApiPage[], changelog: readonly ApiChangelogEntry[] = apiChangelog): Map<string, string> {
  const files = new Map<string, string>(pages.map((page) => [pageFilePath(page), renderPage(pages, page)]));
  for (const [file, text] of Object.entries(renderExtraFiles())) files.set(file, text);
  files.set(`${CHANGELOG_DOC}.mdx`, renderChangelogPage(changelog, pages));
  return files;
}

/** Every page file that is missing, out of date, or has no catalogue entry. */
export function comparePages(pages: readonly ApiPage[], apiDir: string): PageMismatch[] {
  const problems: PageMismatch[] = [];
  const expected = renderedFiles(pages);
  for (const [file, text] of expected) {
    const full = path.join(apiDir, file);
    if (!existsSync(full)) problems.push({file, problem: 'missing'});
    else if (readFileSync(full, 'utf8') !== text) problems.push({file, problem: 'stale'});
  }
  const hand = new Set<string>(handWrittenDocs);
  for (const file of listPages(apiDir)) {
    if (!expected.has(file) && !hand.has(file.replace(/\.mdx?$/, ''))) problems.push({file, problem: 'extra'});
  }
  return problems;
}

/** Throws when a page and the catalogue disagree, naming each file and the fix. */
export function assertPagesInSync(pages: readonly ApiPage[], apiDir: string): void {
  const problems = comparePages(pages, apiDir);
  if (problems.length === 0) return;
  const why = {
    missing: 'has a catalogue entry but no page',
    stale: 'differs from what its catalogue entry renders',
    extra: 'is a page under api/ with no catalogue entry (add an entry, or list it in handWrittenDocs)',
  };
  const list = problems.map((p) => `  - api/${p.file} ${why[p.problem]}`).join('\n');
  throw new Error(`The API pages and the catalogue disagree:\n${list}\nRun \`npm run generate:api\` and commit the result.`);
}
