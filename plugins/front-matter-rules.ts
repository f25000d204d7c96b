import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

// Front-matter rules Docusaurus does not check by itself: every page (doc, API page, post,
// Markdown page) has a `title` and a `description`. Used as `markdown.parseFrontMatter` in
// docusaurus.config.ts, so a page that breaks a rule fails the build with the file named and
// the line to add. Partials (files whose name starts with `_`) are not pages and are skipped.

const requiredFields = {
  title: 'title: <the page title, as readers see it in the browser tab>',
  description: 'description: <one sentence saying what the reader gets from this page>',
} as const;

/** What is wrong with a page's front matter: one message per missing or empty field. */
export function frontMatterProblems(
  filePath: string,
  frontMatter: Record<string, unknown>,
  siteDir: string = process.cwd(),
): string[] {
  if (path.basename(filePath).startsWith('_')) {
    return [];
  }
  const file = path.relative(siteDir, filePath).split(path.sep).join('/');
  return Object.entries(requiredFields).flatMap(([field, example]) => {
    const value = frontMatter[field];
    if (value === undefined || value === null) {
      return [`${file}: front matter has no "${field}". Add ${example} between the --- lines at the top of the file.`];
    }
    if (typeof value !== 'string' || value.trim() === '') {
      return [`${file}: front matter "${field}" is empty or not text. Write it as ${example}.`];
    }
    return [];
  });
}

/** The `markdown.parseFrontMatter` hook: parse as Docusaurus does, then apply the rules. */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const problems = frontMatterProblems(params.filePath, result.frontMatter);
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
  return result;
};
