// Chia's names find our fields (issue 38): a response field that renames a value of Chia's full
// node RPC (its coin record and block record) names the RPC's field, so a reader who knows Chia's
// name learns ours. The table below is what Chia's RPC calls these values (chia_protocol's
// CoinRecord, Coin and BlockRecord); each of our fields with one of these names must carry it.
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';

/** Our field's last name → the name Chia's full node RPC gives the same value. */
const chiaNames: Record<string, string> = {
  confirmed_block: 'confirmed_block_index',
  spent_block: 'spent_block_index',
  spend_block: 'spent_block_index',
  parent_coin: 'parent_coin_info',
  coin_parent: 'parent_coin_info',
};

const leaf = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

const responseFields = apiPages.flatMap((page) =>
  page.calls.flatMap((call) => call.responseFields.map((field) => ({where: `${call.id} ${field.name}`, field}))),
);

test('every response field that renames a Chia RPC field names the RPC field', () => {
  const renamed = responseFields.filter(({field}) => chiaNames[leaf(field.name)] !== undefined);
  // The catalogue has such fields: on the coin, block transactions, NFT events and CAT transactions pages.
  expect(renamed.length).toBeGreaterThanOrEqual(20);
  const wrong = renamed
    .filter(({field}) => field.chiaRpc !== chiaNames[leaf(field.name)])
    .map(({where, field}) => `${where}: chiaRpc is ${field.chiaRpc ?? 'missing'}, Chia's RPC calls it ${chiaNames[leaf(field.name)]}`);
  expect(wrong).toEqual([]);
});

test('a field names a Chia RPC field only when the name differs from its own', () => {
  const same = responseFields
    .filter(({field}) => field.chiaRpc !== undefined && field.chiaRpc === leaf(field.name))
    .map(({where}) => where);
  expect(same).toEqual([]);
});
