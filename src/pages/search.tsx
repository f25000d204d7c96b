// The search page (/search?q=…; issue 16): every result of a query, as links, with the query in
// the address so that it can be shared. The page's box searches as the reader types and keeps the
// address in step. Marked noindex: a page of results is not content of its own.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchReadAs from '@site/src/components/SearchReadAs';
import SearchResultItem from '@site/src/components/SearchResultItem';
import {loadEngine} from '@site/src/search/load';
import type {SearchAnswer} from '@site/src/search/engine';
import styles from './search.module.css';

/** How many results the page lists at most. */
const PAGE_LIMIT = 50;

function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // The built page knows no query: it renders as built while it hydrates, then reads the address.
  const query = useIsBrowser() ? queryOf(location.search) : '';
  const [found, setFound] = useState<SearchAnswer | null>(null);
  const latest = useRef(query);
  const box = useRef<HTMLInputElement>(null);

  // The built page has an empty box: the query in the address is put in it once the page runs,
  // and again when the address changes (unless the reader is typing in it).
  useEffect(() => {
    if (box.current !== null && document.activeElement !== box.current) box.current.value = query;
  }, [query]);

  useEffect(() => {
    latest.current = query;
    if (query.trim() === '') return;
    void loadEngine(siteConfig.baseUrl)
      .then((engine) => engine.search(query, PAGE_LIMIT))
      .then((answer) => {
        if (latest.current === query) setFound(answer);
      });
  }, [query, siteConfig.baseUrl]);
  // An empty query shows no answer.
  const answer = query.trim() === '' ? null : found;

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the Spacescan guides, the API reference and the blog.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{query ? `Results for “${query}”` : 'Search the documentation'}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            ref={box}
            type="search"
            name="q"
            className={styles.input}
            aria-label="Search the documentation"
            placeholder="Search the guides, the API reference and the blog"
            defaultValue={query}
            onInput={(event) =>
              history.replace({...location, search: event.currentTarget.value ? `?q=${encodeURIComponent(event.currentTarget.value)}` : ''})
            }
          />
        </form>
        {answer !== null ? <SearchReadAs answer={answer} className={styles.note} /> : null}
        {answer !== null ? (
          <p className={styles.note} role="status">
            {answer.total === 0
              ? 'No results.'
              : `${answer.total} ${answer.total === 1 ? 'result' : 'results'}${answer.total > answer.results.length ? `, the first ${answer.results.length} shown` : ''}.`}
          </p>
        ) : null}
        <ol className={styles.results}>
          {(answer?.results ?? []).map((result) => (
            <li key={result.url} className={styles.result}>
              <Link to={result.url} className={styles.link}>
                <SearchResultItem result={result} />
              </Link>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
