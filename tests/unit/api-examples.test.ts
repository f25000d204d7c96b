import {test, expect} from '@playwright/test';
import {apiAgreements, apiPages} from '../../api/catalogue/pages';
import {checkCatalogue, defaultContext, runChecks, type CatalogueProblem} from '../../api/catalogue/checks';
import {exampleRules} from '../../api/catalogue/world/rules';
import {excerptNote} from '../../api/catalogue/resolve';
import {renderSample} from '../../api/catalogue/samples';
import type {ApiCall, ApiPage, JsonValue} from '../../api/catalogue/types';

// Every rule that the build holds the API examples to, fed a broken example: each test breaks one
// fact in a copy of one page and expects the problem that names the call, the JSON path and the
// rule. The catalogue as committed passes them all (api-catalogue.test.ts).

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

type Json = {[key: string]: JsonValue};

/** A copy of the page whose mainnet response the function has changed. */
function withResponse(doc: string, change: (json: Json & JsonValue[]) => void): ApiPage {
  const page = copyOf(doc);
  const call = firstCall(page);
  const json = JSON.parse(call.response.example) as Json & JsonValue[];
  change(json);
  call.response = {contentType: 'application/json', example: JSON.stringify(json, null, 2)};
  return page;
}

function problemsWith(broken: ApiPage, context = defaultContext): CatalogueProblem[] {
  return checkCatalogue(
    apiPages.map((p) => (p.doc === broken.doc ? broken : p)),
    context,
  );
}

function expectRule(problems: CatalogueProblem[], endpoint: string, field: string, rule: string, message?: RegExp): void {
  expect(problems, JSON.stringify(problems, null, 2)).toContainEqual(
    expect.objectContaining({endpoint, field, rule, ...(message ? {message: expect.stringMatching(message)} : {})}),
  );
}

/** A field of a JSON object, as an object, or a test failure. */
function obj(value: JsonValue | undefined): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`not an object: ${JSON.stringify(value)}`);
  return value;
}
function list(value: JsonValue | undefined): JsonValue[] {
  if (!Array.isArray(value)) throw new Error(`not a list: ${JSON.stringify(value)}`);
  return value;
}

const ALICE_CHANGE = '6ac84d820c8ef5ffd37a5e3b558a49bc132bd9591411ef74ade200c74d68ff46';
const BOB = 'xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8';

test.describe('identifiers', () => {
  test('format: an address that is not bech32m', () => {
    const page = copyOf('address/xch_balance');
    firstCall(page).example.mainnet.address = 'xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm8';
    expectRule(problemsWith(page), 'address/xch_balance', 'example.mainnet.address', 'format', /not valid bech32m/);
  });

  test('network: the testnet sample asks for a mainnet NFT', () => {
    const page = copyOf('nft/info');
    const call = firstCall(page);
    if (!call.example.testnet) throw new Error('no testnet example');
    call.example.testnet.nft_id = String(call.example.mainnet.nft_id);
    expectRule(problemsWith(page), 'nft/info', 'example.testnet.nft_id', 'network', /belongs to mainnet, not to this testnet example/);
  });

  test('network: the testnet body of the token update names a mainnet address', () => {
    const page = copyOf('cat/update');
    const body = obj(firstCall(page).requestBody?.testnetExample);
    body.address = 'xch18fs0vesvarufn82f7nr0lvvtxcha5mmyaj39pdcpftas898k6juse2z5rq';
    expectRule(problemsWith(page), 'cat/update', 'requestBody.testnetExample.address', 'network', /mainnet address in a testnet example/);
  });

  test('known: a coin id the world does not hold, and an asset id that is a coin', () => {
    const coins = withResponse('coins', (json) => {
      obj(json.coin).coin_name = 'ab'.repeat(32);
    });
    expectRule(problemsWith(coins), 'coins', 'response.example.coin.coin_name', 'known', /is not in the example world/);
    const info = withResponse('cat/info', (json) => {
      obj(json.info).asset_id = ALICE_CHANGE;
    });
    expectRule(
      problemsWith(info),
      'cat/info',
      'response.example.info.asset_id',
      'known',
      /"asset_id" names a cat or cat1, but .* is the world's mainnet coin/,
    );
  });
});

