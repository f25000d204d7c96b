// Catalogue entry for /api/block/transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {ApiField, PageSpec} from '../../types';
import {chiaRpcName, serviceErrors, statusField} from '../../shared';
import {blockTransactions} from '../../world/examples/blocks';

/** What each field of a coin item says: its type and description, as every list of coins carries it. */
const coinField = {
  coin_name: ['string', 'Id of the coin, in hex.'],
  confirmed_block: ['number', 'Height of the block that created the coin.'],
  spend_block: ['number', 'Height of the block that spent the coin, or 0 while it is unspent.'],
  parent_coin: ['string', "Id of the coin's parent coin."],
  coin_mod: [
    'string',
    'Name of the puzzle that locks the coin, such as `p2_delegated_puzzle_or_hidden_puzzle`, or `cat_v2` for a CAT coin.',
  ],
  owner_address: ['string', 'Address that owns the coin.'],
  confirmed_time: ['string', 'Time the coin was created, as an ISO 8601 string in UTC.'],
  spend_time: ['string|null', 'Time the coin was spent, or `null` while it is unspent.'],
  from_address: ['string', 'Address that sent the coin.'],
  memo: ['string[]', 'Memos attached to the coin.'],
  amount: ['number', 'Value of the coin in XCH.'],
  amount_mojo: ['number', 'Value of the coin in mojo. 1 XCH is 1,000,000,000,000 mojo.'],
  coinbase: ['boolean', '`true` when the coin is a farming reward.'],
} as const satisfies Record<string, readonly [string, string]>;

type CoinFieldName = keyof typeof coinField;

/** The coin fields that rename a field of Chia's coin record. */
const coinFieldChiaRpc: Partial<Record<CoinFieldName, string>> = {
  confirmed_block: chiaRpcName.confirmedBlock,
  spend_block: chiaRpcName.spentBlock,
  parent_coin: chiaRpcName.parentCoin,
};

/** Every field of a standard coin, in the order the answer gives them; dust and reward coins carry the same (the dust lists say so). */
const standardFields: readonly CoinFieldName[] = [
  'coin_name',
  'confirmed_block',
  'spend_block',
  'parent_coin',
  'coin_mod',
  'owner_address',
  'confirmed_time',
  'spend_time',
  'from_address',
  'memo',
  'amount',
  'amount_mojo',
  'coinbase',
];

/** The standard fields an NFT, DID or DataLayer item carries besides its own id. */
const singletonFields: readonly CoinFieldName[] = [
  'coin_name',
  'confirmed_block',
  'spend_block',
  'parent_coin',
  'confirmed_time',
  'spend_time',
  'amount_mojo',
];

/** The rows of the items of one list: the coin fields it carries, then its own. */
function itemFields(list: string, names: readonly CoinFieldName[], own: readonly ApiField[] = []): ApiField[] {
  return [
    ...names.map((name) => {
      const chiaRpc = coinFieldChiaRpc[name];
      return {name: `${list}[].${name}`, type: coinField[name][0], description: coinField[name][1], ...(chiaRpc && {chiaRpc})};
    }),
    ...own.map((field) => ({...field, name: `${list}[].${field.name}`})),
  ];
}

/** A CAT coin's amount is counted in the token: 1 token is 1,000 of its mojo. */
const tokenAmounts: readonly ApiField[] = [
  {
    name: 'amount',
    type: 'number',
    description: "Value of the coin in the CAT's tokens. 1 token is 1,000 mojo of that CAT.",
  },
  {
    name: 'amount_mojo',
    type: 'number',
    description: "The same value in the CAT's mojo, as a whole number.",
  },
];

/** The rows of the coin lists of one group (`confirmed_transactions` or `spent_transactions`). */
function groupItemFields(group: string): ApiField[] {
  return [
    ...itemFields(`${group}.standard_coins`, standardFields),
    ...itemFields(
      `${group}.token_coins`,
      standardFields.filter((name) => name !== 'amount' && name !== 'amount_mojo'),
      [
        ...tokenAmounts,
        {
          name: 'asset_info',
          type: 'object',
          description: 'The CAT the coin holds.',
        },
        {
          name: 'asset_info.asset_id',
          type: 'string',
          description: 'Asset id of the CAT (its TAIL hash), in hex.',
        },
        {
          name: 'asset_info.name',
          type: 'string',
          description: 'Name of the CAT.',
        },
        {
          name: 'asset_info.symbol',
          type: 'string',
          description: 'Ticker symbol of the CAT.',
        },
        {
          name: 'asset_info.preview_url',
          type: 'string',
          description: "Address of the CAT's icon.",
        },
      ],
    ),
    ...itemFields(
      `${group}.nft_coins`,
      [...singletonFields, 'owner_address', 'from_address'],
      [
        {
          name: 'nft_id',
          type: 'string',
          description: 'Id of the NFT, with the `nft` prefix.',
        },
      ],
    ),
    ...itemFields(
      `${group}.did_coins`,
      [...singletonFields, 'owner_address'],
      [
        {
          name: 'did_id',
          type: 'string',
          description: 'The DID, in the `did:chia:1…` form.',
        },
      ],
    ),
    ...itemFields(`${group}.dl_coins`, singletonFields, [
      {
        name: 'store_id',
        type: 'string',
        description: 'Id of the DataLayer store. A DataLayer item leaves out the owner and sender: they are puzzle hashes, not addresses.',
      },
    ]),
  ];
}

/** The fields of every item of every list: the coins the block created, spent and paid as rewards. */
const coinItemFields: readonly ApiField[] = [
  ...groupItemFields('confirmed_transactions'),
  ...groupItemFields('spent_transactions'),
  ...itemFields('reward_coins', standardFields),
];

