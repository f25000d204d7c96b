// Catalogue entry for /api/did/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "did/info",
  "group": "did",
  "title": "Get DID information",
  "description": "Returns the profile of a DID: its name, images, social links and NFT counts.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "did/info",
      title: "Get DID information",
      summary: "Returns the profile of a DID: its name, images, social links and NFT counts.",
      method: "GET",
      path: "/did/info/{did}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "did",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "The DID to look up, in its `did:chia:1…` form."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "data",
          "type": "object",
          "description": "The DID's profile."
        },
        {
          "name": "data.did",
          "type": "object",
          "description": "The DID in two encodings."
        },
        {
          "name": "data.did.did",
          "type": "string",
          "description": "The DID in its bech32m `did:chia:1…` form."
        },
        {
          "name": "data.did.did_hex",
          "type": "string",
          "description": "The same DID in hexadecimal, with a `0x` prefix."
        },
        {
          "name": "data.name",
          "type": "string",
          "description": "Display name of the DID."
        },
        {
          "name": "data.name_nft_id",
          "type": "string",
          "description": "Id of the name NFT linked to the DID, when there is one."
        },
        {
          "name": "data.name_service",
          "type": "string",
          "description": "Name registered for the DID in a name service, such as `chianetwork.xch`."
        },
        {
          "name": "data.expiry",
          "type": "string",
          "description": "Expiry date linked to the DID, as an ISO 8601 timestamp in UTC, when there is one."
        },
        {
          "name": "data.profile_url",
          "type": "string",
          "description": "Address of the DID's avatar image."
        },
        {
          "name": "data.banner_url",
          "type": "string",
          "description": "Address of the DID's banner image."
        },
        {
          "name": "data.flagged",
          "type": "boolean",
          "description": "`true` when the DID carries a warning flag."
        },
        {
          "name": "data.social",
          "type": "object",
          "description": "The DID's social links, keyed by network, such as `twitter` and `website`."
        },
        {
          "name": "data.bio",
          "type": "string",
          "description": "Short biography written by the DID's owner."
        },
        {
          "name": "data.collections_count",
          "type": "number",
          "description": "Number of NFT collections linked to the DID."
        },
        {
          "name": "data.created_nft_count",
          "type": "number",
          "description": "Number of NFTs that the DID minted."
        },
        {
          "name": "data.owned_nft_count",
          "type": "number",
          "description": "Number of NFTs that the DID holds now."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "did": {
      "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2",
      "did_hex": "0x28131414fed2de3b03cb4b6d851f06492aaa905d9e7aa28ec227c072d839696e"
    },
    "name": "Chia Network",
    "name_nft_id": "nft1qgw6j93ynlu5d5ufhrwsq9e8ptlz9u624t0wgyzefn9wk9f90f9sv4kdss",
    "name_service": "chianetwork.xch",
    "expiry": "2026-07-04T00:00:00.000Z",
    "profile_url": "https://assets.spacescan.io/did/becc3a86620167990793603a4d586b78ed0cfa23.webp",
    "banner_url": "https://assets.spacescan.io/did/2c86d5a9387697de7a8a9848cad9ea6269dc4351.webp",
    "flagged": false,
    "social": {
      "twitter": "https://twitter.com/chia_project",
      "website": "https://www.chia.net"
    },
    "bio": "The team behind the Chia blockchain.",
    "collections_count": 3,
    "created_nft_count": 10000,
    "owned_nft_count": 24
  }
}`,
      },
      example: {
        "mainnet": {
          "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2"
        },
        "testnet": {
          "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The `did` value is not a valid `did:chia:1…` identifier."
        },
        {
          "status": 404,
          "meaning": "No DID with this id exists."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry."
        },
        {
          "status": 500,
          "meaning": "The API failed while answering. Retry later."
        }
      ],
      notes: [],
    },
  ],
};

export default page;
