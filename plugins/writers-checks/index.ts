import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {AllContent, ParseFrontMatter, PluginModule} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {isPost, pageMistakes, postMistakes, type BlogRules} from './front-matter';
import {createMarkdownRules} from './markdown-rules';
import {formatMistake, sortedMistakes, type Mistake} from '../../shared/mistake';
import {updateReport} from './report';
import {exampleMistakes} from './example-rules';
import {pagesFactMistakes} from './fact-rules';
import {loadCli, pagesCliMistakes} from './cli-rules';
import {docsOutsideSidebars, duplicateRoutes, type SourceDoc, type SourcePage} from './site-rules';

// The writers' checks, wired into the site in docusaurus.config.ts:
// - `parseFrontMatter` checks each page's front matter as the content plugins read it, and
//   notes the mistakes instead of throwing, so that every file is checked;
// - `hooks`, `beforeDefaultRemarkPlugins` and `remarkPlugins` stop a Markdown file's compilation
//   on a link to a missing file, a missing picture or a picture without a text alternative;
// - `plugin`, once all content is loaded, adds the mistakes across pages (a doc in no sidebar,
//   two pages at one URL, an example that contradicts the example world or Chia's rules:
//   example-rules.ts, a chain fact that differs from the facts module: fact-rules.ts) and stops
//   the build with every mistake found so far, one line each.
//   Under `docusaurus start` it only warns, so a writer can keep previewing.
// scripts/build.ts, which `npm run build` runs, prints those lines at the end of the build, with
// the ones it reads from Docusaurus's own errors (MDX syntax, broken links and anchors).

export type WritersChecksOptions = {
  siteDir: string;
  blog: {dir: string; tagsFile: string; authorsFile: string; truncateMarker: RegExp};
  /** The sidebars file of each docs instance, by plugin id. */
  sidebars: Record<string, string>;
};

/** The top-level keys of a YAML map such as tags.yml or authors.yml. */
export function yamlKeys(file: string): string[] {
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/^(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_][\w-]*))\s*:/gm)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

const isDocsContent = (content: unknown): content is DocsContent =>
  typeof content === 'object' && content !== null && 'loadedVersions' in content && Array.isArray(content.loadedVersions);
const isBlogContent = (content: unknown): content is BlogContent =>
  typeof content === 'object' && content !== null && 'blogPosts' in content && Array.isArray(content.blogPosts);
const isPagesContent = (content: unknown): content is PagesContent => Array.isArray(content);

