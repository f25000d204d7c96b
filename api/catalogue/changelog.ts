// The API changelog: what changed in the Spacescan API, one entry per day, newest first. Writers
// edit this file; `npm run generate:api` writes the page /api/changelog from it, and the build
// writes its RSS and Atom feeds and checks every entry (api/catalogue/changelog-page.ts).
//
// Each change names its call by method and path, as the OpenAPI document does (`GET /block/peak`),
// and, inside the call, a parameter, a response field (its path as the entry writes it), a host or
// an error status. A change names what exists in the catalogue now, unless the same or a later
// entry removes it. `npm run api:changes` fails a pull request whose breaking change no new change
// here names.
//
// Dates are the day the change reached the documentation: the published Spacescan API reference
// up to 2025 (the `added` dates of ../shared/reference/api-endpoints.json and that reference's
// history), this catalogue's history after it.
import type {ApiChangelogEntry} from './types';

export const apiChangelog: readonly ApiChangelogEntry[] = [
  {
    date: '2026-11-25',
    title: "A block's coins, field by field",
    changes: [
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /block/transactions/{block_height}',
        name: 'confirmed_transactions.token_coins',
        text: "Each CAT coin's fields are listed: the standard coin fields, `amount` and `amount_mojo` in the CAT's own units (1 token is 1,000 mojo of that CAT), and `asset_info` with the CAT's id, name, symbol and icon.",
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /block/transactions/{block_height}',
        name: 'confirmed_transactions.nft_coins',
        text: "Each NFT coin's fields are listed: the standard fields it carries, its owner and sender, and `nft_id`.",
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /block/transactions/{block_height}',
        name: 'confirmed_transactions.did_coins',
        text: "Each DID coin's fields are listed: the standard fields it carries, its owner, and `did_id`.",
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /block/transactions/{block_height}',
        name: 'confirmed_transactions.dl_coins',
        text: "Each DataLayer coin's fields are listed: the standard fields it carries, and `store_id`.",
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /block/transactions/{block_height}',
        name: 'spent_transactions',
        text: 'The lists of spent coins are described item by item, as the lists of created coins are.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /block/transactions/{block_height}',
        name: 'reward_coins',
        text: "Each reward coin's fields are listed: those of a standard coin.",
      },
    ],
  },
  {
    date: '2026-11-23',
    title: 'Fields that can be null say so',
    changes: [
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /nfts/events/{nft_id}',
        name: '[].spend_time',
        text: 'Can be `null`: the coin is not spent yet.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /nfts/events/{nft_id}',
        name: '[].spend_txn_id',
        text: 'Can be `null`: the coin is not spent yet.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /nfts/events/{nft_id}',
        name: '[].memo',
        text: 'Can be `null`: the spend carries no memo.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /nfts/events/{nft_id}',
        name: '[].spend_tags',
        text: 'Can be `null`: the spend has no tags.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /offer/{offer_id}',
        name: 'data.settled',
        text: 'Can be `null`: the offer has not settled.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /offer/{offer_id}',
        name: 'data.offered[].symbol',
        text: 'Can be `null`: the asset is an NFT.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /offers',
        name: 'data[].settled',
        text: 'Can be `null`: the offer has not settled.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /offers',
        name: 'data[].offered[].symbol',
        text: 'Can be `null`: the asset is an NFT.',
      },
      {
        kind: 'changed',
        subject: 'response field',
        call: 'GET /offers/asset/{asset_id}',
        name: 'data[].settled',
        text: 'Can be `null`: the offer has not settled.',
      },
    ],
  },
  {
    date: '2025-12-29',
    title: 'Balance at a past block or time; dust defined',
    changes: [
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /address/xch-historical-balance/{address}',
        text: 'Returns the XCH an address held at a past block height or moment. Pro hosts only.',
      },
      {
        kind: 'changed',
        subject: 'parameter',
        call: 'GET /address/xch-balance/{address}',
        name: 'include_dust',
        text: 'Dust is defined: Spacescan counts a coin worth less than 10,000 mojo (0.00000001 XCH) as dust. Dust stays out of the balance unless you ask for it.',
      },
      {
        kind: 'changed',
        subject: 'parameter',
        call: 'GET /block/transactions/{block_height}',
        name: 'include_dust',
        text: 'Adds the standard coins worth less than 10,000 mojo, which the answer leaves out otherwise.',
      },
    ],
  },
  {
    date: '2025-09-22',
    title: 'Blocks by time, and the coins of a block',
    changes: [
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /block/timestamp/{unix_timestamp}',
        text: 'Finds the block created at a given Unix second.',
      },
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /block/transactions/{block_height}',
        text: 'Lists the coins a block created and spent, grouped by kind of coin.',
      },
    ],
  },
  {
    date: '2025-09-14',
    title: 'Balance windows: both ends, one kind',
    changes: [
      {
        kind: 'changed',
        subject: 'parameter',
        call: 'GET /address/xch-balance/{address}',
        name: 'start_timestamp',
        text: 'Takes Unix seconds, no longer ISO 8601 text; `end_timestamp` too. Give both ends of a window, and either a block window or a time window, not both.',
      },
      {
        kind: 'changed',
        subject: 'parameter',
        call: 'GET /address/token-balance/{address}',
        name: 'start_block',
        text: 'Give both ends of a window, and either a block window (`start_block`, `end_block`) or a time window (`start_timestamp`, `end_timestamp`), not both.',
      },
      {
        kind: 'changed',
        subject: 'parameter',
        call: 'GET /address/nft-balance/{address}',
        name: 'start_block',
        text: 'Give both ends of a window, and either a block window (`start_block`, `end_block`) or a time window (`start_timestamp`, `end_timestamp`), not both.',
      },
    ],
  },
  {
    date: '2025-09-03',
    title: 'Token and NFT balance windows without Pro',
    changes: [
      {
        kind: 'changed',
        subject: 'parameter',
        call: 'GET /address/token-balance/{address}',
        name: 'start_block',
        text: 'The window parameters are no longer marked Pro only, and the `is_pro` flag of the Pro samples is gone.',
      },
      {
        kind: 'changed',
        subject: 'parameter',
        call: 'GET /address/nft-balance/{address}',
        name: 'start_block',
        text: 'The window parameters are no longer marked Pro only, and the `is_pro` flag of the Pro samples is gone.',
      },
    ],
  },
  {
    date: '2025-08-28',
    title: 'Token and NFT balances over a window',
    changes: [
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/token-balance/{address}',
        name: 'start_block',
        text: 'With `end_block`, or `start_timestamp` and `end_timestamp`, limits the balance to a window. Marked Pro only at first.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/nft-balance/{address}',
        name: 'start_block',
        text: 'With `end_block`, or `start_timestamp` and `end_timestamp`, limits the balance to a window. Marked Pro only at first.',
      },
    ],
  },
  {
    date: '2025-08-26',
    title: 'Unspent and spent coins of an address; XCH balance by time',
    changes: [
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/xch-transaction/{address}',
        name: 'include_owned',
        text: 'Set to `true` for the coins the address holds now, unspent.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/xch-transaction/{address}',
        name: 'include_spend',
        text: 'Set to `true` for the coins the address held and spent.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/xch-transaction/{address}',
        name: 'owned_cursor',
        text: 'Pages through the unspent coins.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/xch-transaction/{address}',
        name: 'spent_cursor',
        text: 'Pages through the spent coins.',
      },
      {
        kind: 'added',
        subject: 'response field',
        call: 'GET /address/xch-transaction/{address}',
        name: 'owned_transactions',
        text: 'The unspent coins, with a cursor to the next page and their total count.',
      },
      {
        kind: 'added',
        subject: 'response field',
        call: 'GET /address/xch-transaction/{address}',
        name: 'spent_transactions',
        text: 'The spent coins, with when each was spent, a cursor to the next page and their total count.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/xch-balance/{address}',
        name: 'start_timestamp',
        text: 'With `end_timestamp`, limits the balance to the coins received in a time window.',
      },
    ],
  },
  {
    date: '2025-08-14',
    title: 'Block windows for balances and holders',
    changes: [
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/xch-balance/{address}',
        name: 'start_block',
        text: 'With `end_block`, limits the balance to the coins received in a window of blocks.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /token/holders/{asset_id}',
        name: 'start_block',
        text: 'With `end_block`, limits the holders to a window of blocks.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /token/holders/{asset_id}',
        name: 'profile',
        text: 'Adds the profile of each holder.',
      },
    ],
  },
  {
    date: '2025-06-19',
    title: 'The NFTs of a DID',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /did/nfts/{did}', text: 'Lists the NFTs a DID holds, the NFTs it minted, or both.'},
    ],
  },
  {
    date: '2025-03-13',
    title: 'Offers for an asset',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /offers/asset/{asset_id}', text: 'Lists the offers that give or ask for one asset.'},
    ],
  },
  {
    date: '2025-02-18',
    title: 'Offers',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /offers', text: 'Lists offers, filtered by status.'},
      {kind: 'added', subject: 'call', call: 'GET /offer/{offer_id}', text: 'Returns one offer by its id.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'POST /api/offer/upload',
        text: 'Sends an offer to Spacescan, which checks it, stores it and shows it on the explorer.',
      },
    ],
  },
  {
    date: '2025-01-28',
    title: 'The newest block, and a block by height',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /block/peak', text: 'Returns the newest block of the chain.'},
      {kind: 'added', subject: 'call', call: 'GET /block/{block_height}', text: 'Returns one block by its height.'},
    ],
  },
  {
    date: '2025-01-23',
    title: 'NFT licenses; token activity by asset id',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /nfts/{nft_id}/license', text: "Returns the file of an NFT's license."},
      {
        kind: 'removed',
        subject: 'parameter',
        call: 'GET /token/activity',
        name: 'cat_id',
        text: 'Renamed `asset_id`. Send `asset_id` to filter the activity by token.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /token/activity',
        name: 'asset_id',
        text: 'Filters the activity by token; it replaces `cat_id`.',
      },
    ],
  },
  {
    date: '2025-01-13',
    title: 'Collections',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /collections', text: 'Lists NFT collections.'},
      {kind: 'added', subject: 'call', call: 'GET /collections/{collection_id}', text: 'Returns one collection.'},
      {kind: 'added', subject: 'call', call: 'POST /collections/{collection_id}/nfts', text: 'Lists the NFTs of a collection.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /collections/{collection_id}/activities',
        text: 'Lists the trading activity of a collection.',
      },
    ],
  },
  {
    date: '2025-01-11',
    title: 'NFT details and conversion tools',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /nfts/{nft_id}/original', text: "Returns an NFT's original file."},
      {kind: 'added', subject: 'call', call: 'GET /nfts/{nft_id}/metadata', text: "Returns an NFT's metadata."},
      {kind: 'added', subject: 'call', call: 'GET /nfts/events/{nft_id}', text: 'Lists the events of an NFT.'},
      {kind: 'added', subject: 'call', call: 'GET /nfts/offers/{nft_id}', text: 'Lists the offers for an NFT.'},
      {kind: 'added', subject: 'call', call: 'GET /tools/convert_to_address/{hash}', text: 'Turns a puzzle hash into an address.'},
      {kind: 'added', subject: 'call', call: 'GET /tools/convert_from_address/{address}', text: 'Turns an address into its puzzle hash.'},
      {kind: 'added', subject: 'call', call: 'GET /tools/convert_to_nft/{hash}', text: 'Turns a launcher id into an NFT id.'},
      {kind: 'added', subject: 'call', call: 'GET /tools/convert_from_nft/{nft_id}', text: 'Turns an NFT id into its launcher id.'},
      {kind: 'added', subject: 'call', call: 'GET /tools/convert_to_did/{hash}', text: 'Turns a launcher id into a DID.'},
      {kind: 'added', subject: 'call', call: 'GET /tools/convert_from_did/{did}', text: 'Turns a DID into its launcher id.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'POST /tools/get_coin_id',
        text: "Computes a coin's id from its parent, puzzle hash and amount.",
      },
    ],
  },
  {
    date: '2025-01-08',
    title: 'NFT information moves',
    changes: [
      {kind: 'removed', subject: 'call', call: 'GET /nft/info/{nft_id}', text: 'Moved to `GET /nfts/{nft_id}`.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /nfts/{nft_id}',
        text: 'The new path of NFT information, which was `GET /nft/info/{nft_id}`.',
      },
    ],
  },
  {
    date: '2025-01-03',
    title: 'Token activity; the token list moves',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /token/activity', text: 'Lists the transfers, mints, burns and melts of CAT tokens.'},
      {kind: 'removed', subject: 'call', call: 'GET /cats', text: 'Moved to `GET /tokens`.'},
      {kind: 'added', subject: 'call', call: 'GET /tokens', text: 'The new path of the token list, which was `GET /cats`.'},
    ],
  },
  {
    date: '2024-12-31',
    title: 'Token holders and prices move',
    changes: [
      {kind: 'removed', subject: 'call', call: 'GET /cat/holders/{asset_id}', text: 'Moved to `GET /token/holders/{asset_id}`.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /token/holders/{asset_id}',
        text: 'The new path of the token holders, which was `GET /cat/holders/{asset_id}`.',
      },
      {kind: 'removed', subject: 'call', call: 'GET /cat/catprice/{asset_id}', text: 'Moved to `GET /token/price/{asset_id}`.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /token/price/{asset_id}',
        text: 'The new path of the token price, which was `GET /cat/catprice/{asset_id}`.',
      },
    ],
  },
  {
    date: '2024-12-30',
    title: 'NFT market figures',
    changes: [
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /nft/stats',
        text: 'Returns running totals for all NFTs on Chia: collections, NFTs, trades, volume and royalties.',
      },
    ],
  },
  {
    date: '2024-12-26',
    title: 'Token information moves',
    changes: [
      {kind: 'removed', subject: 'call', call: 'GET /cat/info/{asset_id}', text: 'Moved to `GET /token/info/{asset_id}`.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /token/info/{asset_id}',
        text: 'The new path of token information, which was `GET /cat/info/{asset_id}`, with `include_price`, `include_supply` and `currency`.',
      },
    ],
  },
  {
    date: '2024-12-23',
    title: 'XCH price and supply',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /stats/price', text: 'Returns the price of XCH.'},
      {kind: 'added', subject: 'call', call: 'GET /stats/total-supply', text: 'Returns the total supply of XCH.'},
      {kind: 'added', subject: 'call', call: 'GET /stats/circulating-supply', text: 'Returns the circulating supply of XCH.'},
    ],
  },
  {
    date: '2024-12-15',
    title: 'The XCH balance moves; NFT transfers of an address',
    changes: [
      {kind: 'removed', subject: 'call', call: 'GET /address/balance/{address}', text: 'Moved to `GET /address/xch-balance/{address}`.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /address/xch-balance/{address}',
        text: 'The new path of the XCH balance, which was `GET /address/balance/{address}`.',
      },
      {
        kind: 'added',
        subject: 'parameter',
        call: 'GET /address/xch-balance/{address}',
        name: 'include_dust',
        text: 'Set to `true` to count dust coins in the balance.',
      },
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /address/nft-transaction/{address}',
        text: 'Lists the NFTs an address sent and received.',
      },
    ],
  },
  {
    date: '2024-12-14',
    title: 'Token and NFT balances and transfers of an address',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /address/token-balance/{address}', text: 'Returns the CAT tokens an address holds.'},
      {kind: 'added', subject: 'call', call: 'GET /address/nft-balance/{address}', text: 'Returns the NFTs an address holds.'},
      {kind: 'added', subject: 'call', call: 'GET /address/xch-transaction/{address}', text: 'Lists the XCH an address sent and received.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /address/token-transaction/{address}',
        text: 'Lists the CAT tokens an address sent and received.',
      },
    ],
  },
  {
    date: '2024-11-10',
    title: 'DID information',
    changes: [{kind: 'added', subject: 'call', call: 'GET /did/info/{did}', text: 'Returns one DID.'}],
  },
  {
    date: '2024-10-30',
    title: 'Tokens',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /cats', text: 'Lists CAT tokens.'},
      {kind: 'added', subject: 'call', call: 'GET /cat/catprice/{asset_id}', text: 'Returns the price of a CAT token.'},
      {kind: 'added', subject: 'call', call: 'GET /token/total-supply/{asset_id}', text: 'Returns the total supply of a CAT token.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /token/circulating-supply/{asset_id}',
        text: 'Returns the circulating supply of a CAT token.',
      },
      {kind: 'added', subject: 'call', call: 'GET /cat/transactions/{asset_id}', text: 'Lists the coins that moved a CAT token.'},
      {kind: 'added', subject: 'call', call: 'POST /cat/info/updatecat', text: "Updates a CAT token's listing on Spacescan."},
    ],
  },
  {
    date: '2024-10-29',
    title: 'Token, collection and NFT information',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /cat/info/{asset_id}', text: 'Returns one CAT token.'},
      {kind: 'added', subject: 'call', call: 'GET /cat/holders/{asset_id}', text: 'Lists the holders of a CAT token.'},
      {kind: 'added', subject: 'call', call: 'GET /collection/info/{collection_id}', text: 'Returns one NFT collection.'},
      {kind: 'added', subject: 'call', call: 'GET /nft/info/{nft_id}', text: 'Returns one NFT.'},
    ],
  },
  {
    date: '2024-10-28',
    title: 'Coins, and the older query-string calls',
    changes: [
      {kind: 'added', subject: 'call', call: 'GET /coin/info/{coin_id}', text: 'Returns one coin by its id.'},
      {kind: 'added', subject: 'call', call: 'GET /datalayer/mirror', text: 'Older call: the mirrors of a DataLayer store.'},
      {
        kind: 'added',
        subject: 'call',
        call: 'GET /mempool/minfee',
        text: 'Older call: the fee a standard transaction needs to enter a full mempool.',
      },
      {kind: 'added', subject: 'call', call: 'GET /did/info', text: 'Older call: one DID.'},
      {kind: 'added', subject: 'call', call: 'GET /collection/info', text: 'Older call: one NFT collection.'},
      {kind: 'added', subject: 'call', call: 'GET /collection/nfts', text: 'Older call: the NFTs of a collection.'},
      {kind: 'added', subject: 'call', call: 'GET /collection/holders', text: 'Older call: the holders of a collection.'},
      {kind: 'added', subject: 'call', call: 'GET /nft/info', text: 'Older call: one NFT.'},
      {kind: 'added', subject: 'call', call: 'GET /nft/transactions', text: 'Older call: the transfers of an NFT.'},
      {kind: 'added', subject: 'call', call: 'GET /stats/nfts', text: 'Older call: figures of the NFT market.'},
      {kind: 'added', subject: 'call', call: 'GET /offers/list', text: 'Older call: a list of offers.'},
      {kind: 'added', subject: 'call', call: 'GET /offer', text: 'Older call: one offer.'},
      {kind: 'added', subject: 'call', call: 'GET /stats/netspace', text: 'Older call: the netspace of the Chia network.'},
    ],
  },
];
