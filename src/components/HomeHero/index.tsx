import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  title: string;
  tagline: string;
};

/** The top of the home page: what the site is and the two most used ways in. */
export default function HomeHero({title, tagline}: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            Read the introduction
          </Link>
          <Link className="button button--secondary button--lg" to="/api/address/xch_balance">
            Open the API reference
          </Link>
        </div>
      </div>
    </header>
  );
}
