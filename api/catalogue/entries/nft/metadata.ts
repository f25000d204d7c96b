// Catalogue entry for /api/nft/metadata. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/metadata",
  "group": "nft",
  "title": "Get NFT metadata",
  "description": "Returns the metadata of an NFT, in the CHIP-0007 format, as JSON.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/metadata",
      title: "Get NFT metadata",
      summary: "Returns the metadata of an NFT, in the CHIP-0007 format, as JSON.",
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
          "description": "Id of the NFT whose metadata you want, in its `nft1…` form."
        }
      ],
      responseFields: [
        {
          "name": "format",
          "type": "string",
          "description": "Standard that the metadata follows, such as `CHIP-0007`."
        },
        {
          "name": "name",
          "type": "string",
          "description": "Name of the NFT, as the metadata gives it."
        },
        {
          "name": "description",
          "type": "string",
          "description": "Description of the NFT, as the metadata gives it."
        },
        {
          "name": "sensitive_content",
          "type": "boolean",
          "description": "`true` when the creator marked the content as sensitive."
        },
        {
          "name": "collection",
          "type": "object",
          "description": "The collection block of the metadata."
        },
        {
          "name": "collection.name",
          "type": "string",
          "description": "Name of the collection."
        },
        {
          "name": "collection.id",
          "type": "string",
          "description": "Collection id that the metadata itself holds. CHIP-0007 makes it a UUID, unlike the `col1…` ids of the other calls."
        },
        {
          "name": "collection.attributes",
          "type": "array",
          "description": "Further facts about the collection, each a `type` with its `value`, such as a website or a Twitter handle."
        },
        {
          "name": "attributes",
          "type": "array",
          "description": "The NFT's traits, each a `trait_type` with its `value`."
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
          "meaning": "The request is malformed, for example an `nft_id` that is not a valid NFT id."
        },
        {
          "status": 404,
          "meaning": "No NFT has this id, or the NFT has no metadata."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry."
        },
        {
          "status": 500,
          "meaning": "The API failed while answering. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [
        "The reply is the NFT's metadata document, in the CHIP-0007 format, served as JSON.",
        "Each collection chooses its own collection attributes, so the `type` values differ from one collection to the next."
      ],
    },
  ],
};

export default page;
