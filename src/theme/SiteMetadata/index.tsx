// Wraps @docusaurus/theme-classic 3.10.2 `SiteMetadata`: the social card of the page's section
// instead of the one `themeConfig.image`, and a description for the blog's author and tag lists,
// whose stock pages set none. A page's own metadata renders deeper in the tree and wins.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import OriginalSiteMetadata from '@theme-original/SiteMetadata';
import listingDescriptions from '@generated/docusaurus-plugin-content-blog/default/listing-descriptions.json';

const sectionCards: ReadonlyArray<readonly [prefix: string, image: string]> = [
  ['/docs', 'img/social/docs.png'],
  ['/api', 'img/social/api.png'],
  ['/blog', 'img/social/blog.png'],
];

/** The social card of the section a path (below the base URL) belongs to; the home card for any other page. */
export function socialCardFor(pathname: string): string {
  const match = sectionCards.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match?.[1] ?? 'img/social/home.png';
}

export default function SiteMetadata(): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  // Under a base URL such as /docs-preview/, the section is the part after it.
  const sitePath = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  const image = useBaseUrl(socialCardFor(sitePath), {absolute: true});
  // An author's second page of posts has the description of the first.
  const description = listingDescriptions[pathname.replace(/\/page\/\d+$/, '')];
  return (
    <>
      <OriginalSiteMetadata />
      <Head>
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta name="twitter:image" content={image} />
      </Head>
      {description !== undefined && <PageMetadata description={description} />}
    </>
  );
}
