// What many entries share, said once: the hosts each kind of access uses, the errors every call
// can answer, and the parameters several calls take with the same meaning.
import {apiHosts} from './groups';
import type {Access, ApiCall, ApiErrorCase, ApiField, ApiParam, ExampleAgreement} from './types';

/** The hosts of a call follow from its access. */
export function hostsFor(access: Access): ApiCall['hosts'] {
  switch (access) {
    case 'free':
      return {mainnet: apiHosts.mainnet, testnet: apiHosts.testnet, pro: apiHosts.pro};
    case 'pro-only':
      return {mainnet: apiHosts.pro, testnet: apiHosts.proTestnet, pro: apiHosts.pro};
    case 'legacy-authkey':
    case 'legacy-open':
      return {mainnet: apiHosts.mainnet};
  }
}

// Errors every current call can answer.
export const tooManyRequests: ApiErrorCase = {
  status: 429,
  meaning: 'You sent too many requests in a short time. Wait, then retry more slowly.',
};
export const serverError: ApiErrorCase = {status: 500, meaning: 'The server failed while it handled the request. Retry later.'};
export const maintenance: ApiErrorCase = {status: 503, meaning: 'The API is down for maintenance. Retry later.'};
/** 429, 500 and 503, in that order. */
export const serviceErrors: readonly ApiErrorCase[] = [tooManyRequests, serverError, maintenance];

// Errors several calls answer with the same meaning.
export const invalidRequest: ApiErrorCase = {status: 400, meaning: 'The request is not valid: a parameter is missing or malformed.'};
export const malformedNftId: ApiErrorCase = {
  status: 400,
  meaning: 'The request is malformed, for example an `nft_id` that is not a valid NFT id.',
};
export const unreadableCollectionId: ApiErrorCase = {
  status: 400,
  meaning: 'A parameter has a value the API cannot read, such as a `collection_id` that is not a valid `col1…` id.',
};
export const invalidHash: ApiErrorCase = {status: 400, meaning: 'The `hash` you sent is not 32 bytes of valid hex.'};
export const invalidDid: ApiErrorCase = {status: 400, meaning: 'The `did` value is not a valid `did:chia:1…` identifier.'};
export const unknownCat: ApiErrorCase = {status: 404, meaning: 'Spacescan knows no CAT with that asset id.'};
export const unknownNft: ApiErrorCase = {status: 404, meaning: 'No NFT has this id.'};

/**
 * What Chia's full node RPC calls the values some of our fields rename (chia_protocol's CoinRecord,
 * Coin and BlockRecord, as get_coin_record_by_name and get_block_record_by_height answer them).
 * A field names it in `chiaRpc`; its row shows it, and search finds the field by it.
 */
export const chiaRpcName = {
  confirmedBlock: 'confirmed_block_index',
  spentBlock: 'spent_block_index',
  parentCoin: 'parent_coin_info',
  blockHeight: 'height',
  headerHash: 'header_hash',
} as const;

/** A required string in the path; the description says what this call wants it for. */
export function pathParam(name: string, description: string): ApiParam {
  return {name, in: 'path', type: 'string', required: true, description};
}

// The `status` field of most answers. Two wordings of one fact are published today; keeping both
// keeps the pages byte for byte as they were (choosing one is a deliberate description change).
export const statusField: ApiField = {
  name: 'status',
  type: 'string',
  description: '`success` when the call works, `failed` when it does not.',
};
export const statusReadsField: ApiField = {
  name: 'status',
  type: 'string',
  description: 'Reads `success` when the call works and `failed` when it does not.',
};

/** The asset id of a CAT in the path. */
export const assetIdPath: ApiParam = {
  name: 'asset_id',
  in: 'path',
  type: 'string',
  required: true,
  description: 'Asset id of the CAT (its TAIL hash), as 64 hex characters.',
};

/** The page size of a paged call: its default, what a page holds, and its limit where the API states one. */
export function countParam(byDefault: number, description: string, constraints?: string): ApiParam {
  return {
    name: 'count',
    in: 'query',
    type: 'integer',
    required: false,
    default: byDefault,
    ...(constraints !== undefined && {constraints}),
    description,
  };
}

/** The paging details of the collection calls. */
export const paginationField: ApiField = {
  name: 'pagination',
  type: 'object',
  description: 'Paging details: the `page` number, the page size `count`, and the `total` number of results over all pages.',
};
/** A page of `data` agrees with `pagination`, and `pagination` echoes `page` and `count`. */
export const paginationAgreements: readonly ExampleAgreement[] = [
  {rule: 'count', items: 'data', total: 'pagination.total', pageSize: 'count'},
  {rule: 'echo', param: 'page', at: 'pagination.page'},
  {rule: 'echo', param: 'count', at: 'pagination.count'},
];

