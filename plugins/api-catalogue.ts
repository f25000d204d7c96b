// The API catalogue in the build: checks the catalogue and its example world (the only place a
// build runs those checks), hands each API page its own data as a JSON module, and writes
// /api/openapi.json. Each page's MDX imports its module through `@generated`, so a page's browser
// chunk holds the data that page shows and never the catalogue code or the example world. The
// request samples and the example response are written and highlighted here (renderCall), so the
// page runs neither the sample writer nor a highlighter. Beside openapi.json it writes a Postman
// collection and environment built from the same catalogue (api/catalogue/postman.ts), and the
// RSS and Atom feeds of the API changelog (api/catalogue/changelog.ts), whose entries it checks
// first, as it checks the catalogue; every page's head links the feeds.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiPages} from '../api/catalogue/pages';
import {assertCatalogue} from '../api/catalogue/checks';
import {assertPagesInSync} from '../api/catalogue/sync';
import {apiChangelog} from '../api/catalogue/changelog';
import {assertChangelog} from '../api/catalogue/changelog-check';
import {changelogAtom, changelogFeedFiles, changelogRss} from '../api/catalogue/changelog-page';
import {buildOpenApi} from '../api/catalogue/openapi';
import {buildPostmanCollection, buildPostmanEnvironment, postmanCollectionFile, postmanEnvironmentFile} from '../api/catalogue/postman';
import {PAGE_DATA_PLUGIN, pageDataFile} from '../api/catalogue/render';
import {callNetworks, needsApiKey, renderSample, sampleLanguages} from '../api/catalogue/samples';
import type {ApiCall, ApiPage, JsonValue, Network, PageCall} from '../api/catalogue/types';
import {pageParams} from '../api/catalogue/page-params';
import {fieldsWithExamples, paramsWithExamples} from '../api/catalogue/field-examples';
import {fieldTree} from '../api/catalogue/field-tree';
import {highlightCode} from './code-highlight';
import {highlightedText} from '../shared/highlighted';

const networkLabel: Record<Network, string> = {mainnet: 'Mainnet', testnet: 'Testnet', pro: 'Pro'};

/** A call with its samples and example response written and highlighted for its page, each field's and parameter's example value, and the fields as a tree. */
export function renderCall(call: ApiCall): PageCall {
  // The page's text holds the summary and the notes; its scripts never read them.
  const {summary, notes, requestBody, ...rest} = call;
  const responseJson = call.response.contentType === 'application/json' ? (JSON.parse(call.response.example) as JsonValue) : undefined;
  return {
    ...rest,
    params: paramsWithExamples(pageParams(call), call.example.mainnet),
    responseFields: fieldTree(fieldsWithExamples(call.responseFields, responseJson)),
    ...(requestBody && {
      requestBody: {...requestBody, fields: requestBody.fields && fieldTree(fieldsWithExamples(requestBody.fields, requestBody.example))},
    }),
    rendered: {
      networks: callNetworks(call).map((network) => ({
        network,
        label: networkLabel[network],
        host: call.hosts[network] ?? call.hosts.mainnet,
        needsKey: needsApiKey(call, network),
        samples: sampleLanguages.map((language) => {
          const code = renderSample(call, network, language.value);
          const html = highlightCode(code, language.prism);
          // The page copies the text it reads back from the lines: it must be the sample, exactly.
          if (highlightedText(html) !== code) {
            throw new Error(
              `plugins/api-catalogue.ts: the highlighted ${language.label} sample of ${call.id} (${network}) does not read back as its code`,
            );
          }
          return {language: language.value, label: language.label, html};
        }),
      })),
      responseHtml: call.response.contentType === 'application/json' ? highlightCode(call.response.example, 'json') : null,
    },
  };
}

/** The copyright line of the feeds: the footer's. */
function changelogCopyright(context: LoadContext): string {
  const footer = context.siteConfig.themeConfig.footer;
  const line = typeof footer === 'object' && footer !== null && 'copyright' in footer ? footer.copyright : undefined;
  return typeof line === 'string' ? line : context.siteConfig.title;
}

export default function apiCataloguePlugin(context: LoadContext): Plugin<readonly ApiPage[]> {
  const apiDir = path.join(context.siteDir, 'api');
  return {
    name: PAGE_DATA_PLUGIN,
    getPathsToWatch() {
      return [path.join(apiDir, 'catalogue/**/*.ts')];
    },
    async loadContent() {
      assertCatalogue(apiPages);
      assertChangelog(apiPages, context.siteDir);
      assertPagesInSync(apiPages, apiDir);
      return apiPages;
    },
    // The changelog's feeds, announced in the head of every page as the blog's feeds are, so that a
    // feed reader finds them from any page (a <Head> in the changelog's own content would be
    // replaced when the page's scripts take it over).
    injectHtmlTags() {
      const {baseUrl} = context.siteConfig;
      const alternate = (type: string, title: string, file: string) => ({
        tagName: 'link',
        attributes: {rel: 'alternate', type, title, href: `${baseUrl}api/${file}`},
      });
      return {
        headTags: [
          alternate('application/rss+xml', 'Spacescan API changelog RSS Feed', changelogFeedFiles.rss),
          alternate('application/atom+xml', 'Spacescan API changelog Atom Feed', changelogFeedFiles.atom),
        ],
      };
    },
    async contentLoaded({content, actions}) {
      await Promise.all(
        content.map((page) => actions.createData(pageDataFile(page.doc), JSON.stringify({...page, calls: page.calls.map(renderCall)}))),
      );
    },
    async postBuild({outDir, content}) {
      const dir = path.join(outDir, 'api');
      const apiUrl = `${context.siteConfig.url.replace(/\/$/, '')}${context.siteConfig.baseUrl}api/`;
      const files: Array<[string, unknown]> = [
        ['openapi.json', buildOpenApi(content).document],
        [postmanCollectionFile, buildPostmanCollection(content, apiUrl)],
        [postmanEnvironmentFile, buildPostmanEnvironment()],
      ];
      const feedSite = {siteBase: apiUrl.replace(/\/api\/$/, ''), copyright: changelogCopyright(context)};
      const feeds: Array<[string, string]> = [
        [changelogFeedFiles.rss, changelogRss(apiChangelog, content, feedSite)],
        [changelogFeedFiles.atom, changelogAtom(apiChangelog, content, feedSite)],
      ];
      await mkdir(dir, {recursive: true});
      await Promise.all([
        ...files.map(([name, data]) => writeFile(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`)),
        ...feeds.map(([name, text]) => writeFile(path.join(dir, name), text)),
      ]);
    },
  };
}
