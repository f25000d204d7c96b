// Writes robots.txt: search engines may index every page, and the sitemap's address follows the
// site's url and baseUrl, so that a fork published under its own address names its own sitemap.
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The robots.txt of a site whose sitemap is at `sitemapUrl`. */
export function robotsTxt(sitemapUrl: string): string {
  return `# Search engines may index every page of the Spacescan documentation.
User-agent: *
Allow: /

Sitemap: ${sitemapUrl}
`;
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  const {url, baseUrl} = context.siteConfig;
  return {
    name: 'spacescan-robots-txt',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(`${url}${baseUrl}sitemap.xml`));
    },
  };
}
