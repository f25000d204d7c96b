// The API catalogue in the build: checks the catalogue and its example world (the only place a
// build runs those checks), hands each API page its own data as a JSON module, and writes
// /api/openapi.json. Each page's MDX imports its module through `@generated`, so a page's browser
// chunk holds the data that page shows and never the catalogue code or the example world.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiPages} from '../api/catalogue/pages';
import {assertCatalogue} from '../api/catalogue/checks';
import {assertPagesInSync} from '../api/catalogue/sync';
import {buildOpenApi} from '../api/catalogue/openapi';
import {PAGE_DATA_PLUGIN, pageDataFile} from '../api/catalogue/render';
import type {ApiPage} from '../api/catalogue/types';

export default function apiCataloguePlugin(context: LoadContext): Plugin<readonly ApiPage[]> {
  const apiDir = path.join(context.siteDir, 'api');
  return {
    name: PAGE_DATA_PLUGIN,
    getPathsToWatch() {
      return [path.join(apiDir, 'catalogue/**/*.ts')];
    },
    async loadContent() {
      assertCatalogue(apiPages);
      assertPagesInSync(apiPages, apiDir);
      return apiPages;
    },
    async contentLoaded({content, actions}) {
      await Promise.all(content.map((page) => actions.createData(pageDataFile(page.doc), JSON.stringify(page))));
    },
    async postBuild({outDir, content}) {
      const {document} = buildOpenApi(content);
      const file = path.join(outDir, 'api', 'openapi.json');
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    },
  };
}
