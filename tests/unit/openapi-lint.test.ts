// The OpenAPI document lints clean under Redocly CLI's recommended rules (redocly.yaml, strict),
// as `npm run api:lint` runs them; a document with a fault of each kind the document once had
// fails; and the one rule turned off finds only the pairs of paths its reason names.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {buildOpenApi} from '../../api/catalogue/openapi';
import type {JsonValue} from '../../api/catalogue/types';
import {redoclyLint, siteDir} from '../../scripts/redocly';

type Problem = {ruleId: string; severity: string; message: string; location: {pointer: string}[]};
type Document = {[key: string]: JsonValue};

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
});
test.afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Redocly's problems for a document, under a config (the site's unless another is given). */
function problemsOf(document: Document, name: string, config = path.join(siteDir, 'redocly.yaml')): Problem[] {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  const result = redoclyLint(file, config, ['--format=json']);
  const report = JSON.parse(result.stdout) as {problems: Problem[]};
  return report.problems;
}

const catalogueDocument = (): Document => structuredClone(buildOpenApi(apiPages).document);
const operation = (document: Document, path: string, method: string): Document => {
  const found = ((document.paths as Document)[path] as Document)[method];
  if (typeof found !== 'object' || found === null || Array.isArray(found)) throw new Error(`no ${method} ${path}`);
  return found;
};

test("the catalogue's document has no problem, error or warning", () => {
  expect(problemsOf(catalogueDocument(), 'catalogue').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
});

test('an example field the schema does not declare fails', () => {
  const document = catalogueDocument();
  const responses = operation(document, '/block/transactions/{block_height}', 'get').responses as Document;
  const json = ((responses['200'] as Document).content as Document)['application/json'] as Document;
  const example = json.example as {confirmed_transactions: {token_coins: Document[]}};
  const first = example.confirmed_transactions.token_coins[0];
  if (first) first.spend_block_hash = 'b1f40e80';
  expect(problemsOf(document, 'undeclared').map((p) => p.ruleId)).toEqual(['no-invalid-media-type-examples']);
});

test('an operation without a 4XX answer, and a tag without a description, fail', () => {
  const document = catalogueDocument();
  const responses = operation(document, '/address/xch-balance/{address}', 'get').responses as Document;
  delete responses['4XX'];
  const tags = document.tags as Document[];
  if (tags[0]) delete tags[0].description;
  expect(
    problemsOf(document, 'no-4xx')
      .map((p) => p.ruleId)
      .sort(),
  ).toEqual(['operation-4xx-response', 'tag-description']);
});

test('the rule turned off (no-ambiguous-paths) finds only the NFT paths its reason names, each told apart by the id pattern', () => {
  const config = path.join(dir, 'ambiguous.yaml');
  writeFileSync(config, 'extends:\n  - minimal\ntelemetry: off\nrules:\n  no-ambiguous-paths: error\n');
  const document = catalogueDocument();
  const found = problemsOf(document, 'ambiguous', config).filter((p) => p.ruleId === 'no-ambiguous-paths');
  expect(found.map((p) => p.message.replace(/^.*Found two ambiguous paths: /, '')).sort()).toEqual([
    '`/nfts/events/{nft_id}` and `/nfts/{nft_id}/license`.',
    '`/nfts/events/{nft_id}` and `/nfts/{nft_id}/metadata`.',
    '`/nfts/events/{nft_id}` and `/nfts/{nft_id}/original`.',
  ]);
  for (const route of [
    '/nfts/events/{nft_id}',
    '/nfts/offers/{nft_id}',
    '/nfts/{nft_id}/license',
    '/nfts/{nft_id}/metadata',
    '/nfts/{nft_id}/original',
  ]) {
    const param = (operation(document, route, 'get').parameters as Document[]).find((p) => p.name === 'nft_id');
    expect((param?.schema as Document | undefined)?.pattern, route).toBe('^nft1[02-9ac-hj-np-z]{58}$');
  }
});
