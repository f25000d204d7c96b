import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {
  /** The feeds' paths below the base URL, as plugins/api-catalogue.ts writes them (`/api/changelog-rss.xml`). */
  rss: string;
  atom: string;
};

/**
 * The feeds of the API changelog: links a reader follows, and the alternate links a feed reader
 * finds in the page's head.
 */
export default function ApiChangelogFeeds({rss, atom}: Props): ReactNode {
  const rssHref = useBaseUrl(rss);
  const atomHref = useBaseUrl(atom);
  return (
    <>
      <Head>
        <link rel="alternate" type="application/rss+xml" title="Spacescan API changelog (RSS)" href={rssHref} />
        <link rel="alternate" type="application/atom+xml" title="Spacescan API changelog (Atom)" href={atomHref} />
      </Head>
      <p className={styles.feeds}>
        Follow it in a feed reader: <Link to={`pathname://${rss}`}>RSS</Link> or <Link to={`pathname://${atom}`}>Atom</Link>.
      </p>
    </>
  );
}
