// Catalogue entry for /api/did/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {invalidDid, pathParam, serverError, statusField, tooManyRequests} from '../../shared';
import {didInfo} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'did/info',
  group: 'did',
  title: 'Get DID information',
  description: 'Returns the profile of a DID: its name, images, social links and NFT counts.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'did/info',
      title: 'Get DID information',
      summary: 'Returns the profile of a DID: its name, images, social links and NFT counts.',
      method: 'GET',
      path: '/did/info/{did}',
      access: 'free',
      params: [pathParam('did', 'The DID to look up, in its `did:chia:1…` form.')],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'object',
          description: "The DID's profile.",
        },
        {
          name: 'data.did',
          type: 'object',
          description: 'The DID in two encodings.',
        },
        {
          name: 'data.did.did',
          type: 'string',
          description: 'The DID in its bech32m `did:chia:1…` form.',
        },
        {
          name: 'data.did.did_hex',
          type: 'string',
          description: 'The same DID in hexadecimal, with a `0x` prefix.',
        },
        {
          name: 'data.name',
          type: 'string',
          description: 'Display name of the DID.',
        },
        {
          name: 'data.name_nft_id',
          type: 'string',
          description: 'Id of the name NFT linked to the DID, when there is one.',
        },
        {
          name: 'data.name_service',
          type: 'string',
          description: 'Name registered for the DID in a name service, such as `chianetwork.xch`.',
        },
        {
          name: 'data.expiry',
          type: 'string',
          description: 'Expiry date linked to the DID, as an ISO 8601 timestamp in UTC, when there is one.',
        },
        {
          name: 'data.profile_url',
          type: 'string',
          description: "Address of the DID's avatar image.",
        },
        {
          name: 'data.banner_url',
          type: 'string',
          description: "Address of the DID's banner image.",
        },
        {
          name: 'data.flagged',
          type: 'boolean',
          description: '`true` when the DID carries a warning flag.',
        },
        {
          name: 'data.social',
          type: 'object',
          description: "The DID's social links, keyed by network, such as `twitter` and `website`.",
        },
        {
          name: 'data.bio',
          type: 'string',
          description: "Short biography written by the DID's owner.",
        },
        {
          name: 'data.collections_count',
          type: 'number',
          description: 'Number of NFT collections linked to the DID.',
        },
        {
          name: 'data.created_nft_count',
          type: 'number',
          description: 'Number of NFTs that the DID minted.',
        },
        {
          name: 'data.owned_nft_count',
          type: 'number',
          description: 'Number of NFTs that the DID holds now.',
        },
      ],
      example: didInfo,
      agreements: [{rule: 'echo', param: 'did', at: 'data.did.did'}],
      errors: [
        invalidDid,
        {
          status: 404,
          meaning: 'No DID with this id exists.',
        },
        tooManyRequests,
        serverError,
      ],
      notes: [],
    },
  ],
};

export default page;
