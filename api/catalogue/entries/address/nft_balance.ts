// Catalogue entry for /api/address/nft_balance. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, statusField, windowParams} from '../../shared';
import {nftBalance} from '../../world/examples/address';

const page: PageSpec = {
  doc: 'address/nft_balance',
  group: 'address',
  title: 'Get NFT balance',
  description: 'Lists the NFTs an address holds, with the collection of each.',
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: 'address/nft_balance',
      title: 'Get NFT balance',
      summary: 'Lists the NFTs an address holds, with the collection of each.',
      method: 'GET',
      path: '/address/nft-balance/{address}',
      access: 'free',
      params: [
        pathParam('address', 'Address whose NFTs you want: mainnet takes an `xch1…` address, testnet a `txch1…` one.'),
        ...windowParams,
      ],
      responseFields: [
        statusField,
        {
          name: 'balance',
          type: 'array',
          description: 'One entry for each NFT the address holds.',
        },
        {
          name: 'balance[].nft_id',
          type: 'string',
          description: 'Id of the NFT, in bech32m with the `nft` prefix.',
        },
        {
          name: 'balance[].name',
          type: 'string|null',
          description: 'Name of the NFT, or `null` when Spacescan has no name for it.',
        },
        {
          name: 'balance[].collection_id',
          type: 'string',
          description: 'Id of the collection the NFT belongs to, with the `col` prefix.',
        },
        {
          name: 'balance[].preview_url',
          type: 'string|null',
          description: 'URL of a small preview image of the NFT, or `null` when there is none.',
        },
      ],
      example: nftBalance,
      agreements: [{rule: 'echo', param: 'address', at: 'balance[].nft_id', via: 'nft.owner'}],
      errors: [],
      notes: [
        'To limit the result to a window, give both `start_block` and `end_block`, or both `start_timestamp` and `end_timestamp`. Use one pair only: you cannot combine a block window with a time window.',
      ],
    },
  ],
};

export default page;
