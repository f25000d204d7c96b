// Checks the API catalogue when the site loads, and writes /api/openapi.json into the build.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiPages} from '../api/catalogue/pages';
import {assertCatalogue} from '../api/catalogue/checks';
import {assertPagesInSync} from '../api/catalogue/sync';
import {buildOpenApi} from '../api/catalogue/openapi';

export default function apiCataloguePlugin(context: LoadContext): Plugin {
  const apiDir = path.join(context.siteDir, 'api');
  return {
    name: 'api-catalogue',
    getPathsToWatch() {
      return [path.join(apiDir, 'catalogue/**/*.ts')];
    },
    async loadContent() {
      assertCatalogue(apiPages);
      assertPagesInSync(apiPages, apiDir);
    },
    async postBuild({outDir}) {
      const {document} = buildOpenApi(apiPages);
      const file = path.join(outDir, 'api', 'openapi.json');
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    },
  };
}
