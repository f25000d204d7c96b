// Catalogue entry for /api/nft/events. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {chiaRpcName, malformedNftId, pathParam, serviceErrors, unknownNft} from '../../shared';
import {nftEvents} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'nft/events',
  group: 'nft',
  title: 'Get NFT events history',
  description: 'Lists every on-chain change to one NFT, with the newest change first.',
  sidebarPosition: 5,
  inApiSidebar: true,
  calls: [
    {
      id: 'nft/events',
      title: 'Get NFT events history',
      summary: 'Lists every on-chain change to one NFT, with the newest change first.',
      method: 'GET',
      path: '/nfts/events/{nft_id}',
      access: 'free',
      params: [pathParam('nft_id', 'Id of the NFT whose history you want, in its `nft1…` form.')],
      responseFields: [
        {
          name: '[]',
          type: 'array',
          description: 'The reply is a JSON array, with one object for each event.',
        },
        {
          name: '[].coin_name',
          type: 'string',
          description: 'Id of the coin that holds the NFT in this event.',
        },
        {
          name: '[].nft_id',
          type: 'string',
          description: "The NFT's id, in its `nft1…` form.",
        },
        {
          name: '[].version_number',
          type: 'number',
          description: 'Version number of this event record.',
        },
        {
          name: '[].confirmed_block',
          type: 'string',
          description: 'Height of the block that created the coin, as a string of digits.',
          chiaRpc: chiaRpcName.confirmedBlock,
        },
        {
          name: '[].confirmed_time',
          type: 'string',
          description: 'When that block was confirmed, as an ISO 8601 timestamp in UTC.',
        },
        {
          name: '[].spend_block',
          type: 'string',
          description: 'Height of the block that spent the coin, as a string; `"0"` while the coin is unspent.',
          chiaRpc: chiaRpcName.spentBlock,
        },
        {
          name: '[].spend_time',
          type: 'string|null',
          description: 'When the coin was spent, as an ISO 8601 timestamp in UTC; `null` while it is unspent.',
        },
        {
          name: '[].owner_address',
          type: 'string',
          description: 'Address that holds the NFT after this event.',
        },
        {
          name: '[].owner_did',
          type: 'string',
          description: 'DID that owns the NFT after this event, or `null` when the owner has set none.',
        },
        {
          name: '[].parent_coin',
          type: 'string',
          description: 'Id of the coin that created this coin.',
          chiaRpc: chiaRpcName.parentCoin,
        },
        {
          name: '[].from_address',
          type: 'string',
          description: 'Address that the NFT came from in this event.',
        },
        {
          name: '[].is_ephemeral',
          type: 'boolean',
          description: '`true` when the coin was created and spent in the same block.',
        },
        {
          name: '[].memo',
          type: 'string|null',
          description: 'Memo attached to the spend, or `null` when there is none.',
        },
        {
          name: '[].spend_tags',
          type: 'array|null',
          description:
            'Tags of the spend that tell what kind of event it was, such as a transfer or a listing; `null` when there are none.',
        },
        {
          name: '[].confirmed_txn_id',
          type: 'string',
          description: 'Id of the transaction that created the coin.',
        },
        {
          name: '[].spend_txn_id',
          type: 'string|null',
          description: 'Id of the transaction that spent the coin, or `null` while it is unspent.',
        },
        {
          name: '[].is_spend',
          type: 'boolean',
          description: '`true` once the coin has been spent.',
        },
        {
          name: '[].confirmed_txn_type',
          type: 'number',
          description: 'Numeric code for the kind of transaction that created the coin.',
        },
      ],
      example: nftEvents,
      agreements: [{rule: 'echo', param: 'nft_id', at: '[].nft_id'}],
      errors: [malformedNftId, unknownNft, ...serviceErrors],
      notes: [
        'The array starts with the newest event.',
        'Each object stands for one on-chain change to the NFT.',
        'Read `spend_tags` to tell a transfer from a listing.',
      ],
    },
  ],
};

export default page;
