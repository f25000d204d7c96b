// Examples of the token (CAT) calls: Stably USD for prices, supply and holders, dexie bucks for
// the coin list, and an illustrative token for the update.
import type {WorldCat, WorldCoin} from '../model';
import type {CallExample, JsonValue} from '../../types';
import {addressOf, isoAt, main, newestCoinFirst, test, tokenId, tokenNumber, tokenText} from './common';

const usds = main.cat('usds');
const dbx = main.cat('dbx');
const testToken = test.cat('example');

/** Token metadata as `/tokens` and `/token/info/{asset_id}` write it. */
function catInfo(cat: WorldCat): Record<string, JsonValue> {
  return {
    asset_id: cat.assetId,
    token_id: tokenId(cat),
    name: cat.name,
    description: cat.description,
    symbol: cat.symbol,
    preview_url: cat.previewUrl,
    tags: cat.tags,
    twitter: cat.twitter,
    discord: cat.discord,
    website: cat.website,
  };
}

export const catList: CallExample = {
  request: {mainnet: {include_price: true, currency: 'USD'}, testnet: {include_price: true, currency: 'USD'}},
  response: {
    json: {
      status: 'success',
      cats: main.net.cats
        .filter((c) => c.real)
        .map((cat) => ({...catInfo(cat), price_xch: cat.priceXch, price_usd: main.catPriceUsd(cat)})),
    },
  },
};

function priceOf(cat: WorldCat): JsonValue {
  return {usd: String(main.catPriceUsd(cat)), xch: String(cat.priceXch)};
}

function supplyOf(cat: WorldCat): {total: bigint; burned: bigint; melted: bigint; circulating: bigint} {
  if (!cat.supply) throw new Error(`world: ${cat.key} has no supply`);
  const {total, burned, melted} = cat.supply;
  return {total, burned, melted, circulating: total - burned - melted};
}

const usdsSupply = supplyOf(usds);

export const catInfoExample: CallExample = {
  request: {
    mainnet: {asset_id: usds.assetId, include_price: true, include_supply: true, currency: 'USD'},
    testnet: {asset_id: testToken.assetId, include_price: true, include_supply: true, currency: 'USD'},
  },
  response: {
    json: {
      status: 'success',
      info: {...catInfo(usds), type: 'CAT2'},
      price: priceOf(usds),
      supply: {
        total_supply: tokenNumber(usdsSupply.total),
        burned: tokenNumber(usdsSupply.burned),
        melted: tokenNumber(usdsSupply.melted),
        circulating_supply: tokenNumber(usdsSupply.circulating),
      },
    },
  },
};

const askUsds = {mainnet: {asset_id: usds.assetId}, testnet: {asset_id: testToken.assetId}};

export const catTotalSupply: CallExample = {request: askUsds, response: {json: {total_supply: tokenNumber(usdsSupply.total)}}};

export const catCirculatingSupply: CallExample = {
  request: askUsds,
  response: {json: {circulating_supply: tokenNumber(usdsSupply.circulating)}},
};

/** Holders of the token at the peak, largest first. */
function holders(cat: WorldCat): {address: string; amount: bigint}[] {
  const owners = [...new Set(main.net.coins.filter((c) => c.cat === cat.key && c.spentHeight === null).map((c) => c.owner))];
  return owners.map((owner) => ({address: owner, amount: main.tokenBalance(owner, cat.key)})).sort((a, b) => Number(b.amount - a.amount));
}

export const catHolders: CallExample = {
  request: askUsds,
  response: {
    json: {
      status: 'success',
      tokens: holders(usds).map((h) => ({address: addressOf(main, h.address), amount: tokenText(h.amount)})),
      next_cursor: 100,
      total_count: '1843',
    },
  },
};

export const catPrice: CallExample = {
  request: {mainnet: {asset_id: usds.assetId, currency: 'USD'}, testnet: {asset_id: testToken.assetId, currency: 'USD'}},
  response: {json: {status: 'success', price: priceOf(usds)}},
};

/** Coins that moved tokens from one address to another, newest first. */
function transfers(cat: WorldCat): WorldCoin[] {
  return main.net.coins.filter((c) => c.cat === cat.key && c.sender !== c.owner).sort(newestCoinFirst);
}

const activityPage = {type: 'transfer', count: 2, page: 1};

export const catActivity: CallExample = {
  request: {mainnet: {asset_id: usds.assetId, ...activityPage}, testnet: {asset_id: testToken.assetId, ...activityPage}},
  response: {
    json: {
      status: 'success',
      tokens: transfers(usds).map((coin) => ({
        coin_id: coin.id,
        time: isoAt(main, coin.confirmedHeight),
        height: coin.confirmedHeight,
        amount: tokenText(coin.amount),
        from: addressOf(main, coin.sender),
        to: addressOf(main, coin.owner),
        cat_id: usds.assetId,
      })),
    },
  },
};

const example = main.cat('example');

/** The fields of the update body, for a network's issuer address and token. */
function updateBody(address: string, cat: WorldCat): JsonValue {
  return {
    pubkey: 'a9cbfe25bf5cb4f94d948575a9c0b9792d0ee6086cdc339665555c5559f7b499535d2e4f021d19d752ebd254ac0b46ec',
    signature:
      '83e88836cc456901c01fd5f382ea8405650471a95e9743821f53b483e3e7ae42b5821ad65d5df081fcba5f695f5c4054021a20de22d09c79497fe093ed3ddf04eabfc24dc0ecd97f11a44e8672190616dafeabb2624eb1ee2e4a5cc98bea070f',
    signing_mode: 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG:CHIP-0002_',
    message: 'Confirm Sign in to import Tokens from spacescan.io',
    address,
    asset_id: cat.assetId,
    asset_name: cat.name,
    description: cat.description,
    cat_symbol: cat.symbol,
    image_url: cat.previewUrl,
  };
}

export const catUpdate: CallExample = {
  request: {mainnet: {}, testnet: {}},
  body: {mainnet: updateBody(addressOf(main, 'tokenIssuer'), example), testnet: updateBody(addressOf(test, 'tokenIssuer'), testToken)},
  response: {json: {status: 'success', data: {claimed: true, message: 'Token information updated.'}}},
};

export const catTransactions: CallExample = {
  request: {mainnet: {asset_id: dbx.assetId}, testnet: {asset_id: testToken.assetId}},
  response: {
    json: {
      status: 'success',
      data: main.net.coins
        .filter((c) => c.cat === dbx.key && main.net.coins.some((p) => p.id === c.parent))
        .sort(newestCoinFirst)
        .map((coin) => ({
          coin_name: coin.id,
          coin_parent: coin.parent,
          amount: tokenText(coin.amount),
          type: 'CAT2',
          timestamp: main.timeAt(coin.confirmedHeight),
          confirmed_time: isoAt(main, coin.confirmedHeight),
          spend_time: coin.spentHeight === null ? null : isoAt(main, coin.spentHeight),
          confirmed_txn_type: 1,
          sender: {address: addressOf(main, coin.sender)},
          receiver: {address: addressOf(main, coin.owner)},
          cat: {id: dbx.assetId, name: dbx.name, symbol: dbx.symbol, description: dbx.description},
        })),
    },
  },
};