/** Whether the XCH balance calls count dust coins. */
export const includeDustParam: ApiParam = {
  name: 'include_dust',
  in: 'query',
  type: 'boolean',
  required: false,
  default: false,
  description: 'Set to `true` to count dust coins in the balance.',
};

/** A token's price in the chosen currency and in XCH, under `price`. */
export const tokenPriceFields: readonly ApiField[] = [
  {
    name: 'price.usd',
    type: 'string',
    description: 'Price in the currency you chose, as a string. The key is the currency code in lower case, here `usd`.',
  },
  {name: 'price.xch', type: 'string', description: 'Price in XCH, as a string.'},
];

/** The first page is 1. */
export const pageParam: ApiParam = {
  name: 'page',
  in: 'query',
  type: 'integer',
  required: false,
  default: 1,
  description: 'Which page of results to return, counting from 1.',
};

/** A window of blocks or of time that limits which received coins count. */
export const windowParams: readonly ApiParam[] = [
  {
    name: 'start_block',
    in: 'query',
    type: 'integer',
    required: false,
    constraints: 'Give `end_block` with it.',
    description: 'Block height where the window starts.',
  },
  {
    name: 'end_block',
    in: 'query',
    type: 'integer',
    required: false,
    constraints: 'Give `start_block` with it.',
    description: 'Block height where the window ends.',
  },
  {
    name: 'start_timestamp',
    in: 'query',
    type: 'integer',
    required: false,
    constraints: 'Give `end_timestamp` with it.',
    description: 'Moment the window starts, as Unix time in seconds.',
  },
  {
    name: 'end_timestamp',
    in: 'query',
    type: 'integer',
    required: false,
    constraints: 'Give `start_timestamp` with it.',
    description: 'Moment the window ends, as Unix time in seconds.',
  },
];

/** The cursors of the sent and received lists of the address transaction calls. */
export const sendCursor: ApiParam = {
  name: 'send_cursor',
  in: 'query',
  type: 'integer',
  required: false,
  description: 'Where the next page of sent transfers starts: the `next_cursor` of `send_transactions` from your last call.',
};
export const receivedCursor: ApiParam = {
  name: 'received_cursor',
  in: 'query',
  type: 'integer',
  required: false,
  description: 'Where the next page of received transfers starts: the `next_cursor` of `received_transactions` from your last call.',
};

/** The two headers every offer call except the upload wants. */
export const offerHeaders: readonly ApiParam[] = [
  {name: 'version', in: 'header', type: 'string', required: true, description: 'Version of the offer API to use, such as `v1`.'},
  {name: 'network', in: 'header', type: 'string', required: true, description: 'Network to read: `xch` for mainnet, `txch` for testnet.'},
];

/** The key and version parameters of the older query-string API. */
export const authkeyParam: ApiParam = {
  name: 'authkey',
  in: 'query',
  type: 'string',
  required: false,
  description: 'Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused.',
};
export const legacyNetworkParam: ApiParam = {
  name: 'network',
  in: 'query',
  type: 'string',
  required: false,
  enum: ['mainnet', 'testnet10'],
  description: 'The chain to read: `mainnet` or `testnet10`.',
};
export const legacyVersionParam: ApiParam = {
  name: 'Version',
  in: 'query',
  type: 'number',
  required: false,
  default: 1,
  description: 'Selects the version of the older API that answers the request.',
};
/** The older query-string call's key, its own parameter, then network and Version. */
export function legacyParamsWith(own: ApiParam): ApiParam[] {
  return [authkeyParam, own, legacyNetworkParam, legacyVersionParam];
}
/** The NFT id of the older NFT calls, in the query. */
export const legacyNftIdParam: ApiParam = {
  name: 'nft_id',
  in: 'query',
  type: 'string',
  required: true,
  description: 'The NFT id, starting with `nft1`. It encodes the launcher coin id of the NFT.',
};
/** The network of the older v1 statistics calls, which default to mainnet. */
export const legacyV1NetworkParam: ApiParam = {
  name: 'network',
  in: 'query',
  type: 'string',
  required: false,
  default: 'mainnet',
  enum: ['mainnet', 'testnet10'],
  description: 'The chain to read: `mainnet` or `testnet10`.',
};
/** The network of the supply calls. */
export const statsNetworkParam: ApiParam = {
  name: 'network',
  in: 'query',
  type: 'string',
  required: false,
  default: 'mainnet',
  description: 'Which chain to read: `mainnet` or `testnet`.',
};
/** The network a DID belongs to, for the DID conversion tools. */
export const didNetworkParam: ApiParam = {
  name: 'network',
  in: 'query',
  type: 'string',
  required: false,
  default: 'xch',
  enum: ['xch', 'txch11', 'aba'],
  description: 'The network the DID belongs to: `xch` for mainnet, `txch11` for testnet11, or `aba` for the ABA chain.',
};
/** authkey, network and Version: what every older query-string call takes besides its own parameters. */
export const legacyParams: readonly ApiParam[] = [authkeyParam, legacyNetworkParam, legacyVersionParam];

