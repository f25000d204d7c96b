import type {SearchEngine} from './engine';

let engine: Promise<SearchEngine> | null = null;

/** The search engine (src/search/engine.ts), loaded once, on the reader's first search. */
export function loadEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= import('./engine').then(({SearchEngine}) => new SearchEngine(baseUrl));
  return engine;
}

type ResultItem = typeof import('@site/src/components/SearchResultItem').default;
let resultItem: Promise<ResultItem> | null = null;

/**
 * How a result is shown (src/components/SearchResultItem), loaded with the engine: the navbar box
 * is on every page, its results only after a search, so their code stays out of the first load.
 */
export function loadResultItem(): Promise<ResultItem> {
  resultItem ??= import('@site/src/components/SearchResultItem').then((module) => module.default);
  return resultItem;
}
