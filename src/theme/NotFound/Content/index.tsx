// Wraps @docusaurus/theme-classic 3.10.2 `NotFound/Content`: the stock title and message, then the
// ways on (home, guides, API reference, blog) a reader who followed a broken link needs, and the page
// title (the docs plugin renders this content without `NotFound`, which sets it, under /docs).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContentOriginal from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const waysOn = [
  {to: '/', label: 'Home', text: 'what this site covers'},
  {to: '/docs/intro', label: 'Guides', text: 'how to use the Spacescan explorer'},
  {to: '/api/address/xch_balance', label: 'API reference', text: 'every endpoint with examples'},
  {to: '/blog', label: 'Blog', text: 'what shipped, week by week'},
];

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title="Page Not Found"
        description="This address has no page on the Spacescan documentation site. Go on from the home page, the guides, the API reference or the blog."
      />
      <NotFoundContentOriginal {...props} />
      <nav aria-label="Ways on" className={clsx('container', styles.waysOn)}>
        <div className="row">
          <ul className="col col--6 col--offset-3">
            {waysOn.map(({to, label, text}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>: {text}
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
