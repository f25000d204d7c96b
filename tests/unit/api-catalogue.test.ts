import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {test, expect} from '@playwright/test';
import {validate, compileErrors} from '@readme/openapi-parser';
import {bech32m} from '@scure/base';
import {apiPages} from '../../api/catalogue/pages';
import {apiGroups, apiHosts} from '../../api/catalogue/groups';
import {hostsFor, maintenance, serverError, tooManyRequests} from '../../api/catalogue/shared';
import {renderExtraFiles} from '../../api/catalogue/render';
import {apiLastUpdateVcs, catalogueSources} from '../../plugins/api-last-update';
import type {VcsConfig} from '@docusaurus/types';
import {
  assertCatalogue,
  checkCatalogue,
  chiaIntBytes,
  computeCoinId,
  decodeBech32m,
  hasFieldPath,
  type CatalogueProblem,
} from '../../api/catalogue/checks';
import {comparePages} from '../../api/catalogue/sync';
import {sourceIssueResolutions} from '../../api/catalogue/source-issues';
import {buildOpenApi} from '../../api/catalogue/openapi';
import {buildRequest, renderSample, sampleLanguages} from '../../api/catalogue/samples';
import type {ApiCall, ApiPage, JsonValue} from '../../api/catalogue/types';
import apiSidebars from '../../apiSidebars';

const apiDir = path.resolve(__dirname, '../../api');
const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** A deep copy of one page, so a test can break it without touching the catalogue. */
function copyOf(doc: string): ApiPage {
  const page = apiPages.find((p) => p.doc === doc);
  if (!page) throw new Error(`no page ${doc}`);
  return structuredClone(page);
}

function firstCall(page: ApiPage): ApiCall {
  const call = page.calls[0];
  if (!call) throw new Error(`page ${page.doc} has no call`);
  return call;
}

/** The problems of the catalogue with one page swapped for a broken copy. */
function problemsWith(broken: ApiPage): CatalogueProblem[] {
  return checkCatalogue(apiPages.map((p) => (p.doc === broken.doc ? broken : p)));
}

function expectProblem(problems: CatalogueProblem[], endpoint: string, field: string, message: RegExp): void {
  expect(problems, JSON.stringify(problems, null, 2)).toContainEqual(
    expect.objectContaining({endpoint, field, message: expect.stringMatching(message)}),
  );
}

test.describe('the catalogue as committed', () => {
  test('passes every check', () => {
    expect(checkCatalogue(apiPages)).toEqual([]);
  });

  test('every committed page under api/ equals what its entry renders, and no page lacks an entry', () => {
    expect(comparePages(apiPages, apiDir)).toEqual([]);
  });

  test('call ids are unique and each page has the calls its doc id names', () => {
    const ids = apiPages.flatMap((p) => p.calls.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of apiPages) {
      for (const call of page.calls) expect(call.id === page.doc || call.id.startsWith(`${page.doc}#`)).toBe(true);
    }
  });

  test('older calls are marked, and each replacement is a current page', () => {
    const current = new Set(apiPages.filter((p) => p.calls.every((c) => !c.legacy)).map((p) => p.doc));
    const legacy = apiPages.flatMap((p) => p.calls).filter((c) => c.legacy);
    expect(legacy.length).toBeGreaterThan(0);
    for (const call of legacy) {
      expect(call.access.startsWith('legacy')).toBe(true);
      if (call.legacy?.replacedBy) expect(current.has(call.legacy.replacedBy)).toBe(true);
    }
  });
});

