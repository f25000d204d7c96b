// The docs as the server reads them: the data folder the site's build wrote (src/data.ts gives its
// format), and the site's own search engine over the site's own index. Nothing here reaches the network.
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import leven from 'leven';
import {DATA_FORMAT, type BuildInfo, type EndpointData, type SearchEngineModule} from './data.js';

type SearchEngine = InstanceType<SearchEngineModule['SearchEngine']>;

/** Where a resource's text is: a file of the data folder, or a page (its twin). */
export type ResourceSource = {file: string} | {page: string};

/** The `count` candidates nearest to `wanted`, by edit distance (case ignored). */
export function nearest(wanted: string, candidates: readonly string[], count = 3): string[] {
  const lower = wanted.toLowerCase();
  return [...new Set(candidates)]
    .map((candidate) => ({
      candidate,
      distance: leven(lower, candidate.toLowerCase()) - (candidate.toLowerCase().includes(lower) ? lower.length : 0),
    }))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({candidate}) => candidate);
}

/** A method a path may start with (`GET /block/peak`). */
const METHOD = /^(GET|POST|PUT|PATCH|DELETE)\s+/i;

/** Whether a concrete path (`/block/transactions/5000000`) fits a path template (`/block/transactions/{block_height}`). */
function fitsTemplate(concrete: string, template: string): boolean {
  const a = concrete.split('/');
  const b = template.split('/');
  return a.length === b.length && b.every((segment, i) => segment === a[i] || (/^\{[^}]+\}$/.test(segment) && (a[i] ?? '') !== ''));
}

export class Site {
  readonly engine: SearchEngine;
  private readonly origin: string;

  private constructor(
    readonly dataDir: string,
    readonly info: BuildInfo,
    readonly endpoints: readonly EndpointData[],
  ) {
    this.origin = new URL(info.siteUrl).origin;
    // The search files, all in data/search.json (path below search/ → content), read once, when the engine asks for its first.
    let files: Promise<Record<string, unknown>> | undefined;
    const prefix = 'search/';
    const {SearchEngine} = createRequire(import.meta.url)(path.join(dataDir, 'search-engine.cjs')) as SearchEngineModule;
    this.engine = new SearchEngine('', async (file) => {
      files ??= readFile(path.join(dataDir, 'search.json'), 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>);
      return file.startsWith(prefix) ? (await files)[file.slice(prefix.length)] : undefined;
    });
  }

  /** The site in `dataDir`; fails with what to do when the build has not written it. */
  static async open(dataDir: string): Promise<Site> {
    const read = (file: string): Promise<unknown> => readFile(path.join(dataDir, file), 'utf8').then((text) => JSON.parse(text) as unknown);
    const [info, endpoints] = await Promise.all([read('build.json'), read('endpoints.json')]).catch(() => {
      throw new Error(`No docs data in ${dataDir}. In a checkout of the docs, run \`npm run build\` first; the build writes it.`);
    });
    const {format} = info as {format?: unknown};
    if (format !== DATA_FORMAT)
      throw new Error(
        `The docs data in ${dataDir} is of format ${String(format)}; this server reads format ${DATA_FORMAT}. Build the docs and the server from the same checkout.`,
      );
    return new Site(dataDir, info as BuildInfo, endpoints as EndpointData[]);
  }

  /** A result's address on the site (its URL path holds the base URL already). */
  absolute(url: string): string {
    return `${this.origin}${url}`;
  }

  /** A page's route below the base URL (`docs/intro`), from a route, a path, a `.md` path or a URL of the site. */
  pageKey(input: string): string {
    let key = input.trim();
    if (key.startsWith(this.info.siteUrl)) key = key.slice(this.info.siteUrl.length);
    else if (/^https?:\/\//.test(key)) key = new URL(key).pathname;
    return key
      .replace(/[#?].*$/, '')
      .replace(/\.md$/, '')
      .replace(/^\/+|\/+$/g, '');
  }

  /** The page's Markdown twin, or the nearest routes when there is no such page. */
  async page(input: string): Promise<{text: string} | {nearest: string[]}> {
    const key = this.pageKey(input);
    const text = this.info.pages.includes(key) ? (await this.twins())[key] : undefined;
    return text === undefined ? {nearest: nearest(key, this.info.pages)} : {text};
  }

  private twinsOnce: Promise<Record<string, string>> | undefined;
  /** The pages' Markdown twins, all in data/pages.json (route below the base URL → text), read at the first page asked for. */
  private twins(): Promise<Record<string, string>> {
    return (this.twinsOnce ??= readFile(path.join(this.dataDir, 'pages.json'), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string>,
    ));
  }

  /** A resource's text: a file of the data folder, or a page's twin. */
  async resource(source: ResourceSource): Promise<string> {
    if ('file' in source) return readFile(path.join(this.dataDir, source.file), 'utf8');
    const page = await this.page(source.page);
    if (!('text' in page)) throw new Error(`spacescan-docs-mcp: the build has no page ${source.page}.`);
    return page.text;
  }

  /** The calls whose operation id matches (`address_xch_balance`; `address/xch_balance` is read the same). */
  endpointById(id: string): EndpointData[] {
    const wanted = id
      .trim()
      .replace(/[^A-Za-z0-9]+/g, '_')
      .toLowerCase();
    return this.endpoints.filter((endpoint) => endpoint.operationId.toLowerCase() === wanted);
  }

  /** The calls at a path: a template, a path with values, or either after a method or a host; current calls first. */
  endpointsByPath(input: string): EndpointData[] {
    const given = input.trim();
    const method = METHOD.exec(given)?.[1]?.toUpperCase();
    let wanted = given.replace(METHOD, '');
    if (/^https?:\/\//.test(wanted)) wanted = new URL(wanted).pathname;
    wanted = `/${wanted.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '')}`;
    const byMethod = this.endpoints.filter((endpoint) => method === undefined || endpoint.method === method);
    const exact = byMethod.filter((endpoint) => endpoint.path === wanted);
    const found = exact.length > 0 ? exact : byMethod.filter((endpoint) => fitsTemplate(wanted, endpoint.path));
    return [...found].sort((a, b) => Number(a.legacy) - Number(b.legacy));
  }

  /** The calls the site's search finds for the words among the API's pages, best first: each result stands for the call of its page (or of its place on a shared page). */
  async endpointsByQuery(query: string): Promise<EndpointData[]> {
    const {results} = await this.engine.search(query, 40, 'API');
    const found: EndpointData[] = [];
    for (const result of results) {
      const url = this.absolute(result.url);
      const page = url.replace(/#.*$/, '');
      const onPage = this.endpoints.filter((endpoint) => endpoint.url.replace(/#.*$/, '') === page);
      const endpoint = onPage.find((candidate) => candidate.url === url) ?? onPage[0];
      if (endpoint !== undefined && !found.includes(endpoint)) found.push(endpoint);
    }
    return found;
  }
}
