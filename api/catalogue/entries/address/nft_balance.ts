// Catalogue entry for /api/address/nft_balance. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/nft_balance",
  "group": "address",
  "title": "Get NFT balance",
  "description": "Lists the NFTs an address holds, with the collection of each.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/nft_balance",
      title: "Get NFT balance",
      summary: "Lists the NFTs an address holds, with the collection of each.",
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
          "description": "Address whose NFTs you want: mainnet takes an `xch1…` address, testnet a `txch1…` one."
        },
        {
          "name": "start_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `end_block` with it.",
          "description": "Block height where the window starts."
        },
        {
          "name": "end_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `start_block` with it.",
          "description": "Block height where the window ends."
        },
        {
          "name": "start_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `end_timestamp` with it.",
          "description": "Moment the window starts, as Unix time in seconds."
        },
        {
          "name": "end_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `start_timestamp` with it.",
          "description": "Moment the window ends, as Unix time in seconds."
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
          "description": "One entry for each NFT the address holds."
        },
        {
          "name": "balance[].nft_id",
          "type": "string",
          "description": "Id of the NFT, in bech32m with the `nft` prefix."
        },
        {
          "name": "balance[].name",
          "type": "string|null",
          "description": "Name of the NFT, or `null` when Spacescan has no name for it."
        },
        {
          "name": "balance[].collection_id",
          "type": "string",
          "description": "Id of the collection the NFT belongs to, with the `col` prefix."
        },
        {
          "name": "balance[].preview_url",
          "type": "string|null",
          "description": "URL of a small preview image of the NFT, or `null` when there is none."
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
        "To limit the result to a window, give both `start_block` and `end_block`, or both `start_timestamp` and `end_timestamp`. Use one pair only: you cannot combine a block window with a time window."
      ],
    },
  ],
};

export default page;
