// Catalogue entry for /api/address/nft_transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {countParam, pathParam, receivedCursor, sendCursor, statusField, transferListAgreements, transferListFields} from '../../shared';
import {nftTransactions} from '../../world/examples/address';

const page: PageSpec = {
  doc: 'address/nft_transactions',
  group: 'address',
  title: 'Get NFT transactions',
  description: 'Lists the NFTs an address sent and received, in two lists that page separately.',
  sidebarPosition: 7,
  inApiSidebar: true,
  calls: [
    {
      id: 'address/nft_transactions',
      title: 'Get NFT transactions',
      summary: 'Lists the NFTs an address sent and received, in two lists that page separately.',
      method: 'GET',
      path: '/address/nft-transaction/{address}',
      access: 'free',
      params: [
        pathParam('address', 'Address whose NFT transfers you want: mainnet takes an `xch1…` address, testnet a `txch1…` one.'),
        countParam(100, 'Largest number of transfers each list returns on one page.'),
        sendCursor,
        receivedCursor,
      ],
      responseFields: [
        statusField,
        ...transferListFields({
          transfers: 'NFT transfers',
          coinId: 'Id of the coin that carried the transfer, in hex.',
          own: [{name: 'nft_id', type: 'string', description: 'Id of the NFT, in bech32m with the `nft` prefix.'}],
          moved: 'the NFT',
          total: (direction) => `Total number of NFT transfers the address ${direction}.`,
        }),
      ],
      example: nftTransactions,
      agreements: [...transferListAgreements],
      errors: [],
      notes: ['The sent list and the received list each have their own cursor, so you page through one without moving the other.'],
    },
  ],
};

export default page;
