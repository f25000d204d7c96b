// Catalogue entry for /api/did/nfts. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "did/nfts",
  "group": "did",
  "title": "Get DID NFTs",
  "description": "Lists the NFTs a DID owns, created, or both, page by page.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "did/nfts",
      title: "Get DID NFTs",
      summary: "Lists the NFTs a DID owns, created, or both, page by page.",
      method: "GET",
      path: "/did/nfts/{did}",
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
        },
        {
          "name": "type",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "owned",
          "enum": [
            "all",
            "created",
            "owned"
          ],
          "description": "Which NFTs to list."
        },
        {
          "name": "simple",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Slim NFT objects for smaller payloads."
        },
        {
          "name": "page",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 1,
          "description": "Page number."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "constraints": "Max 100.",
          "description": "NFTs per page."
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
          "name": "data.owned_nft_count",
          "type": "number",
          "description": "Total owned."
        },
        {
          "name": "data.created_nft_count",
          "type": "number",
          "description": "Total created."
        },
        {
          "name": "data.page",
          "type": "number",
          "description": "Current page."
        },
        {
          "name": "data.size",
          "type": "number",
          "description": "Page size."
        },
        {
          "name": "data.owned_nfts",
          "type": "array",
          "description": "Owned NFTs (type owned/all)."
        },
        {
          "name": "data.created_nfts",
          "type": "array",
          "description": "Created NFTs (type created/all)."
        },
        {
          "name": "data.owned_nfts[].id",
          "type": "string",
          "description": "NFT id."
        },
        {
          "name": "data.owned_nfts[].name",
          "type": "string",
          "description": "NFT name."
        },
        {
          "name": "data.owned_nfts[].preview_url",
          "type": "string",
          "description": "Thumbnail URL."
        },
        {
          "name": "data.owned_nfts[].created_height",
          "type": "string",
          "description": "Height of the block that minted it."
        },
        {
          "name": "data.owned_nfts[].created_time",
          "type": "string",
          "description": "Time it was minted."
        },
        {
          "name": "data.owned_nfts[].flagged",
          "type": "boolean",
          "description": "Flagged marker."
        },
        {
          "name": "data.owned_nfts[].description",
          "type": "string",
          "description": "NFT description."
        },
        {
          "name": "data.owned_nfts[].collection.id",
          "type": "string",
          "description": "Collection id."
        },
        {
          "name": "data.owned_nfts[].collection.name",
          "type": "string",
          "description": "Collection name."
        },
        {
          "name": "data.owned_nfts[].last_sale",
          "type": "string",
          "description": "Last sale, mojos."
        },
        {
          "name": "data.owned_nfts[].creator.address",
          "type": "string",
          "description": "Creator address."
        },
        {
          "name": "data.owned_nfts[].creator.address_hex",
          "type": "string",
          "description": "Creator address, hex."
        },
        {
          "name": "data.owned_nfts[].creator.did",
          "type": "string",
          "description": "Creator DID."
        },
        {
          "name": "data.owned_nfts[].creator.did_hex",
          "type": "string",
          "description": "Creator DID, hex."
        },
        {
          "name": "data.owned_nfts[].owner.address",
          "type": "string",
          "description": "Owner address."
        },
        {
          "name": "data.owned_nfts[].owner.address_hex",
          "type": "string",
          "description": "Owner address, hex."
        },
        {
          "name": "data.owned_nfts[].sensitive_content",
          "type": "boolean",
          "description": "True when the content is marked sensitive."
        },
        {
          "name": "data.owned_nfts[].attributes",
          "type": "array",
          "description": "The traits of the NFT, as trait_type and value."
        },
        {
          "name": "data.owned_nfts[].rarity",
          "type": "number",
          "description": "Rarity score."
        },
        {
          "name": "data.owned_nfts[].top_bid",
          "type": "number",
          "description": "Best bid."
        },
        {
          "name": "data.owned_nfts[].buy_now",
          "type": "number",
          "description": "Buy-now price."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "owned_nft_count": 24,
    "created_nft_count": 10000,
    "page": 1,
    "size": 50,
    "owned_nfts": [
      {
        "id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
        "name": "Chia Friends #6707",
        "preview_url": "https://assets.spacescan.io/nft/20656c23b25c5b92fa2cc6c52316585ddac59759.webp",
        "created_height": "7512043",
        "created_time": "2025-09-22T09:00:03.000Z",
        "flagged": false,
        "description": "An eco-bit parakeet from the Chia Friends collection.",
        "collection": {
          "id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
          "name": "Chia Friends"
        },
        "last_sale": "6.9",
        "creator": {
          "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
          "address_hex": "0x1f407a86d312f31f52c2ca851ff430c3b2ba222028016864f8dcf61a107578b1",
          "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2",
          "did_hex": "0x28131414fed2de3b03cb4b6d851f06492aaa905d9e7aa28ec227c072d839696e"
        },
        "owner": {
          "address": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
          "address_hex": "0xeeb0da50e80404abe2f40adff3ecde15fac4c540a7c8dcbca292c18ddb3f1967"
        },
        "sensitive_content": false,
        "attributes": [
          {
            "trait_type": "Background",
            "value": "Yak"
          },
          {
            "trait_type": "Eyes",
            "value": "Cyborg"
          }
        ],
        "rarity": 85,
        "top_bid": 5.5,
        "buy_now": 7.2
      }
    ],
    "created_nfts": []
  }
}`,
      },
      example: {
        "mainnet": {
          "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2",
          "type": "owned",
          "page": 1,
          "count": 50
        },
        "testnet": {
          "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2",
          "type": "owned",
          "page": 1,
          "count": 50
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The DID is not a valid did:chia identifier."
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
      notes: [
        "Type owned (default) = currently held; created = minted by DID; all = both.",
        "Simple=true: fewer fields, smaller/faster responses, better caching, low bandwidth use.",
        "With `simple=true` each NFT carries only `id`, `name`, `preview_url` and `collection`."
      ],
    },
  ],
};

export default page;
