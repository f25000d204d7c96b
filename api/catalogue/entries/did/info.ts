// Catalogue entry for /api/did/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "did/info",
  "group": "did",
  "title": "Get DID information",
  "description": "Returns the profile behind a DID: name, images, links and NFT counts.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "did/info",
      title: "Get DID information",
      summary: "Returns the profile behind a DID: name, images, links and NFT counts.",
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
          "description": "DID, in the did:chia:1… form."
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
          "description": "The result."
        },
        {
          "name": "data.did",
          "type": "object",
          "description": "Identifier forms."
        },
        {
          "name": "data.did.did",
          "type": "string",
          "description": "Bech32 DID."
        },
        {
          "name": "data.did.did_hex",
          "type": "string",
          "description": "Hex form."
        },
        {
          "name": "data.name",
          "type": "string",
          "description": "Display name."
        },
        {
          "name": "data.name_nft_id",
          "type": "string",
          "description": "Name NFT id, if any."
        },
        {
          "name": "data.name_service",
          "type": "string",
          "description": "Name service info."
        },
        {
          "name": "data.expiry",
          "type": "string",
          "description": "Expiry date, if any."
        },
        {
          "name": "data.profile_url",
          "type": "string",
          "description": "Avatar URL."
        },
        {
          "name": "data.banner_url",
          "type": "string",
          "description": "Banner URL."
        },
        {
          "name": "data.flagged",
          "type": "boolean",
          "description": "Flagged marker."
        },
        {
          "name": "data.social",
          "type": "object",
          "description": "Social links."
        },
        {
          "name": "data.bio",
          "type": "string",
          "description": "Profile bio."
        },
        {
          "name": "data.collections_count",
          "type": "number",
          "description": "Collections count."
        },
        {
          "name": "data.created_nft_count",
          "type": "number",
          "description": "NFTs created."
        },
        {
          "name": "data.owned_nft_count",
          "type": "number",
          "description": "NFTs owned."
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
          "meaning": "The DID is not a valid did:chia identifier."
        },
        {
          "status": 404,
          "meaning": "No DID with that id was found."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests; wait and retry."
        },
        {
          "status": 500,
          "meaning": "The server failed; retry later."
        }
      ],
      notes: [],
    },
  ],
};

export default page;