test.describe('facts against the world', () => {
  test('facts: an NFT with another name, and an NFT with a second mint height', () => {
    const nfts = withResponse('collections/nfts', (json) => {
      obj(list(json.data)[0]).name = 'Chia Friends #2713';
    });
    expectRule(
      problemsWith(nfts),
      'collections/nfts',
      'response.example.data[0].name',
      'facts',
      /the world's NFT "Chia Friends #6707" says "Chia Friends #6707"/,
    );
    const info = withResponse('nft/info', (json) => {
      json.created_height = '7512043';
    });
    expectRule(problemsWith(info), 'nft/info', 'response.example.created_height', 'facts');
  });

  test('facts: a token that calls itself Stably USD under another asset id', () => {
    const page = withResponse('address/token_balance', (json) => {
      obj(list(json.balance)[1]).name = 'Stably USD';
    });
    expectRule(problemsWith(page), 'address/token_balance', 'response.example.balance[1].name', 'facts', /token SBX says "Spacebucks"/);
  });

  test('facts: a block whose hash is not the world block at that height', () => {
    const page = withResponse('block/peak', (json) => {
      json.hash = `0x${'cd'.repeat(32)}`;
    });
    expectRule(problemsWith(page), 'block/peak', 'response.example.hash', 'facts', /block 7512043/);
  });
});

