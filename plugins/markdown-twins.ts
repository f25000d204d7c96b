// Writes a Markdown twin beside each page of the docs, the API reference and the blog, after the
// build: `/docs/intro` is docs/intro.html, and its twin docs/intro.md is served at /docs/intro.md.
// A twin is the page's text as Markdown (plugins/page-markdown.ts), headed by its title, its
// description and `Source:` with the page's URL, for a reader that is a program, or a person who
// wants the page in another tool. llms.txt links the twins (plugins/llms-txt.ts).
// The stand-alone Markdown pages of src/pages (/markdown-page: the routes the pages plugin renders
// with MDXPage) have twins too. The blog's lists of posts (by page, tag, author, the archive) have
// no twin: their posts do. A docs, API or Markdown page whose HTML has no text to take stops the
// build, naming the page.
import {readFile, writeFile} from 'node:fs/promises';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {htmlFileOf, markdownTwin, pageUrl, twinFileOf} from './page-markdown';
import {writingFiles} from './post-build-files';

/** The name other plugins wait for (plugins/post-build-files.ts): the work resolves to the routes that have a twin. */
export const TWINS = 'markdown-twins';

/** The sections that have twins: the route's first segment below the baseUrl. */
const sections = ['docs', 'api', 'blog'] as const;
/** The component the pages plugin renders a Markdown file of src/pages with. */
const markdownPageComponent = '@theme/MDXPage';

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const {baseUrl} = siteConfig;
  return {
    name: 'markdown-twins',
    async postBuild({outDir, routesPaths, routes: routeConfigs}) {
      // The MCP server's data copies the twins (plugins/mcp-data.ts).
      await writingFiles(outDir, TWINS, writeTwins(outDir, routesPaths, routeConfigs));
    },
  };

  async function writeTwins(outDir: string, routesPaths: string[], routeConfigs: RouteConfig[]): Promise<string[]> {
    const sectionOf = (route: string): string | undefined =>
      sections.find((section) => route === `${baseUrl}${section}` || route.startsWith(`${baseUrl}${section}/`));
    const markdownPages = new Set(routeConfigs.filter((route) => route.component === markdownPageComponent).map((route) => route.path));
    const routes = [...new Set(routesPaths)].filter((route) => sectionOf(route) !== undefined || markdownPages.has(route)).sort();
    const empty: string[] = [];
    const written: string[] = [];
    for (const route of routes) {
      const html = await readFile(htmlFileOf(outDir, route, baseUrl), 'utf8');
      const twin = markdownTwin(html, {url: pageUrl(siteUrl, route), siteUrl});
      if (twin === null) {
        if (sectionOf(route) !== 'blog') empty.push(route);
        continue;
      }
      await writeFile(twinFileOf(outDir, route, baseUrl), twin);
      written.push(route);
    }
    if (empty.length > 0) {
      throw new Error(
        `markdown-twins: no text found in the HTML of ${empty.join(', ')}. Fix: plugins/page-markdown.ts looks for the page's Markdown in article .theme-doc-markdown; a changed layout needs its selector updated.`,
      );
    }
    return written;
  }
}