test.describe('the checks name the endpoint and the field of a broken entry', () => {
  test('a placeholder without a path parameter, and a path parameter without a placeholder', () => {
    const page = copyOf('address/xch_balance');
    firstCall(page).path = '/address/xch-balance/{addr}';
    const problems = problemsWith(page);
    expectProblem(problems, 'address/xch_balance', 'path', /placeholder \{addr\} has no path parameter/);
    expectProblem(problems, 'address/xch_balance', 'params.address', /has no \{address\} placeholder/);
  });

  test('an example response that is not JSON', () => {
    const page = copyOf('block/peak');
    firstCall(page).response = {contentType: 'application/json', example: '{"number": "7512043",}'};
    expectProblem(problemsWith(page), 'block/peak', 'response.example', /not valid JSON/);
  });

  test('an example response that lacks a listed field', () => {
    const page = copyOf('address/xch_balance');
    firstCall(page).response = {contentType: 'application/json', example: '{"status": "success", "xch": 1}'};
    expectProblem(problemsWith(page), 'address/xch_balance', 'response.example', /lacks the field mojo/);
  });

  test('filler text in an example instead of a realistic value', () => {
    const page = copyOf('address/xch_balance');
    firstCall(page).response = {contentType: 'application/json', example: '{"status": "Example status", "xch": 1, "mojo": 1000000000000}'};
    expectProblem(problemsWith(page), 'address/xch_balance', 'response.example.status', /filler text/);
  });

  test('an address that is not valid bech32m', () => {
    const page = copyOf('address/xch_balance');
    const call = firstCall(page);
    const good = String(call.example.mainnet.address);
    call.example.mainnet.address = `${good.slice(0, -1)}${good.endsWith('q') ? 'p' : 'q'}`;
    expectProblem(problemsWith(page), 'address/xch_balance', 'example.mainnet.address', /not valid bech32m/);
  });

  test('a mainnet address in a testnet example', () => {
    const page = copyOf('address/xch_balance');
    const call = firstCall(page);
    call.example.testnet = {...call.example.mainnet};
    expectProblem(problemsWith(page), 'address/xch_balance', 'example.testnet.address', /mainnet address in a testnet example/);
  });

  test('a DID and an NFT id that are not valid bech32m', () => {
    const did = copyOf('did/info');
    firstCall(did).example.mainnet.did = 'did:chia:1abc';
    expectProblem(problemsWith(did), 'did/info', 'example.mainnet.did', /not valid bech32m/);
    const nft = copyOf('nft/info');
    firstCall(nft).example.mainnet.nft_id = 'nft1...';
    expectProblem(problemsWith(nft), 'nft/info', 'example.mainnet.nft_id', /not valid bech32m/);
  });

  test('a coin id that is not the hash of its parent, puzzle hash and amount', () => {
    const page = copyOf('tools/get_coin_id');
    const call = firstCall(page);
    const body = call.requestBody?.example;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('no body');
    body.amount = 1.25;
    expectProblem(problemsWith(page), 'tools/get_coin_id', 'response.example.data', /is not sha256/);
  });

  test('a coin object inside a response whose coin id does not match', () => {
    const page = copyOf('coins');
    // A coin that names its puzzle hash: the rule recomputes its id.

    const parent = 'aa'.repeat(32);
    const puzzle = 'bb'.repeat(32);
    const example = {
      status: 'success',
      coin: {coin_name: 'cc'.repeat(32), parent_coin_info: parent, puzzle_hash: puzzle, amount_mojo: 1000},
    };
    firstCall(page).response = {contentType: 'application/json', example: JSON.stringify(example)};
    expectProblem(problemsWith(page), 'coins', 'response.example.coin', /coin id c{64} is not sha256\(parent ‖ puzzle hash ‖ 1000 mojo\)/);
  });

  test('a range whose start is after its end', () => {
    const page = copyOf('address/xch_balance');
    Object.assign(firstCall(page).example.mainnet, {start_block: 7508362, end_block: 7495133});
    expectProblem(problemsWith(page), 'address/xch_balance', 'example.mainnet', /start_block=7508362 is after end_block=7495133/);
  });

  test('a body that a call with a body lacks', () => {
    const page = copyOf('tools/get_coin_id');
    const call = firstCall(page);
    if (!call.requestBody) throw new Error('no body');
    call.requestBody.example = null;
    expectProblem(problemsWith(page), 'tools/get_coin_id', 'requestBody.example', /is missing/);
  });

  test('a testnet host that is not the testnet host', () => {
    const page = copyOf('nft/license_info');
    firstCall(page).hosts.testnet = 'https://api-testnet.spacescan.io';
    expectProblem(problemsWith(page), 'nft/license_info', 'hosts.testnet', /is not a testnet host/);
  });

  test('two entries for one page, and two pages whose URLs collide', () => {
    const twin = copyOf('block/peak');
    expectProblem(checkCatalogue([...apiPages, twin]), 'block/peak', 'doc', /two entries|used twice/);
    const clash = copyOf('block/info');
    clash.doc = 'Block/Peak';
    clash.calls = clash.calls.map((c) => ({...c, id: 'Block/Peak'}));
    expectProblem(checkCatalogue([...apiPages, clash]), 'Block/Peak', 'doc', /collides with \/api\/block\/peak/);
  });

  test('an older call whose replacement is not a page', () => {
    const page = copyOf('nft');
    const call = page.calls.find((c) => c.legacy?.replacedBy);
    if (!call?.legacy) throw new Error('no replaced call');
    call.legacy.replacedBy = 'nft/nowhere';
    expectProblem(problemsWith(page), call.id, 'legacy.replacedBy', /"nft\/nowhere" is not the doc id of a page/);
  });

  test('assertCatalogue throws one message naming the endpoint and the field', () => {
    const page = copyOf('cat/price');
    firstCall(page).path = '/token/price';
    expect(() => assertCatalogue(apiPages.map((p) => (p.doc === page.doc ? page : p)))).toThrow(
      /cat\/price → params\.asset_id \[shape\]: path parameter has no \{asset_id\} placeholder/,
    );
  });

  test('a page file with no entry, and a stale page, are reported', () => {
    const withoutOne = apiPages.filter((p) => p.doc !== 'block/peak');
    expect(comparePages(withoutOne, apiDir)).toContainEqual({file: 'block/peak.mdx', problem: 'extra'});
    const changed = copyOf('block/info');
    changed.title = 'Another title';
    expect(
      comparePages(
        apiPages.map((p) => (p.doc === changed.doc ? changed : p)),
        apiDir,
      ),
    ).toContainEqual({
      file: 'block/info.mdx',
      problem: 'stale',
    });
  });
});

