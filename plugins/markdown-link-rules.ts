import logger from '@docusaurus/logger';
import type {OnBrokenMarkdownLinksFunction} from '@docusaurus/types';

// A Markdown link to a .md/.mdx file that does not exist (`[x](./missing.md)`) warns, as the
// specification asks, instead of failing the build. Used as
// `markdown.hooks.onBrokenMarkdownLinks` in docusaurus.config.ts. The warning names the file,
// the line and the fix. The link is kept, marked `pathname://` so that the build's own link
// check (which would throw) skips it; it then points at a page that does not exist, and the
// browser suite's crawl (tests/browser/links.spec.ts) reports it as broken.

/** The warning for one broken Markdown-file link. */
export function brokenMarkdownLinkMessage(sourceFilePath: string, url: string, line?: number): string {
  const where = line === undefined ? sourceFilePath : `${sourceFilePath}:${line}`;
  return (
    `Markdown link with URL ${url} in ${where} points at no Markdown file. ` +
    'Link to an existing .md or .mdx file by its path relative to this file, or to the page URL (such as /docs/intro).'
  );
}

export const onBrokenMarkdownLinks: OnBrokenMarkdownLinksFunction = ({sourceFilePath, url, node}) => {
  logger.warn(brokenMarkdownLinkMessage(sourceFilePath, url, node.position?.start.line));
  return `pathname://${url}`;
};
