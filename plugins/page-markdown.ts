// Turns a built page's HTML back into Markdown. Used after the build by the post-build pass
// (plugins/post-build) for llms-full.txt (plugins/llms-txt.ts) and for each page's Markdown
// twin (`/docs/intro.md` beside `/docs/intro`). It reads the rendered HTML, not the MDX sources:
// the API pages are generated from api/catalogue/ by React components, so only the HTML holds
// their text, and the HTML has no imports or JSX left to strip.
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {closestAncestor, firstDescendant, hasClass, outermostDescendants} from './html-tree';

/** Runs of white space made one space. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ');

// Tests of one element, for the tree walks that stand for selector queries (a query compiles its
// selector and collects every match; a walk stops at its answer).
const isArticle = (element: Element): boolean => element.name === 'article';
const isHeader = (element: Element): boolean => element.name === 'header';
const isMain = (element: Element): boolean => element.name === 'main';
// `[class*="…"]`: the CSS modules' class names of the MDX page and the category index end in a hash.
const isMdxPageWrapper = (element: Element): boolean => element.attribs.class?.includes('mdxPageWrapper') ?? false;
const isGeneratedIndex = (element: Element): boolean => element.attribs.class?.includes('generatedIndexPage') ?? false;
/** Below an element that passes `outer` which is itself below one that passes `outermost` (`outermost outer element`). */
const below = (element: Element, outer: (e: Element) => boolean, outermost?: (e: Element) => boolean): boolean => {
  const inner = closestAncestor(element, outer);
  return inner !== undefined && (outermost === undefined || closestAncestor(inner, outermost) !== undefined);
};
/** What a twin leaves out: links to headings and rows, the Try it and copy buttons, tab lists, "Report a problem", text for screen readers only. */
const leftOut = (element: Element): boolean => {
  const {attribs} = element;
  return (
    (element.name === 'a' && hasClass(element, 'hash-link')) ||
    attribs['data-anchor-link'] !== undefined ||
    attribs['data-try-it'] !== undefined ||
    attribs['data-report-problem'] !== undefined ||
    ['button', 'svg', 'script', 'style'].includes(element.name) ||
    (element.name === 'ul' && attribs.role === 'tablist') ||
    hasClass(element, 'sr-only')
  );
};

/**
 * Converts the rendered Markdown of a page (its `.theme-doc-markdown`), already parsed, back to
 * Markdown. It removes from the parse what it leaves out: read the parse for anything else first.
 */