/** `@site/docs/intro.mdx` → `docs/intro.mdx`. */
const siteRelative = (source: string) => source.replace(/^@site\//, '');

export function createWritersChecks(options: WritersChecksOptions) {
  const {siteDir} = options;
  const relative = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const readText = (file: string) => (existsSync(path.join(siteDir, file)) ? readFileSync(path.join(siteDir, file), 'utf8') : '');
  /** The mistakes found in each file's front matter, by file; a file read again replaces its own. */
  const frontMatterMistakes = new Map<string, Mistake[]>();

  const blogRules = (): BlogRules => ({
    dir: options.blog.dir,
    tags: yamlKeys(path.join(siteDir, options.blog.tagsFile)),
    tagsFile: options.blog.tagsFile,
    authors: yamlKeys(path.join(siteDir, options.blog.authorsFile)),
    authorsFile: options.blog.authorsFile,
    truncateMarker: options.blog.truncateMarker,
  });

  const parseFrontMatter: ParseFrontMatter = async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const file = relative(params.filePath);
    const mistakes = pageMistakes(file, params.fileContent, result.frontMatter);
    const rules = blogRules();
    if (!isPost(file, rules)) {
      frontMatterMistakes.set(file, mistakes);
      return result;
    }
    const today = new Date().toISOString().slice(0, 10);
    const post = postMistakes(file, params.fileContent, result.frontMatter, result.content, rules, today);
    frontMatterMistakes.set(file, [...mistakes, ...post.mistakes]);
    // The blog plugin throws at the first unknown tag or author; without them it loads every
    // post, and the build stops once all content is loaded, with every mistake listed.
    return {...result, frontMatter: post.frontMatter};
  };

  const {hooks, beforeDefaultRemarkPlugins, remarkPlugins} = createMarkdownRules(siteDir);

  /** Every page made from a source file, and the docs with their sidebars. */
  function sourcePages(allContent: AllContent): {pages: SourcePage[]; docs: SourceDoc[]} {
    const pages: SourcePage[] = [];
    const docs: SourceDoc[] = [];
    for (const [id, content] of Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {})) {
      if (!isDocsContent(content)) continue;
      const sidebarFile = options.sidebars[id] ?? 'sidebars.ts';
      const sidebarText = readText(sidebarFile);
      for (const doc of content.loadedVersions.flatMap((version) => version.docs)) {
        const file = siteRelative(doc.source);
        const page = {file, text: readText(file), permalink: doc.permalink};
        pages.push(page);
        docs.push({...page, id: doc.id, sidebar: doc.sidebar, unlisted: doc.unlisted, sidebarFile, sidebarText});
      }
    }
    for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
      if (!isBlogContent(content)) continue;
      for (const post of content.blogPosts) {
        const file = siteRelative(post.metadata.source);
        pages.push({file, text: readText(file), permalink: post.metadata.permalink});
      }
    }
    for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
      if (!isPagesContent(content)) continue;
      for (const page of content) {
        const file = siteRelative(page.source);
        pages.push({file, text: readText(file), permalink: page.permalink});
      }
    }
    return {pages, docs};
  }

  /** The pages and the partials they import (`_name.mdx`, not pages of their own), each once. */
  function withPartials(pages: readonly SourcePage[]): {file: string; text: string}[] {
    const files = new Map<string, string>(pages.map((page) => [page.file, page.text]));
    for (const page of pages) {
      for (const match of page.text.matchAll(/^import\s+\w+\s+from\s+['"]((?:\.{1,2}|@site)(?:\/[^'"]*)?\/_[^'"/]+\.mdx?)['"]/gm)) {
        const target = match[1] ?? '';
        const file = target.startsWith('@site/')
          ? target.slice(6)
          : relative(path.resolve(path.dirname(path.join(siteDir, page.file)), target));
        if (!files.has(file)) files.set(file, readText(file));
      }
    }
    return [...files].map(([file, text]) => ({file, text}));
  }

  const plugin: PluginModule = () => ({
    name: 'writers-checks',

    async allContentLoaded({allContent}) {
      const {pages, docs} = sourcePages(allContent);
      const sources: Record<string, string[]> = {};
      for (const page of pages) sources[page.permalink] = [...(sources[page.permalink] ?? []), page.file];
      const stillThere = [...frontMatterMistakes.entries()].filter(([file]) => existsSync(path.join(siteDir, file)));
      const withTheirPartials = withPartials(pages);
      const mistakes = sortedMistakes([
        ...stillThere.flatMap(([, found]) => found),
        ...docsOutsideSidebars(docs),
        ...duplicateRoutes(pages),
        ...exampleMistakes(pages),
        ...pagesFactMistakes(withTheirPartials),
        ...pagesCliMistakes(loadCli(siteDir), withTheirPartials),
      ]);
      updateReport({mistakes, sources});
      if (mistakes.length === 0) return;
      const lines = mistakes.map(formatMistake);
      if (process.env.NODE_ENV !== 'production') {
        lines.forEach((line) => logger.warn(line));
        return;
      }
      throw new Error(`${lines.length} writer's ${lines.length === 1 ? 'mistake stops' : 'mistakes stop'} the build:\n${lines.join('\n')}`);
    },

    async postBuild({routesPaths, outDir}) {
      updateReport({routes: routesPaths, outDir});
    },
  });

  return {parseFrontMatter, hooks, beforeDefaultRemarkPlugins, remarkPlugins, plugin};
}