test.describe('the encodings the checks rely on', () => {
  test('Chia ints: big-endian two’s complement, minimal, zero is empty', () => {
    const cases: [bigint, string][] = [
      [0n, ''],
      [1n, '01'],
      [127n, '7f'],
      [128n, '0080'],
      [255n, '00ff'],
      [256n, '0100'],
      [-1n, 'ff'],
      [-128n, '80'],
      [-129n, 'ff7f'],
      [1_500_000_000_000n, '015d3ef79800'],
      [1_750_000_000_000n, '01977420dc00'],
      [1_000_000_000_000n, '00e8d4a51000'],
    ];
    for (const [value, expected] of cases) expect(hex(chiaIntBytes(value)), String(value)).toBe(expected);
  });

  test('coin id is sha256 of parent, puzzle hash and the Chia int amount', () => {
    const parent = '11'.repeat(32);
    const puzzle = '22'.repeat(32);
    const expected = createHash('sha256')
      .update(Buffer.from(parent + puzzle + '00e8d4a51000', 'hex'))
      .digest('hex');
    expect(computeCoinId(`0x${parent}`, puzzle, 1_000_000_000_000n)).toBe(expected);
  });

  test('bech32m round trip, and the wrong checksum variant is refused', () => {
    const bytes = Uint8Array.from({length: 32}, (_, i) => i);
    const address = bech32m.encode('txch', bech32m.toWords(bytes), 1000);
    expect(decodeBech32m(address)).toEqual({prefix: 'txch', bytes});
    expect(decodeBech32m(address.replace(/.$/, (c) => (c === 'q' ? 'p' : 'q')))).toBeNull();
  });

  test('field paths reach into objects and arrays', () => {
    const value: JsonValue = {a: {b: [{c: 1}, {d: 2}]}, e: []};
    expect(hasFieldPath(value, 'a.b[].c')).toBe(true);
    expect(hasFieldPath(value, 'a.b[].x')).toBe(false);
    expect(hasFieldPath(value, 'e[]')).toBe(true);
    expect(hasFieldPath(value, 'e[].x')).toBe(false);
    expect(hasFieldPath([{c: 1}], '[].c')).toBe(true);
  });
});

