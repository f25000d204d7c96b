// Catalogue entry for /api/nft/stats. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {serviceErrors, statusField} from '../../shared';
import {nftStats} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'nft/stats',
  group: 'nft',
  title: 'Get NFT statistics',
  description: 'Returns running totals for all NFTs on Chia: collections, NFTs, trades, trade volume and royalties.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'nft/stats',
      title: 'Get NFT statistics',
      summary: 'Returns running totals for all NFTs on Chia: collections, NFTs, trades, trade volume and royalties.',
      method: 'GET',
      path: '/nft/stats',
      access: 'free',
      params: [],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'object',
          description: 'The totals.',
        },
        {
          name: 'data.collections_count',
          type: 'number',
          description: 'Number of NFT collections on Chia.',
        },
        {
          name: 'data.nft_count',
          type: 'number',
          description: 'Number of NFTs on Chia.',
        },
        {
          name: 'data.trades_count',
          type: 'number',
          description: 'Number of NFT trades recorded so far.',
        },
        {
          name: 'data.traded_amount_xch',
          type: 'number',
          description: 'Total XCH paid in all NFT trades.',
        },
        {
          name: 'data.royalty_amount_xch',
          type: 'number',
          description: 'Total royalties paid to creators, in XCH.',
        },
        {
          name: 'data.traded_amount_fiat',
          type: 'number',
          description: 'Total value of all NFT trades, converted to fiat currency.',
        },
        {
          name: 'data.royalty_amount_fiat',
          type: 'number',
          description: 'Total royalties paid to creators, converted to fiat currency.',
        },
      ],
      example: nftStats,
      errors: [
        {
          status: 400,
          meaning: 'The request is malformed.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The totals cover every NFT on Chia that Spacescan indexes, not a single collection.',
        'The path is singular, `/nft/stats`, while the other NFT calls start with `/nfts/`. Call it exactly as written.',
      ],
    },
  ],
};

export default page;