export function markdownOf($: cheerio.CheerioAPI, siteUrl: string): string {
  // A doc page's Markdown, a blog post's, a stand-alone Markdown page's (src/pages, rendered by
  // MDXPage), or the card list of a category's generated index page.
  // (`article .theme-doc-markdown, article #__blog-post-container, main [class*="mdxPageWrapper"] article, main [class*="generatedIndexPage"]`)
  const rootElement = firstDescendant(
    $.root()[0]!,
    (e) =>
      ((hasClass(e, 'theme-doc-markdown') || e.attribs.id === '__blog-post-container') && below(e, isArticle)) ||
      (e.name === 'article' && below(e, isMdxPageWrapper, isMain)) ||
      (isGeneratedIndex(e) && below(e, isMain)),
  );
  if (rootElement === undefined) return '';
  const root = $(rootElement);
  // Name each tab panel after its tab before the tab lists go.
  const tabLabels = new Map<string, string>();
  for (const tab of outermostDescendants(rootElement, (e) => e.attribs.role === 'tab' && e.attribs.id !== undefined))
    tabLabels.set(tab.attribs.id ?? '', collapse($(tab).text()).trim());
  // What a program reading the page has no use for (leftOut): removing the outermost removes those inside them.
  $(outermostDescendants(rootElement, leftOut)).remove();
  const absolute = (href: string): string => (href.startsWith('/') ? `${siteUrl}${href}` : href);
  if (isGeneratedIndex(rootElement)) {
    // A generated index: its heading and summary, then one line per card.
    const cards = root
      .find('a[href]:has(h2)')
      .map((_, card) => {
        const title = collapse($(card).find('h2').text())
          .replace(/^[^\p{L}\p{N}]+/u, '')
          .trim();
        const summary = collapse($(card).find('p').text()).trim();
        return `- [${title}](${absolute($(card).attr('href') ?? '')})${summary ? `: ${summary}` : ''}`;
      })
      .get();
    const summary = collapse(root.find('header p').first().text()).trim();
    return [`# ${collapse(root.find('h1').first().text()).trim()}`, summary, cards.join('\n')].filter(Boolean).join('\n\n');
  }

  const inline = (nodes: AnyNode[]): string =>
    nodes
      .map((node): string => {
        if (node.type === 'text') return collapse((node as unknown as {data: string}).data);
        if (node.type !== 'tag') return '';
        const el = node as Element;
        const inner = (): string => inline(el.children);
        switch (el.tagName) {
          case 'code':
            return `\`${$(el).text()}\``;
          case 'strong':
          case 'b':
            return `**${inner().trim()}**`;
          case 'em':
          case 'i':
            return `*${inner().trim()}*`;
          case 'a': {
            const href = el.attribs['href'];
            const text = inner().trim();
            return href && !href.startsWith('#') ? `[${text}](${absolute(href)})` : text;
          }
          case 'img':
            return el.attribs['alt'] ? `[Image: ${el.attribs['alt']}]` : '';
          case 'br':
            return '\n';
          case 'span':
            // Spans that sit side by side in the HTML (a method badge, a path) read as words.
            return ` ${inner()} `;
          default:
            return inner();
        }
      })
      .join('');

  /** Inline Markdown of some nodes, with the runs of spaces the spans leave made single. */
  const words = (nodes: AnyNode[]): string =>
    inline(nodes)
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/ *\n */g, '\n');

  const codeBlock = (el: Element): string => {
    const pre = $(el).is('pre') ? $(el) : $(el).find('pre').first();
    pre.find('br').replaceWith('\n');
    const lines = pre.find('.token-line');
    // Each highlighted line ends in a <br>, now a line break of its own: keep one per line.
    const code =
      lines.length > 0
        ? lines
            .map((_, line) => $(line).text().replace(/\n$/, ''))
            .get()
            .join('\n')
        : pre.text();
    const classes = `${pre.closest('[class*="language-"]').attr('class') ?? ''} ${pre.attr('class') ?? ''}`;
    const language = /language-([\w-]+)/.exec(classes)?.[1] ?? '';
    return `\`\`\`${language === 'text' ? '' : language}\n${code.replace(/\n+$/, '')}\n\`\`\``;
  };

  const table = (el: Element): string => {
    const rows = $(el)
      .find('tr')
      .map((_, row) => [
        $(row)
          .children('th, td')
          .map((__, cell) =>
            words((cell as Element).children)
              .trim()
              .replace(/\|/g, '\\|')
              .replace(/\n/g, ' '),
          )
          .get(),
      ])
      .get() as string[][];
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map((row) => row.length));
    const line = (cells: string[]): string => `| ${Array.from({length: width}, (_, i) => cells[i] ?? '').join(' | ')} |`;
    const [head, ...body] = rows;
    return [line(head ?? []), line(Array.from({length: width}, () => '---')), ...body.map(line)].join('\n');
  };

  /**
   * A field tree of the API reference (src/components/ApiFieldList) as a nested list, a line a
   * field: "`name` (type, nullable): description Chia RPC: `name` Example: `value`", its own fields below it.
   */
  const fieldList = (list: Element): string =>
    $(list)
      .children('li')
      .map((_, li) => {
        const row = $(li);
        // The row's own part: the first element that holds it, unless that is in a child field's row.
        const part = (name: string): string => {
          const el = firstDescendant(li, (e) => e.attribs[`data-field-${name}`] !== undefined);
          const own = el !== undefined && (el.name === 'li' ? el : closestAncestor(el, (e) => e.name === 'li')) === li;
          return own ? collapse($(el).text()).trim() : '';
        };
        const type = [part('type'), part('nullable')].filter(Boolean).join(', ');
        const description = words(row.children('[data-field-description]').get(0)?.children ?? []).trim();
        const example = part('example').replace(/^Example:\s*/, '');
        const rpc = part('rpc').replace(/^Chia RPC:\s*/, '');
        const line = `- \`${part('name')}\` (${type})${description ? `: ${description}` : ''}${rpc ? ` Chia RPC: \`${rpc}\`` : ''}${example ? ` Example: \`${example}\`` : ''}`;
        const nested = row.children('details').children('ul[data-field-list]').get(0);
        return nested ? `${line}\n${fieldList(nested).replace(/^/gm, '  ')}` : line;
      })
      .get()
      .join('\n');

  const blocks = (nodes: AnyNode[], depth = 0): string[] => {
    const out: string[] = [];
    let pending = '';
    const flush = (): void => {
      const text = pending.replace(/[ \t]{2,}/g, ' ').trim();
      if (text) out.push(text);
      pending = '';
    };
    for (const node of nodes) {
      if (node.type === 'text') {
        pending += collapse((node as unknown as {data: string}).data);
        continue;
      }
      if (node.type !== 'tag') continue;
      const el = node as Element;
      const tag = el.tagName;
      const heading = /^h([1-6])$/.exec(tag);
      if (heading) {
        flush();
        out.push(`${'#'.repeat(Number(heading[1]))} ${words(el.children).trim()}`);
      } else if (tag === 'p' || tag === 'summary') {
        flush();
        const text = words(el.children).trim();
        if (text) out.push(tag === 'summary' ? `**${text}**` : text);
      } else if (
        tag === 'pre' ||
        (tag === 'div' &&
          /codeBlock|language-/.test(el.attribs['class'] ?? '') &&
          $(el).children('pre').length > 0 &&
          $(el).find('pre').length === 1)
      ) {
        flush();
        out.push(codeBlock(el));
      } else if (tag === 'ul' && el.attribs['data-field-list'] !== undefined) {
        flush();
        out.push(fieldList(el));
      } else if (tag === 'ul' || tag === 'ol') {
        flush();
        const items = $(el).children('li').get();
        out.push(
          items
            .map((li, index) => {
              const marker = tag === 'ol' ? `${index + 1}.` : '-';
              const [first = '', ...rest] = blocks(li.children, depth + 1);
              const indent = ' '.repeat(marker.length + 1);
              const body = [first, ...rest].join('\n\n').replace(/\n/g, `\n${indent}`);
              return `${marker} ${body}`;
            })
            .join('\n'),
        );
      } else if (tag === 'table') {
        flush();
        out.push(table(el));
      } else if (tag === 'blockquote' || $(el).hasClass('theme-admonition')) {
        flush();
        out.push(
          blocks(el.children, depth + 1)
            .join('\n\n')
            .replace(/^/gm, '> '),
        );
      } else if (tag === 'div' && el.attribs['role'] === 'tabpanel') {
        flush();
        const label = tabLabels.get(el.attribs['aria-labelledby'] ?? '');
        if (label) out.push(`**${label}**`);
        out.push(...blocks(el.children, depth + 1));
      } else if (tag === 'hr') {
        flush();
        out.push('---');
      } else if (['div', 'section', 'header', 'details', 'figure', 'li', 'nav', 'dl', 'dd', 'dt', 'figcaption'].includes(tag)) {
        flush();
        out.push(...blocks(el.children, depth + 1));
      } else {
        pending += inline([el]);
      }
    }
    flush();
    return out;
  };

  return blocks(root.get(0)?.children ?? [])
    .join('\n\n')
    .replace(/\u200b/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The route a built HTML file serves ("docs/intro.html" → "/docs/intro", "index.html" → "/"). */
export function routeOf(relativeFile: string, baseUrl: string): string {
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `${baseUrl}${route}`.replace(/\/$/, '') || '/';
}

/** The built HTML file of a route (trailingSlash: false writes `/a/b` to `a/b.html`). */
export function htmlFileOf(outDir: string, permalink: string, baseUrl: string): string {
  const route = decodeURI(permalink.slice(baseUrl.length)).replace(/\/$/, '');
  return path.join(outDir, route === '' ? 'index.html' : `${route}.html`);
}

/** The absolute URL of a route, from the site's origin (`url`, without a final slash) and the route, which holds the baseUrl. */
export function pageUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl}${encodeURI(decodeURI(permalink))}`;
}

