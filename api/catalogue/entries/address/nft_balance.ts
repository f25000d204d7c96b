// Catalogue entry for /api/address/nft_balance. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/nft_balance",
  "group": "address",
  "title": "Get NFT balance",
  "description": "Lists the NFTs an address holds, with the collection each belongs to.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/nft_balance",
      title: "Get NFT balance",
      summary: "Lists the NFTs an address holds, with the collection each belongs to.",
      method: "GET",
      path: "/address/nft-balance/{address}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "address",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "XCH address whose NFTs are listed."
        },
        {
          "name": "start_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "First block height of the balance window."
        },
        {
          "name": "end_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "Last block height of the balance window."
        },
        {
          "name": "start_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "Window start, Unix seconds."
        },
        {
          "name": "end_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "Window end, Unix seconds."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "balance",
          "type": "array",
          "description": "One entry per NFT held."
        },
        {
          "name": "balance[].nft_id",
          "type": "string",
          "description": "NFT identifier."
        },
        {
          "name": "balance[].name",
          "type": "string|null",
          "description": "NFT name, null when unknown."
        },
        {
          "name": "balance[].collection_id",
          "type": "string",
          "description": "Owning collection id."
        },
        {
          "name": "balance[].preview_url",
          "type": "string|null",
          "description": "Thumbnail URL, null when unknown."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "balance": [
    {
      "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
      "name": "Chia Friends #6707",
      "collection_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
      "preview_url": "https://assets.spacescan.io/nft/a5a0e2ca823d5554f020a5933779490e8d05b7fe.webp"
    }
  ]
}`,
      },
      example: {
        "mainnet": {
          "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
          "start_block": 7495133,
          "end_block": 7508362
        },
        "testnet": {
          "address": "txch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcs7v2w6k",
          "start_block": 7495133,
          "end_block": 7508362
        }
      },
      errors: [],
      notes: [
        "Filters: give both start and end; use block pair OR timestamp pair."
      ],
    },
  ],
};

export default page;
