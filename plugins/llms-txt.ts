// Writes /llms.txt and /llms-full.txt into the build, for readers that are programs
// (the llmstxt.org format).
// - llms.txt is an index: the site name as H1, a one-line summary as a blockquote, then a
//   Docs and an API section with one `- [Title](url): description` line per page, in
//   sidebar order. Each line links the page's Markdown twin (`/docs/intro.md`, written by
//   plugins/markdown-twins.ts), as llmstxt.org asks.
// - llms-full.txt holds the text of every Docs and API page as plain Markdown, taken from the
//   built HTML by the post-build pass (plugins/post-build) with plugins/page-markdown.ts.
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {collapse, pageUrl, twinUrl} from './page-markdown';
import {writeFileAtomic} from './post-build/write';

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string; permalink?: string; title?: string; description?: string};
};

/** One page listed in the files. */
export type LlmsPage = {title: string; description: string; permalink: string};

export type Section = {title: string; pluginId: string; pages: LlmsPage[]};

const sections: ReadonlyArray<{title: string; pluginId: string}> = [
  {title: 'Docs', pluginId: 'default'},
  {title: 'API', pluginId: 'api'},
];

/** The pages of one docs instance, in the order of its sidebars, then any left over. */
function pagesOf(content: DocsContent): LlmsPage[] {
  const version = content.loadedVersions[0];
  if (version === undefined) return [];
  const byId = new Map<string, LlmsPage>(
    version.docs
      .filter((doc) => !doc.unlisted && !doc.frontMatter.draft)
      .map((doc) => [doc.id, {title: doc.title, description: doc.description, permalink: doc.permalink}]),
  );
  const ordered: LlmsPage[] = [];
  const seen = new Set<string>();
  const add = (page: LlmsPage | undefined): void => {
    if (page && !seen.has(page.permalink)) {
      seen.add(page.permalink);
      ordered.push(page);
    }
  };
  const walk = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(byId.get(item.id ?? ''));
      if (item.type === 'category') {
        if (item.link?.type === 'doc') add(byId.get(item.link.id ?? ''));
        // A category's generated index page: its title and description are in the sidebar.
        if (item.link?.type === 'generated-index' && item.link.permalink) {
          add({
            title: item.link.title ?? item.label ?? '',
            description: item.link.description ?? '',
            permalink: item.link.permalink,
          });
        }
        walk(item.items ?? []);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar as SidebarItem[]);
  [...byId.values()].forEach(add);
  return ordered;
}

/** The Docs and API sections of llms.txt, from the docs instances' loaded content (allContentLoaded). */
export function llmsSections(allContent: Record<string, unknown>): Section[] {
  const docs = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined;
  return sections.map(({title, pluginId}) => {
    const content = docs?.[pluginId];
    if (content === undefined) throw new Error(`llms-txt: no docs instance "${pluginId}"`);
    return {title, pluginId, pages: pagesOf(content)};
  });
}

/** The permalinks whose text llms-full.txt holds. */
export const llmsPermalinks = (collected: readonly Section[]): string[] =>
  collected.flatMap((section) => section.pages.map((page) => page.permalink));

/**
 * Writes llms.txt and llms-full.txt into `outDir`; `textOf` gives a page's text as Markdown
 * (plugins/page-markdown.ts: markdownOf), taken by the post-build pass from the page's one parse.
 */
export async function writeLlmsFiles(
  outDir: string,
  siteConfig: Pick<DocusaurusConfig, 'url' | 'title' | 'tagline' | 'baseUrl'>,
  collected: readonly Section[],
  textOf: (permalink: string) => string,
): Promise<void> {
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const url = (permalink: string): string => pageUrl(siteUrl, permalink);
  const index = [
    `# ${siteConfig.title}`,
    '',
    `> ${siteConfig.tagline}. The guides explain what the Spacescan explorer shows about the Chia blockchain; the API reference lists every endpoint of the Spacescan API with its parameters, responses and examples.`,
    '',
    `The full text of every page below is in ${url(`${siteConfig.baseUrl}llms-full.txt`)}.`,
    ...collected.flatMap((section) => [
      '',
      `## ${section.title}`,
      '',
      ...section.pages.map((page) =>
        page.description
          ? `- [${page.title}](${twinUrl(siteUrl, page.permalink)}): ${collapse(page.description)}`
          : `- [${page.title}](${twinUrl(siteUrl, page.permalink)})`,
      ),
    ]),
    '',
  ].join('\n');

  const full: string[] = [`# ${siteConfig.title}`, '', `> ${siteConfig.tagline}.`];
  for (const section of collected) {
    full.push('', `# ${section.title}`);
    for (const page of section.pages) {
      // Each page's own headings go one level down, under its section.
      const body = textOf(page.permalink).replace(/^(#{1,5}) /gm, '#$1 ');
      full.push('', '---', '', `Source: ${url(page.permalink)}`, '', body || `## ${page.title}\n\n${page.description}`);
    }
  }
  full.push('');

  await writeFileAtomic(path.join(outDir, 'llms.txt'), index);
  await writeFileAtomic(path.join(outDir, 'llms-full.txt'), full.join('\n'));
}
