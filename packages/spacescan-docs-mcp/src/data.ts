// The data folder's format (DATA.md): what the docs site's build writes into data/ and the server
// reads, nothing else. The site's plugin checks what it writes against these types; the server
// refuses data of another format version with a message that says what to do.

/** The version of the data format: raised on any change a server of the previous version cannot read. */
export const DATA_FORMAT = 2;

/** data/build.json: which build the data comes from, and where the site publishes this package. */
export interface BuildInfo {
  format: number;
  /** 12 hex characters of a hash of the data: it changes whenever a page, endpoint or the index does. */
  buildId: string;
  builtAt: string;
  /** The site's address with its base path, ending in a slash. */
  siteUrl: string;
  /** The packed package on the site: the stable address, and the one named by this build's id. */
  tarballUrl: string;
  buildTarballUrl: string;
  /** Every page with a Markdown twin, by route below the base URL (`docs/intro`). */
  pages: string[];
}

/** One item of data/endpoints.json: one API call, with its whole answer already written. */
export interface EndpointData {
  operationId: string;
  method: string;
  path: string;
  title: string;
  /** The first sentence of the call's summary. */
  summary: string;
  tag: string;
  /** A call of the older API, kept beside the current one at the same path. */
  legacy: boolean;
  /** The call's place on its page, absolute. */
  url: string;
  /** get_endpoint's answer, in Markdown. */
  text: string;
}

/** One result of the site's search engine, as data/search-engine.cjs gives it. */
export interface SearchHit {
  /** The result's URL path, base path included, with its anchor. */
  url: string;
  /** Guides, API, Blog or Pages. */
  section: string;
  pageTitle: string;
  heading: string;
  excerpt: string;
}

/**
 * data/search-engine.cjs (CommonJS) exports `SearchEngine`: the site's own search, so the
 * server ranks as the search box does. `read` gives an index file by its path (`search/index.json`).
 */
export interface SearchEngineModule {
  SearchEngine: new (
    base: string,
    read: (file: string) => Promise<unknown>,
  ) => {
    search(
      query: string,
      limit: number,
      section?: string,
    ): Promise<{results: SearchHit[]; total: number; corrected?: Record<string, string>; glossary?: Record<string, string[]>}>;
  };
}