/** The collection id of the older NFT calls, in the query. */
export const legacyColIdParam: ApiParam = {
  name: 'col_id',
  in: 'query',
  type: 'string',
  required: true,
  description:
    'The collection id, starting with `col1`. Spacescan derives it from the collection named in the NFT metadata and the DID that minted the NFTs.',
};

// Why an older call is older (ApiCall.legacy.reason), by the API it belongs to, and the note every older call carries.
export const legacyQueryReason =
  'It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers.';
export const legacyAuthkeyReason =
  'It belongs to the older query-string API: the key travels in `authkey`, and the pages show only placeholder answers.';
export const legacyV1Reason =
  'It belongs to the older v1 API: `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages say it no longer asks for an `authkey`.';
export const legacyGetNote = 'The older pages never name the HTTP method. Send this query-string URL as a `GET` request.';

/** The only answer the older pages show: a placeholder. */
export const legacyPlaceholderField = {
  name: 'status',
  type: 'string',
  description:
    'Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented.',
} as const;

/** Fields under one prefix: `prefix` + each field's own name. */
export function fieldsUnder(prefix: string, fields: readonly ApiField[]): ApiField[] {
  return fields.map((field) => ({...field, name: `${prefix}${field.name}`}));
}

/** What one kind of transfer list of the address calls says in its own words. */
export interface TransferKind {
  /** What the lists hold, as the list's description opens: `NFT transfers`. */
  transfers: string;
  /** The description of each item's `coin_id`. */
  coinId: string;
  /** The item's own fields after `height` (the asset and amount). */
  own: readonly ApiField[];
  /** What moved, as `to` and `from` name it: `the NFT`. */
  moved: string;
  /** The description of `total_count`, by direction. */
  total: (direction: 'sent' | 'received') => string;
}

/** The `send_transactions` and `received_transactions` lists of the address calls, each paged by its own cursor. */
export function transferListFields(kind: TransferKind): ApiField[] {
  const list = (key: 'send' | 'received', direction: 'sent' | 'received', counterparty: ApiField): ApiField[] => [
    {
      name: `${key}_transactions.transactions`,
      type: 'array',
      description: `${kind.transfers} the address ${direction}, one item per coin.`,
    },
    ...fieldsUnder(`${key}_transactions.transactions[].`, [
      {name: 'coin_id', type: 'string', description: kind.coinId},
      {name: 'time', type: 'string', description: 'Time of the transfer, as an ISO 8601 string in UTC.'},
      {name: 'height', type: 'number', description: 'Height of the block that holds the transfer.'},
      ...kind.own,
      counterparty,
      {name: 'memo', type: 'string[]', description: 'Memos the sender attached to the transfer, if any.'},
    ]),
    {
      name: `${key}_transactions.next_cursor`,
      type: 'number',
      description: `Pass this value as \`${key}_cursor\` to fetch the next page of ${direction} transfers.`,
    },
    {name: `${key}_transactions.total_count`, type: 'number', description: kind.total(direction)},
  ];
  return [
    ...list('send', 'sent', {name: 'to', type: 'string', description: `Address that received ${kind.moved}.`}),
    ...list('received', 'received', {name: 'from', type: 'string', description: `Address that sent ${kind.moved}.`}),
  ];
}

/** A paged list of coins that involve the address asked about: every coin in it was sent (`coin.sender`) or is owned (`coin.owner`) by that address, and its length agrees with `count` and `total_count`. */
export function addressListAgreements(list: string, via: 'coin.sender' | 'coin.owner'): ExampleAgreement[] {
  return [
    {rule: 'echo', param: 'address', at: `${list}.transactions[].coin_id`, via},
    {rule: 'count', items: `${list}.transactions`, total: `${list}.total_count`, pageSize: 'count'},
  ];
}

