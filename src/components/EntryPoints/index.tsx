import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type EntryPoint = {
  title: string;
  to: string;
  linkLabel: string;
  text: string;
};

const entryPoints: EntryPoint[] = [
  {
    title: 'Guides',
    to: '/docs/intro',
    linkLabel: 'Browse the guides',
    text: 'Learn what the explorer shows you: blocks, coins, the mempool, farming, tokens, NFTs and DIDs, with step-by-step guides for verifying a DID or updating token details.',
  },
  {
    title: 'API reference',
    to: '/api/address/xch_balance',
    linkLabel: 'Read the API reference',
    text: 'Query balances, transactions, tokens, NFTs, offers and blocks over HTTPS. Every endpoint lists its parameters, a request in four languages and an example response.',
  },
  {
    title: 'Blog',
    to: '/blog',
    linkLabel: 'Read the blog',
    text: 'Follow what shipped in the explorer, from the weekly updates of 2022 to the charts of mempool cost and minimum fees.',
  },
];

/** The three areas of the site, each with one link in. */
export default function EntryPoints(): ReactNode {
  return (
    <section className={styles.entryPoints} aria-labelledby="entry-points-title">
      <Heading as="h2" id="entry-points-title">
        What this site offers
      </Heading>
      <div className={styles.grid}>
        {entryPoints.map(({title, to, linkLabel, text}) => (
          <article key={to} className={styles.card}>
            <Heading as="h3">{title}</Heading>
            <p>{text}</p>
            <Link to={to}>{linkLabel}</Link>
          </article>
        ))}
      </div>
    </section>
  );
}
