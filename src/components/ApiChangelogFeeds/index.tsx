import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Props = {
  /** The feeds' paths below the base URL, as plugins/api-catalogue.ts writes them (`/api/changelog-rss.xml`). */
  rss: string;
  atom: string;
};

/**
 * The feeds of the API changelog, as links a reader follows. (The head of every page links them for
 * feed readers: plugins/api-catalogue.ts.)
 */
export default function ApiChangelogFeeds({rss, atom}: Props): ReactNode {
  return (
    <p className={styles.feeds}>
      Follow it in a feed reader: <Link to={`pathname://${rss}`}>RSS</Link> or <Link to={`pathname://${atom}`}>Atom</Link>.
    </p>
  );
}