/** The agreements of the sent and received transfer lists. */
export const transferListAgreements: readonly ExampleAgreement[] = [
  ...addressListAgreements('send_transactions', 'coin.sender'),
  ...addressListAgreements('received_transactions', 'coin.owner'),
];

/** The fields of a block's summary: what the peak call answers, and the start of the block call's answer. */
export const blockSummaryFields: readonly ApiField[] = [
  {name: 'number', type: 'string', description: 'Height of the block, as a string of digits.', chiaRpc: chiaRpcName.blockHeight},
  {name: 'hash', type: 'string', description: 'Header hash of the block, in hex.', chiaRpc: chiaRpcName.headerHash},
  {
    name: 'type',
    type: 'string',
    description: '`Transaction block` when the block carries transactions, `Non Transaction block` when it does not.',
  },
  {
    name: 'timestamp',
    type: 'string|null',
    description: 'Time the block was created, as an ISO 8601 string in UTC. It can be `null` for a non-transaction block.',
  },
  {
    name: 'farmer_address',
    type: 'string',
    description: "Address that receives the farmer's share of the reward.",
  },
  {
    name: 'pool_address',
    type: 'string',
    description: "Address that receives the pool's share of the reward.",
  },
  {name: 'plot', type: 'string', description: 'Size of the plot that won the block, such as `K32`.'},
  {name: 'block_reward', type: 'number', description: 'Total reward of the block, in XCH.'},
  {name: 'pool_amount', type: 'number', description: "The pool's share of the reward, in XCH."},
  {name: 'farmer_amount', type: 'number', description: "The farmer's share of the reward, in XCH."},
  {
    name: 'transferred_amount',
    type: 'number',
    description: 'Total value that the transactions in the block moved.',
  },
];

/** The height of a block in the path. */
export const blockHeightPath: ApiParam = {
  name: 'block_height',
  in: 'path',
  type: 'integer',
  required: true,
  description: 'Height of the block you want, as an integer.',
};

/** 401: what an offer call answers without its two headers. */
export const missingOfferHeaders: ApiErrorCase = {status: 401, meaning: 'The `version` or `network` header is missing.'};

/** The fields of one offer, under `prefix` (`data.` for one offer, `data[].` for a list). */
export function offerFields(prefix: string): ApiField[] {
  return fieldsUnder(prefix, [
    {name: 'id', type: 'string', description: "The offer's id, a base58 string; pass it as `offer_id` to fetch this offer alone."},
    {
      name: 'offer_status',
      type: 'string',
      description: 'Where the offer stands: `Active`, `Pending`, `Cancelling`, `Cancelled`, `Completed`, `Unknown` or `Expired`.',
    },
    {name: 'offer', type: 'string', description: 'The offer itself, as an `offer1…` string that a wallet can take.'},
    {name: 'offered', type: 'array', description: 'Assets the offer gives; each item has the fields listed under `offered[]`.'},
    {name: 'requested', type: 'array', description: 'Assets the offer asks for in return, in the same shape as `offered`.'},
    {name: 'created', type: 'string', description: 'When the offer was created, as an ISO 8601 timestamp in UTC.'},
    {
      name: 'settled',
      type: 'string|null',
      description: 'When the offer settled, as an ISO 8601 timestamp in UTC; `null` while it has not.',
    },
    {name: 'height', type: 'number', description: 'Block height that Spacescan records with the offer.'},
  ]);
}

/** The fields of each asset an offer gives (`prefix` ends in `offered[].`). */
export function offeredAssetFields(prefix: string): ApiField[] {
  return fieldsUnder(prefix, [
    {name: 'type', type: 'string', description: 'Kind of asset: `NFT1` for an NFT, `CAT2` for a token, `XCH` for chia.'},
    {name: 'nft_info', type: 'object', description: 'Id, name and preview image of the NFT; present when `type` is `NFT1`.'},
    {name: 'cat_info', type: 'object', description: 'Asset id and name of the token; present for CAT assets.'},
    {name: 'symbol', type: 'string|null', description: 'Ticker of the asset, such as `XCH`, or `null` for an NFT.'},
    {
      name: 'amount',
      type: 'number',
      description: "How much of the asset changes hands, in the asset's own unit rather than mojo: `1.5` with `XCH` means 1.5 XCH.",
    },
  ]);
}
