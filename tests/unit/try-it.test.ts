import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {callNetworks, curlCommand, renderSample} from '../../api/catalogue/samples';
import type {ApiCall, Network} from '../../api/catalogue/types';
import {isBech32m, paramProblem} from '../../src/components/ApiTryIt/formats';
import {exampleBody, exampleForm, formParams, formRequest} from '../../src/components/ApiTryIt/request';

// The Try it console's logic without a browser: its untouched form sends the page's own example
// (the same curl, byte for byte), every example value passes its format check, and a value with
// one character wrong does not; the built page has the button, which its Markdown twin and the
// search leave out.

const calls: ApiCall[] = apiPages.flatMap((page) => page.calls);
const each = (fn: (call: ApiCall, network: Network) => void): void => {
  for (const call of calls) for (const network of callNetworks(call)) fn(call, network);
};

test('the untouched console builds the curl the page shows, for every call and network', () => {
  let compared = 0;
  each((call, network) => {
    const request = formRequest(call, network, exampleForm(call, network), exampleBody(call, network));
    expect(curlCommand(request), `${call.id} ${network}`).toBe(renderSample(call, network, 'curl'));
    compared += 1;
  });
  expect(compared).toBeGreaterThan(60);
});

test('a cleared optional field is left out of the request, and an edited one is sent as typed', () => {
  const call = calls.find((c) => c.id === 'address/xch_transactions');
  if (!call) throw new Error('no address/xch_transactions');
  const form = {...exampleForm(call, 'mainnet'), include_send_dust: '', count: '25'};
  const url = formRequest(call, 'mainnet', form, '').url;
  expect(url).not.toContain('include_send_dust');
  expect(url).toContain('count=25');
});

test('every example value passes the check of its parameter', () => {
  let checked = 0;
  each((call, network) => {
    const form = exampleForm(call, network);
    for (const param of formParams(call)) {
      expect(
        paramProblem(call, param, network, form[param.name] ?? ''),
        `${call.id} ${network} ${param.name}=${form[param.name]}`,
      ).toBeNull();
      checked += 1;
    }
  });
  expect(checked).toBeGreaterThan(100);
});

test('a path parameter with a typo, the wrong prefix or the wrong length is flagged', () => {
  const byId = (id: string): ApiCall => {
    const found = calls.find((c) => c.id === id);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };
  const cases: [string, string, Network, (example: string) => string][] = [
    ['address/xch_balance', 'address', 'mainnet', (v) => `${v.slice(0, -1)}${v.endsWith('q') ? 'p' : 'q'}`], // checksum
    ['address/xch_balance', 'address', 'mainnet', (v) => `t${v}`], // a testnet address on mainnet
    ['address/xch_balance', 'address', 'testnet', (v) => v.slice(1)], // a mainnet address on testnet
    ['address/xch_balance', 'address', 'mainnet', (v) => `${v}q`],
    ['address/xch_balance', 'address', 'mainnet', (v) => v.replace(/.$/, 'b')], // b is outside the charset
    ['cat/info', 'asset_id', 'mainnet', (v) => v.slice(1)],
    ['cat/info', 'asset_id', 'mainnet', (v) => `0x${v}`],
    ['cat/info', 'asset_id', 'mainnet', (v) => `${v.slice(1)}g`],
    ['coins', 'coin_id', 'mainnet', (v) => v.slice(2)],
    ['block/info', 'block_height', 'mainnet', (v) => `${v}.5`],
    ['block/info', 'block_height', 'mainnet', () => 'peak'],
    ['block/info', 'block_height', 'mainnet', () => '-1'],
    ['nft/info', 'nft_id', 'mainnet', (v) => v.replace('nft1', 'col1')],
    ['did/info', 'did', 'mainnet', (v) => v.slice(0, -2)],
  ];
  for (const [id, name, network, edit] of cases) {
    const call = byId(id);
    const param = call.params.find((p) => p.name === name);
    if (!param) throw new Error(`no ${name} on ${id}`);
    const example = exampleForm(call, network)[name] ?? '';
    const wrong = edit(example);
    expect(paramProblem(call, param, network, wrong), `${id} ${network} ${name}=${wrong}`).not.toBeNull();
  }
  expect(paramProblem(byId('block/info'), byId('block/info').params[0]!, 'mainnet', '')).toMatch(/needs it/);
});

test('bech32m: the checksum is checked, not only the characters', () => {
  const address = 'xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9';
  expect(isBech32m(address, 'xch')).toBe(true);
  expect(isBech32m(address.toUpperCase(), 'xch')).toBe(true);
  // Two characters swapped keep the charset and the length.
  expect(isBech32m(address.replace('raq8', 'rqa8'), 'xch')).toBe(false);
});