test.describe("Chia's rules", () => {
  test('coin-id: a standard coin whose id is not sha256(parent ‖ puzzle hash ‖ amount)', () => {
    const page = withResponse('block/transactions', (json) => {
      const coin = obj(list(obj(json.confirmed_transactions).standard_coins)[0]);
      coin.amount_mojo = Number(coin.amount_mojo) + 1;
    });
    expectRule(
      problemsWith(page),
      'block/transactions',
      'response.example.confirmed_transactions.standard_coins[0]',
      'coin-id',
      /is not sha256/,
    );
  });

  test('schedule: a mint height and a mint time a week apart', () => {
    const page = withResponse('nft/info', (json) => {
      json.created_height = '2208201';
    });
    expectRule(
      problemsWith(page),
      'nft/info',
      'response.example.created_time',
      'schedule',
      /height 2208201 \(created_height\) comes about 2022-07-11 .* 7\.0 days earlier/,
    );
  });

  test('peak: a coin spent after the newest block of the world', () => {
    const page = withResponse('coins', (json) => {
      obj(json.coin).spent_block = '7512090';
    });
    expectRule(problemsWith(page), 'coins', 'response.example.coin.spent_block', 'peak', /after the world's mainnet peak 7512043/);
  });

  test('order: a coin spent before it was created', () => {
    const page = withResponse('cat/transactions', (json) => {
      obj(list(json.data)[0]).spend_time = '2025-09-01T00:00:00.000Z';
    });
    expectRule(problemsWith(page), 'cat/transactions', 'response.example.data[0]', 'order', /confirmed_time=.* is after spend_time/);
  });

  test('reward: a pool share that is not 7/8 of the block reward, and a reward coin with the wrong parent', () => {
    const peak = withResponse('block/peak', (json) => {
      json.pool_amount = 1.75;
    });
    expectRule(problemsWith(peak), 'block/peak', 'response.example.pool_amount', 'reward', /pays 0.875 XCH at height 7512043/);
    const block = withResponse('block/transactions', (json) => {
      obj(list(json.reward_coins)[0]).parent_coin = 'ccd5bb71183532bff220ba46c268991a000000000000000000000000007270e0';
    });
    expectRule(
      problemsWith(block),
      'block/transactions',
      'response.example.reward_coins[0].parent_coin',
      'reward',
      /the pool reward of height 7499996 has parent/,
    );
  });
});

test.describe('figures', () => {
  test('supply: a total supply that is not the schedule’s at the peak', () => {
    const page = withResponse('stats/total-supply', (json) => {
      json['total-supply'] = 31025600;
    });
    expectRule(problemsWith(page), 'stats/total-supply', 'response.example.total-supply', 'supply', /the supply is 33557802 XCH/);
  });

  test('balance: a balance that is not the sum of the address’s unspent coins', () => {
    const page = withResponse('address/xch_balance', (json) => {
      json.mojo = 1843250000001;
    });
    expectRule(problemsWith(page), 'address/xch_balance', 'response.example.mojo', 'balance', /add up to 1843250000000 mojo/);
  });

  test('price: a token price and an XCH price that are not the world’s', () => {
    const cat = withResponse('cat/price', (json) => {
      obj(json.price).usd = '0.026';
    });
    expectRule(problemsWith(cat), 'cat/price', 'response.example.price.usd', 'price');
    const xch = withResponse('stats/price', (json) => {
      json.price = 14.52;
    });
    expectRule(problemsWith(xch), 'stats/price', 'response.example.price', 'price', /10.17 USD/);
  });
});

test.describe('offers, types and agreements', () => {
  test('offer-items: an NFT item that carries a token’s cat_info', () => {
    const page = withResponse('offers/list', (json) => {
      const item = obj(list(obj(list(json.data)[0]).offered)[0]);
      item.type = 'NFT1';
    });
    expectRule(problemsWith(page), 'offers/list', 'response.example.data[0].offered[0]', 'offer-items', /an NFT1 item names its NFT/);
  });

  test('types: a value of another type than the response table gives', () => {
    const page = withResponse('nft/info', (json) => {
      json.top_bid = 5.5;
    });
    expectRule(problemsWith(page), 'nft/info', 'response.example.top_bid', 'types', /types top_bid as string/);
  });

  test('echo: the coin page asks for one coin and returns another', () => {
    const page = withResponse('coins', (json) => {
      obj(json.coin).coin_name = ALICE_CHANGE;
    });
    expectRule(problemsWith(page), 'coins', 'response.example.coin.coin_name', 'echo', /does not match coin_id=/);
  });

  test('echo: an unspent coin that the address asked about does not own', () => {
    const page = withResponse('address/xch_transactions', (json) => {
      obj(list(obj(json.owned_transactions).transactions)[0]).to = BOB;
    });
    expectRule(problemsWith(page), 'address/xch_transactions', 'response.example.owned_transactions.transactions[0].to', 'echo');
  });

  test('filter: a trait filter that returns another trait, and a status filter that returns another status', () => {
    const nfts = copyOf('collections/nfts');
    const body = obj(firstCall(nfts).requestBody?.example);
    body.traits = [{head: 'Background', subhead: 'Yak'}];
    expectRule(
      problemsWith(nfts),
      'collections/nfts',
      'response.example.data[0].attributes',
      'filter',
      /lacks the trait "Background" = "Yak"/,
    );
    const offers = withResponse('offers/list', (json) => {
      obj(list(json.data)[1]).offer_status = 'Completed';
    });
    expectRule(problemsWith(offers), 'offers/list', 'response.example.data[1].offer_status', 'filter', /does not match status="Active"/);
  });

  test('convert: an address that does not hold the puzzle hash asked for', () => {
    const page = withResponse('tools/convert_to_address', (json) => {
      json.data = BOB;
    });
    expectRule(problemsWith(page), 'tools/convert_to_address', 'response.example.data', 'convert', /does not hold the same 32 bytes/);
  });

  test('meaning: a dust list with a coin of 1,250,000,000 mojo', () => {
    const page = withResponse('address/xch_transactions', (json) => {
      obj(list(obj(json.received_dust_transactions).transactions)[0]).amount_mojo = 1250000000;
    });
    expectRule(
      problemsWith(page),
      'address/xch_transactions',
      'response.example.received_dust_transactions.transactions[0].amount_mojo',
      'meaning',
      /holds only dust/,
    );
  });

  test('count: a page of two with count=1, and a total that the list does not hold', () => {
    const collections = withResponse('collections/list', (json) => {
      const data = list(json.data);
      data.push(structuredClone(data[0] ?? null));
    });
    expectRule(problemsWith(collections), 'collections/list', 'response.example.data', 'count', /more than the page size count=1/);
    const transfers = withResponse('address/xch_transactions', (json) => {
      obj(json.send_transactions).total_count = 1843;
    });
    expectRule(
      problemsWith(transfers),
      'address/xch_transactions',
      'response.example.send_transactions.transactions',
      'count',
      /holds 1 items while send_transactions.total_count is 1843/,
    );
  });

  test('coverage: an id the request asks for that nothing ties to the answer', () => {
    const agreements = new Map(apiAgreements);
    agreements.set('coins', []);
    const problems = checkCatalogue(apiPages, {...defaultContext, agreements});
    expectRule(problems, 'coins', 'example.mainnet.coin_id', 'coverage', /nothing ties the answer to the coin_id asked for/);
  });
});

test.describe('what the examples show', () => {
  test('every rule looks at examples of the catalogue as committed', () => {
    const {problems, coverage} = runChecks(apiPages);
    expect(problems).toEqual([]);
    for (const rule of exampleRules) expect(coverage.get(rule)?.size ?? 0, `examples the ${rule} rule covers`).toBeGreaterThan(0);
  });

  test('a list an example shortens says so on its page', () => {
    const list = apiPages.find((p) => p.doc === 'cat/list')?.calls[0];
    expect(list?.notes).toContain(excerptNote('cats'));
  });

  test('the testnet sample of a call with a body sends the testnet body', () => {
    const update = apiPages.find((p) => p.doc === 'cat/update')?.calls[0];
    if (!update) throw new Error('no cat/update');
    expect(renderSample(update, 'testnet', 'curl')).toContain('"address": "txch1');
    expect(renderSample(update, 'testnet', 'curl')).not.toContain('"address": "xch1');
    expect(renderSample(update, 'mainnet', 'curl')).toContain('"address": "xch1');
  });
});
