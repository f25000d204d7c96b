// Ejected from @docusaurus/theme-classic 3.10.2 `NotFound/Content`: keeps the stock
// title and message, and adds the ways on (home, guides, API reference, blog) that a
// reader who followed a broken link needs. It also sets the page title, because the docs
// plugin renders this content alone (without `NotFound`) for an unknown path under /docs.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const waysOn = [
  {to: '/', label: 'Home', text: 'what this site covers'},
  {to: '/docs/intro', label: 'Guides', text: 'how to use the Spacescan explorer'},
  {to: '/api/address/xch_balance', label: 'API reference', text: 'every endpoint with examples'},
  {to: '/blog', label: 'Blog', text: 'what shipped, week by week'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata
        title="Page Not Found"
        description="This address has no page on the Spacescan documentation site. Go on from the home page, the guides, the API reference or the blog."
      />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>We could not find what you were looking for.</p>
          <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
          <nav aria-label="Ways on" className={styles.waysOn}>
            <ul>
              {waysOn.map(({to, label, text}) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>: {text}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