test.describe('samples', () => {
  test('every language sends the same URL, method and headers, and the Pro sample sends the key', () => {
    for (const page of apiPages) {
      for (const call of page.calls) {
        for (const network of ['mainnet', 'testnet', 'pro'] as const) {
          if (!call.hosts[network]) continue;
          const request = buildRequest(call, network);
          expect(request.url).not.toMatch(/\{[^}]+\}/);
          for (const language of sampleLanguages) {
            const text = renderSample(call, network, language.value);
            expect(text, `${call.id} ${network} ${language.value}`).toContain(request.url);
            expect(text).toContain('User-Agent');
            expect(text.includes('x-api-key')).toBe(network === 'pro' || call.access === 'pro-only');
          }
        }
      }
    }
  });
});

test.describe('sidebars', () => {
  test('apiSidebar has getting started, the changelog and AI assistants first, then the groups in order, every sidebar page once', () => {
    const sidebar = apiSidebars.apiSidebar;
    const labels = sidebar.map((item) => ('label' in item ? item.label : ''));
    expect(labels).toEqual(['Getting started', 'Changelog', 'AI assistants', ...apiGroups.map((g) => g.label)]);
    const ids = JSON.stringify(sidebar).match(/"id":"[^"]+"/g) ?? [];
    const expected = apiPages.filter((p) => p.inApiSidebar).map((p) => `"id":"${p.doc}"`);
    expect([...ids].sort()).toEqual(['"id":"getting-started"', '"id":"changelog"', '"id":"ai-assistants"', ...expected].sort());
    expect(apiSidebars.tutorialSidebar).toEqual([{type: 'autogenerated', dirName: '.'}]);
  });
});

test.describe('OpenAPI', () => {
  test('the generated document is valid OpenAPI 3.1 under @readme/openapi-parser', async () => {
    const {document, skipped} = buildOpenApi(apiPages);
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    // Every current call is an operation; older calls are left out only where a current call has the same path.
    const operations = Object.values(document.paths as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item));
    const calls = apiPages.flatMap((p) => p.calls);
    expect(operations.length + skipped.length).toBe(calls.length);
    for (const id of skipped) expect(calls.find((c) => c.id === id)?.legacy).toBeTruthy();
  });
});

test('every recorded source-issue resolution belongs to a page that exists', () => {
  const docs = new Set(['getting-started', ...apiPages.map((p) => p.doc)]);
  for (const r of sourceIssueResolutions) expect(docs.has(r.doc), r.doc).toBe(true);
});