const page: PageSpec = {
  doc: 'block/transactions',
  group: 'block',
  title: 'Get block transactions',
  description: 'Lists the coins a block created and spent, grouped by kind of coin.',
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: 'block/transactions',
      title: 'Get block transactions',
      summary: 'Lists the coins a block created and spent, grouped by kind of coin.',
      method: 'GET',
      path: '/block/transactions/{block_height}',
      access: 'free',
      params: [
        {
          name: 'block_height',
          in: 'path',
          type: 'integer',
          required: true,
          description: 'Height of the block whose coins you want, as an integer.',
        },
        {
          name: 'include_dust',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add standard coins worth less than 10,000 mojo.',
        },
        {
          name: 'include_token',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add CAT coins.',
        },
        {
          name: 'include_nft',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add NFT coins.',
        },
        {
          name: 'include_did',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add DID coins.',
        },
        {
          name: 'include_dl',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add DataLayer coins.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'is_transaction_block',
          type: 'boolean',
          description: '`false` when the block carries no transactions. The answer then holds nothing else.',
        },
        {
          name: 'confirmed_transactions',
          type: 'object',
          description: 'Coins the block created, grouped by kind.',
        },
        {
          name: 'spent_transactions',
          type: 'object',
          description: 'Coins the block spent, grouped by kind.',
        },
        {
          name: 'reward_coins',
          type: 'array',
          description:
            'Standard coins the block created that are marked as coinbase: the farming rewards of earlier blocks (the previous transaction block, and the blocks without transactions just before that one), which this transaction block pays.',
        },
        {
          name: 'confirmed_transactions.standard_coins',
          type: 'array',
          description: 'Standard XCH coins. This list is always present.',
        },
        {
          name: 'confirmed_transactions.dust_coins',
          type: 'array',
          description: 'Dust coins. Present only when you set `include_dust=true`. Each item has the fields of a `standard_coins` item.',
        },
        {
          name: 'confirmed_transactions.token_coins',
          type: 'array',
          description: 'CAT coins. Present only when you set `include_token=true`.',
        },
        {
          name: 'confirmed_transactions.nft_coins',
          type: 'array',
          description: 'NFT coins. Present only when you set `include_nft=true`.',
        },
        {
          name: 'confirmed_transactions.did_coins',
          type: 'array',
          description: 'DID coins. Present only when you set `include_did=true`.',
        },
        {
          name: 'confirmed_transactions.dl_coins',
          type: 'array',
          description: 'DataLayer coins. Present only when you set `include_dl=true`.',
        },
        {
          name: 'spent_transactions.standard_coins',
          type: 'array',
          description: 'Standard XCH coins. This list is always present.',
        },
        {
          name: 'spent_transactions.dust_coins',
          type: 'array',
          description: 'Dust coins. Present only when you set `include_dust=true`. Each item has the fields of a `standard_coins` item.',
        },
        {
          name: 'spent_transactions.token_coins',
          type: 'array',
          description: 'CAT coins. Present only when you set `include_token=true`.',
        },
        {
          name: 'spent_transactions.nft_coins',
          type: 'array',
          description: 'NFT coins. Present only when you set `include_nft=true`.',
        },
        {
          name: 'spent_transactions.did_coins',
          type: 'array',
          description: 'DID coins. Present only when you set `include_did=true`.',
        },
        {
          name: 'spent_transactions.dl_coins',
          type: 'array',
          description: 'DataLayer coins. Present only when you set `include_dl=true`.',
        },
        ...coinItemFields,
      ],
      example: blockTransactions,
      agreements: [
        {
          rule: 'echo',
          param: 'block_height',
          at: 'confirmed_transactions.standard_coins[].confirmed_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'confirmed_transactions.dust_coins[].confirmed_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'confirmed_transactions.token_coins[].confirmed_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'confirmed_transactions.nft_coins[].confirmed_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'confirmed_transactions.did_coins[].confirmed_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'confirmed_transactions.dl_coins[].confirmed_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'spent_transactions.standard_coins[].spend_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'spent_transactions.dust_coins[].spend_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'spent_transactions.token_coins[].spend_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'spent_transactions.nft_coins[].spend_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'spent_transactions.did_coins[].spend_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'spent_transactions.dl_coins[].spend_block',
        },
        {
          rule: 'echo',
          param: 'block_height',
          at: 'reward_coins[].confirmed_block',
        },
        {
          rule: 'meaning',
          at: 'confirmed_transactions.dust_coins[].amount_mojo',
          means: 'dust',
        },
        {
          rule: 'meaning',
          at: 'confirmed_transactions.standard_coins[].amount_mojo',
          means: 'not-dust',
        },
        {
          rule: 'meaning',
          at: 'spent_transactions.standard_coins[].amount_mojo',
          means: 'not-dust',
        },
      ],
      errors: [
        {
          status: 404,
          meaning: 'No block exists at that height.',
          body: {status: 'failed', message: 'Block not found'},
        },
        ...serviceErrors,
      ],
      notes: [
        'Standard coins always come back. Set the `include_` parameters to add dust, CAT, NFT, DID and DataLayer coins.',
        'Spacescan counts a standard coin as dust when it holds less than 10,000 mojo (0.00000001 XCH): its own limit, not a rule of Chia. Dust coins stay out unless you set `include_dust=true`.',
        'A block that carries no transactions returns only `status` and `is_transaction_block: false`.',
      ],
    },
  ],
};

export default page;
