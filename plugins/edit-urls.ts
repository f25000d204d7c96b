// "Edit this page": every doc, API page and blog post links to the file a writer edits, on the
// main branch of the site's repository (`repositoryUrl` in docusaurus.config.ts, said once, so a
// fork links to its own). A generated API page links to its catalogue entry
// (api/catalogue/entries/…), which is what a writer changes; the MDX under api/ is rewritten by
// `npm run generate:api`. A hand-written API page (api/getting-started.mdx) links to itself.
import {existsSync} from 'node:fs';
import path from 'node:path';

/** The branch the edit links open. */
export const EDIT_BRANCH = 'main';

/** GitHub's editor for one file of the repository, on the edit branch. */
export function editFileUrl(repositoryUrl: string, file: string): string {
  const clean = file.split(path.sep).join('/').replace(/^\/+/, '');
  return `${repositoryUrl.replace(/\/+$/, '')}/edit/${EDIT_BRANCH}/${clean}`;
}

/** The generated API pages that are not an endpoint's, and the file each is generated from. */
const GENERATED_FROM: Record<string, string> = {'changelog.mdx': 'api/catalogue/changelog.ts'};

/**
 * The catalogue file an API page is generated from (`api/address/xch_balance.mdx` →
 * `api/catalogue/entries/address/xch_balance.ts`; `api/changelog.mdx` →
 * `api/catalogue/changelog.ts`), relative to the site folder; undefined when the page is written
 * by hand.
 */
export function apiEntryFile(siteDir: string, apiPage: string): string | undefined {
  const relative = apiPage
    .split(path.sep)
    .join('/')
    .replace(/^api\//, '');
  if (!relative.endsWith('.mdx') && !relative.endsWith('.md')) return undefined;
  const entry = GENERATED_FROM[relative] ?? `api/catalogue/entries/${relative.replace(/\.mdx?$/, '.ts')}`;
  return existsSync(path.join(siteDir, entry)) ? entry : undefined;
}

/** What the docs plugin gives an `editUrl` function: the docs folder and the file within it. */
type DocEditParams = {versionDocsDirPath: string; docPath: string};
/** What the blog plugin gives an `editUrl` function: the blog folder and the post's file within it. */
type BlogEditParams = {blogDirPath: string; blogPath: string};

/** The `editUrl` of a docs instance whose files are their own source (the guides). */
export function docsEditUrl(repositoryUrl: string): (params: DocEditParams) => string {
  return ({versionDocsDirPath, docPath}) => editFileUrl(repositoryUrl, path.posix.join(versionDocsDirPath, docPath));
}

/** The `editUrl` of the API docs instance: a generated page links to its catalogue entry. */
export function apiEditUrl(repositoryUrl: string, siteDir: string): (params: DocEditParams) => string {
  return ({versionDocsDirPath, docPath}) => {
    const page = path.posix.join(versionDocsDirPath, docPath);
    return editFileUrl(repositoryUrl, apiEntryFile(siteDir, page) ?? page);
  };
}

/** The `editUrl` of the blog: the post's own file. */
export function blogEditUrl(repositoryUrl: string): (params: BlogEditParams) => string {
  return ({blogDirPath, blogPath}) => editFileUrl(repositoryUrl, path.posix.join(blogDirPath, blogPath));
}