/** The absolute URL of a route's Markdown twin. */
export function twinUrl(siteUrl: string, permalink: string): string {
  return `${pageUrl(siteUrl, permalink).replace(/\/$/, '')}.md`;
}

/**
 * A page's Markdown twin: `# Title`, the page's description on one line, `Source:` and the page's
 * URL, a blog post's date and authors, then the page's text (its code blocks fenced with their
 * language, its tables as Markdown tables), null for a page with no text to take (a list of posts);
 * and the text it is made of (markdownOf), for llms-full.txt. From the page's one parse, which
 * taking the text prunes.
 */
export function twinOf($: cheerio.CheerioAPI, page: {url: string; siteUrl: string}): {twin: string | null; body: string} {
  // The heading fields first: markdownOf prunes the parse.
  const doc = $.root()[0]!;
  // `article h1, main [class*="generatedIndexPage"] h1`
  const h1 = firstDescendant(doc, (e) => e.name === 'h1' && (below(e, isArticle) || below(e, isGeneratedIndex, isMain)));
  const title = h1 === undefined ? '' : collapse($(h1).text()).trim();
  const meta = firstDescendant(doc, (e) => e.name === 'meta' && e.attribs.name === 'description');
  const description = collapse(meta?.attribs.content ?? '').trim();
  const lines = [`# ${title}`, '', description, '', `Source: ${page.url}`];
  // `article header time[datetime]`, `article header .avatar__name`
  const published = firstDescendant(doc, (e) => e.name === 'time' && e.attribs.datetime !== undefined && below(e, isHeader, isArticle))
    ?.attribs.datetime;
  if (published) {
    const authors = outermostDescendants(doc, (e) => hasClass(e, 'avatar__name') && below(e, isHeader, isArticle))
      .map((name) => collapse($(name).text()).trim())
      .filter(Boolean);
    lines.push(`Published: ${published.slice(0, 10)}${authors.length > 0 ? ` by ${authors.join(', ')}` : ''}`);
  }
  const body = markdownOf($, page.siteUrl);
  if (body === '') return {twin: null, body};
  // The page's own title and summary are said above already.
  let text = body;
  if (text.startsWith(`# ${title}\n`) || text === `# ${title}`) text = text.slice(`# ${title}`.length).trimStart();
  if (description !== '' && text.startsWith(`${description}\n`)) text = text.slice(description.length).trimStart();
  return {twin: `${[...lines, '', text].join('\n').trim()}\n`, body};
}
