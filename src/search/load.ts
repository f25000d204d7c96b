import type {SearchEngine} from './engine';

let engine: Promise<SearchEngine> | null = null;

/** The search engine (src/search/engine.ts), loaded once, on the reader's first search. */
export function loadEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= import('./engine').then(({SearchEngine}) => new SearchEngine(baseUrl));
  return engine;
}

/** How a result is shown, and how the query was read ("Showing results for …"). */
export type ResultViews = {
  Item: typeof import('@site/src/components/SearchResultItem').default;
  ReadAs: typeof import('@site/src/components/SearchReadAs').default;
};
let resultViews: Promise<ResultViews> | null = null;

/**
 * How a result is shown (src/components/SearchResultItem, SearchReadAs), loaded with the engine: the
 * navbar box is on every page, its results only after a search, so their code stays out of the first load.
 */
export function loadResultViews(): Promise<ResultViews> {
  resultViews ??= Promise.all([import('@site/src/components/SearchResultItem'), import('@site/src/components/SearchReadAs')]).then(
    ([item, readAs]) => ({Item: item.default, ReadAs: readAs.default}),
  );
  return resultViews;
}
