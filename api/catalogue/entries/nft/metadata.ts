// Catalogue entry for /api/nft/metadata. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/metadata",
  "group": "nft",
  "title": "Get NFT metadata",
  "description": "Returns the CHIP-0007 metadata of an NFT as JSON.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/metadata",
      title: "Get NFT metadata",
      summary: "Returns the CHIP-0007 metadata of an NFT as JSON.",
      method: "GET",
      path: "/nfts/{nft_id}/metadata",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "nft_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "NFT id."
        }
      ],
      responseFields: [
        {
          "name": "format",
          "type": "string",
          "description": "Metadata standard, e.g. CHIP-0007."
        },
        {
          "name": "name",
          "type": "string",
          "description": "NFT name."
        },
        {
          "name": "description",
          "type": "string",
          "description": "NFT description."
        },
        {
          "name": "sensitive_content",
          "type": "boolean",
          "description": "True when the content is marked sensitive."
        },
        {
          "name": "collection",
          "type": "object",
          "description": "Collection block."
        },
        {
          "name": "collection.name",
          "type": "string",
          "description": "Collection name."
        },
        {
          "name": "collection.id",
          "type": "string",
          "description": "Collection id from metadata."
        },
        {
          "name": "collection.attributes",
          "type": "array",
          "description": "Collection attributes."
        },
        {
          "name": "attributes",
          "type": "array",
          "description": "NFT traits."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "format": "CHIP-0007",
  "name": "Chia Friends #6707",
  "description": "10,000 eco-bit NFTs on Chia, from Chia.",
  "sensitive_content": false,
  "collection": {
    "name": "Chia Friends",
    "id": "517B1E97-F1AF-4824-A7B9-8D85E281D7B8",
    "attributes": [
      {
        "type": "description",
        "value": "10,000 eco-bit NFTs on Chia, from Chia."
      },
      {
        "type": "twitter",
        "value": "@chia_friends"
      },
      {
        "type": "website",
        "value": "https://www.chiafriends.xyz/"
      }
    ]
  },
  "attributes": [
    {
      "trait_type": "Background",
      "value": "Yak"
    },
    {
      "trait_type": "Body",
      "value": "Parakeet (Green)"
    },
    {
      "trait_type": "Eyes",
      "value": "Cyborg"
    }
  ]
}`,
      },
      example: {
        "mainnet": {
          "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
        },
        "testnet": {
          "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "Invalid request or parameters."
        },
        {
          "status": 404,
          "meaning": "NFT or metadata not found."
        },
        {
          "status": 429,
          "meaning": "Rate limit hit."
        },
        {
          "status": 500,
          "meaning": "Server-side failure."
        },
        {
          "status": 503,
          "meaning": "Down for maintenance."
        }
      ],
      notes: [
        "CHIP-0007 metadata, JSON.",
        "Collection attributes vary per collection."
      ],
    },
  ],
};

export default page;