test.describe('what every entry repeats is said once', () => {
  const entriesDir = path.join(apiDir, 'catalogue', 'entries');
  const entryTexts = readdirSync(entriesDir, {recursive: true, withFileTypes: true})
    .filter((f) => f.isFile() && f.name.endsWith('.ts'))
    .map((f) => ({
      file: path.relative(apiDir, path.join(f.parentPath, f.name)),
      text: readFileSync(path.join(f.parentPath, f.name), 'utf8'),
    }));

  test('no entry writes a host or a 429, 500 or 503 error: each call takes them from shared.ts', () => {
    expect(entryTexts.length).toBe(apiPages.length);
    for (const {file, text} of entryTexts) {
      for (const host of Object.values(apiHosts)) expect(text.includes(host), `${file} writes ${host}`).toBe(false);
    }
    const shared = new Map([
      [429, tooManyRequests],
      [500, serverError],
      [503, maintenance],
    ]);
    for (const call of apiPages.flatMap((p) => p.calls)) {
      expect(call.hosts, call.id).toEqual(hostsFor(call.access));
      // An error that only names its status (no body of its own) is the shared one, not a copy.
      for (const error of call.errors) {
        const one = error.status === null ? undefined : shared.get(error.status);
        if (one && error.body === undefined) expect(error, `${call.id} ${error.status}`).toBe(one);
      }
    }
  });

  test('no entry holds example data: every example comes from the world', () => {
    for (const {file, text} of entryTexts) {
      expect(text, file).toMatch(/from '(\.\.\/)+world\/examples\/[a-z]+'/);
      expect(text, `${file} holds a JSON example`).not.toMatch(/example: `|"status": "success"|[0-9a-f]{64}/);
    }
  });

  test('the category labels of the generated folders are the group labels of groups.ts', () => {
    const labels = new Map(apiGroups.map((g) => [g.label, g.key]));
    for (const [file, text] of Object.entries(renderExtraFiles())) {
      const {label} = JSON.parse(text) as {label: string};
      expect(labels.has(label) || (file === 'collection/_category_.json' && label === 'Collection info'), `${file}: ${label}`).toBe(true);
    }
  });

  test('the build checks the catalogue in one place: the api-catalogue plugin', () => {
    const plugins = readdirSync(path.join(apiDir, '..', 'plugins'), {withFileTypes: true}).filter((f) => f.isFile());
    const siteModules = ['docusaurus.config.ts', 'apiSidebars.ts', 'sidebars.ts', ...plugins.map((f) => `plugins/${f.name}`)];
    const callers = siteModules.filter((file) =>
      /\b(assertCatalogue|checkCatalogue|runChecks)\(/.test(readFileSync(path.join(apiDir, '..', file), 'utf8')),
    );
    expect(callers).toEqual(['plugins/api-catalogue.ts']);
  });
});

test.describe('last update of a generated API page', () => {
  const siteDir = path.join(apiDir, '..');
  /** A stand-in for git: every file changed at a time of its own; the world's files most recently. */
  function fakeVcs(times: Map<string, number>): VcsConfig {
    return {
      initialize: () => undefined,
      getFileCreationInfo: async () => null,
      getFileLastUpdateInfo: async (file) => {
        const timestamp = times.get(file);
        return timestamp === undefined ? null : {timestamp, author: path.basename(file)};
      },
    };
  }

  test('is the newest change of its entry, the shared field sets and the world, not of its MDX file', async () => {
    const page = path.join(apiDir, 'address', 'xch_balance.mdx');
    const entry = path.join(apiDir, 'catalogue', 'entries', 'address', 'xch_balance.ts');
    const worldFile = path.join(apiDir, 'catalogue', 'world', 'mainnet.ts');
    const vcs = apiLastUpdateVcs(
      siteDir,
      fakeVcs(
        new Map([
          [page, 300],
          [entry, 100],
          [worldFile, 200],
        ]),
      ),
    );
    expect(await vcs.getFileLastUpdateInfo(page)).toEqual({timestamp: 200, author: 'mainnet.ts'});
    const entryLater = apiLastUpdateVcs(
      siteDir,
      fakeVcs(
        new Map([
          [page, 50],
          [entry, 400],
          [worldFile, 200],
        ]),
      ),
    );
    expect(await entryLater.getFileLastUpdateInfo(page)).toEqual({timestamp: 400, author: 'xch_balance.ts'});
    // A shared field set the entry uses by name changes the page too.
    const shared = path.join(apiDir, 'catalogue', 'shared.ts');
    const sharedLater = apiLastUpdateVcs(
      siteDir,
      fakeVcs(
        new Map([
          [page, 50],
          [entry, 100],
          [worldFile, 200],
          [shared, 500],
        ]),
      ),
    );
    expect(await sharedLater.getFileLastUpdateInfo(page)).toEqual({timestamp: 500, author: 'shared.ts'});
  });

  test('leaves hand-written pages and the docs to git', async () => {
    const gettingStarted = path.join(apiDir, 'getting-started.mdx');
    const doc = path.join(siteDir, 'docs', 'intro.mdx');
    const vcs = apiLastUpdateVcs(
      siteDir,
      fakeVcs(
        new Map([
          [gettingStarted, 7],
          [doc, 9],
        ]),
      ),
    );
    expect(await vcs.getFileLastUpdateInfo(gettingStarted)).toEqual({timestamp: 7, author: 'getting-started.mdx'});
    expect(await vcs.getFileLastUpdateInfo(doc)).toEqual({timestamp: 9, author: 'intro.mdx'});
    expect(catalogueSources(siteDir, gettingStarted)).toBeNull();
  });
});
