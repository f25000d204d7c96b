import type {SearchEngine} from './engine';

let engine: Promise<SearchEngine> | null = null;

/** The search engine (src/search/engine.ts), loaded once, on the reader's first search. */
export function loadEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= import('./engine').then(({SearchEngine}) => new SearchEngine(baseUrl));
  return engine;
}
