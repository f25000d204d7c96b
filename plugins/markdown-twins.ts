// A Markdown twin beside each page of the docs, the API reference and the blog, written by the
// post-build pass (plugins/post-build): `/docs/intro` is docs/intro.html, and its twin docs/intro.md is served at /docs/intro.md.
// A twin is the page's text as Markdown (plugins/page-markdown.ts), headed by its title, its
// description and `Source:` with the page's URL, for a reader that is a program, or a person who
// wants the page in another tool. llms.txt links the twins (plugins/llms-txt.ts).
// The stand-alone Markdown pages of src/pages (/markdown-page: the routes the pages plugin renders
// with MDXPage) have twins too. The blog's lists of posts (by page, tag, author, the archive) have
// no twin: their posts do. A docs, API or Markdown page whose HTML has no text to take stops the
// build, naming the page.
import type {RouteConfig} from '@docusaurus/types';

/** The sections that have twins: the route's first segment below the baseUrl. */
const sections = ['docs', 'api', 'blog'] as const;
/** The component the pages plugin renders a Markdown file of src/pages with. */
const markdownPageComponent = '@theme/MDXPage';

/** The section of a route that has twins, if it is in one. */
function sectionOf(route: string, baseUrl: string): string | undefined {
  return sections.find((section) => route === `${baseUrl}${section}` || route.startsWith(`${baseUrl}${section}/`));
}

/** The routes that get a twin, sorted: those of the docs, the API reference, the blog, and the Markdown pages of src/pages. */
export function twinRoutes(routesPaths: readonly string[], routeConfigs: readonly RouteConfig[], baseUrl: string): string[] {
  const markdownPages = new Set(routeConfigs.filter((route) => route.component === markdownPageComponent).map((route) => route.path));
  return [...new Set(routesPaths)].filter((route) => sectionOf(route, baseUrl) !== undefined || markdownPages.has(route)).sort();
}

/** Stops the build when a page that must have a twin had no text to take (a blog route without one is a list of posts). */
export function checkTwins(withoutText: readonly string[], baseUrl: string): void {
  const empty = withoutText.filter((route) => sectionOf(route, baseUrl) !== 'blog');
  if (empty.length > 0) {
    throw new Error(
      `markdown-twins: no text found in the HTML of ${empty.join(', ')}. Fix: plugins/page-markdown.ts looks for the page's Markdown in article .theme-doc-markdown; a changed layout needs its selector updated.`,
    );
  }
}
