// The navbar's search box: the classic theme's `SearchBar` slot, filled from the search plugin's
// theme folder (issue 16). The box is in the built HTML, so the reader can type in it from the
// first paint: Ctrl+K or "/" put the cursor there (plugins/page-start/early-input.js), and what was
// typed before the box hydrated is searched as soon as it has. The search itself
// (src/search/engine.ts) loads when the box is first focused.
//
// It follows the ARIA combobox pattern: the results are a listbox under the box, arrows move
// through them, Enter opens one (or, with none chosen, the search page with every result), Escape
// closes the list.
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadEngine, loadResultViews, type ResultViews} from '@site/src/search/load';
import type {SearchAnswer} from '@site/src/search/engine';
import styles from './styles.module.css';

/** How many suggestions show at each key, and how many once the reader has stopped typing for MORE_AFTER_MS. */
const FIRST_SUGGESTIONS = 3;
const SUGGESTIONS = 8;
const MORE_AFTER_MS = 150;

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const listboxId = `${useId().replace(/:/g, '')}-results`;
  const input = useRef<HTMLInputElement>(null);
  const asked = useRef('');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [views, setViews] = useState<ResultViews | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [partial, setPartial] = useState(false);

  const more = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = useCallback(
    (query: string) => {
      asked.current = query;
      clearTimeout(more.current);
      if (query.trim() === '') {
        setAnswer(null);
        return;
      }
      const show = (limit: number): Promise<void> =>
        Promise.all([loadEngine(siteConfig.baseUrl).then((loaded) => loaded.search(query, limit)), loadResultViews()]).then(
          ([found, loaded]) => {
            // Answers can come back out of order: only the latest query's is shown.
            if (asked.current !== query) return;
            setViews(loaded);
            setAnswer(found);
            // More suggestions are coming (the rest, once the reader stops typing).
            setPartial(limit < SUGGESTIONS && found.total > found.results.length);
            setOpen(true);
          },
        );
      // The first suggestions at once; the rest once the reader stops typing, so that the keys typed
      // on past a word fetch only the few records they show (each result is a file of the index).
      setActive(-1);
      void show(FIRST_SUGGESTIONS).then(() => {
        more.current = setTimeout(() => {
          if (asked.current === query) void show(SUGGESTIONS);
        }, MORE_AFTER_MS);
      });
    },
    [siteConfig.baseUrl],
  );
  useEffect(() => () => clearTimeout(more.current), []);

  // What the reader typed before this box hydrated is searched at once; focus stays where it is.
  useEffect(() => {
    const box = input.current;
    if (box !== null && box.value !== '' && document.activeElement === box) search(box.value);
  }, [search]);

  const go = (url: string): void => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };
  const results = answer?.results ?? [];
  const allResults = (query: string): string => `${searchPage}?q=${encodeURIComponent(query)}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(results.length > 0);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length === 0 ? -1 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open ? results[active] : undefined;
      const typed = input.current?.value ?? '';
      if (chosen) go(chosen.url);
      else if (typed.trim() !== '') go(allResults(typed));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && answer !== null;
  return (
    <form role="search" action={searchPage} className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <input
        ref={input}
        // A combobox is a text input (the HTML checker refuses type="search" with that role);
        // the phone keyboard still shows its search key.
        type="text"
        enterKeyHint="search"
        name="q"
        data-search-input=""
        className={`navbar__search-input ${styles.input}`}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        onFocus={() => {
          void loadEngine(siteConfig.baseUrl);
          void loadResultViews();
          if (answer !== null) setOpen(true);
        }}
        onInput={(event) => search(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <span className={styles.hint} aria-hidden="true">
        <kbd>ctrl</kbd>
        <kbd>K</kbd>
      </span>
      <div className={styles.popup} hidden={!expanded}>
        {views !== null && answer !== null ? <views.ReadAs answer={answer} className={styles.readAs} /> : null}
        <ul
          id={listboxId}
          role="listbox"
          // Which query the list answers: a screen reader says it, and a key typed since is not answered yet.
          aria-label={answer === null ? 'Search results' : `Search results for “${answer.query}”`}
          aria-busy={partial}
          className={styles.results}>
          {results.map((result, i) => (
            <li
              key={result.url}
              id={`${listboxId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Keep the focus in the box: the option is chosen on click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(result.url)}>
              {views !== null ? <views.Item result={result} /> : null}
            </li>
          ))}
        </ul>
        {answer !== null && results.length === 0 ? <p className={styles.empty}>No results for “{answer.query}”.</p> : null}
        {answer !== null && answer.total > results.length ? (
          <p className={styles.more}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- go() closes the box, then moves the router; the href serves a middle-click. */}
            <a
              href={allResults(answer.query)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.preventDefault();
                go(allResults(answer.query));
              }}>
              See all {answer.total} results
            </a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
