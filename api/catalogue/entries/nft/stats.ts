// Catalogue entry for /api/nft/stats. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/stats",
  "group": "nft",
  "title": "Get NFT statistics",
  "description": "Returns running totals for all NFTs on Chia: collections, NFTs, trades, trade volume and royalties.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/stats",
      title: "Get NFT statistics",
      summary: "Returns running totals for all NFTs on Chia: collections, NFTs, trades, trade volume and royalties.",
      method: "GET",
      path: "/nft/stats",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "data",
          "type": "object",
          "description": "The totals."
        },
        {
          "name": "data.collections_count",
          "type": "number",
          "description": "Number of NFT collections on Chia."
        },
        {
          "name": "data.nft_count",
          "type": "number",
          "description": "Number of NFTs on Chia."
        },
        {
          "name": "data.trades_count",
          "type": "number",
          "description": "Number of NFT trades recorded so far."
        },
        {
          "name": "data.traded_amount_xch",
          "type": "number",
          "description": "Total XCH paid in all NFT trades."
        },
        {
          "name": "data.royalty_amount_xch",
          "type": "number",
          "description": "Total royalties paid to creators, in XCH."
        },
        {
          "name": "data.traded_amount_fiat",
          "type": "number",
          "description": "Total value of all NFT trades, converted to fiat currency."
        },
        {
          "name": "data.royalty_amount_fiat",
          "type": "number",
          "description": "Total royalties paid to creators, converted to fiat currency."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "collections_count": 4547,
    "nft_count": 1637021,
    "trades_count": 104329,
    "traded_amount_xch": 46807.86556872335,
    "royalty_amount_xch": 2202.437563733082,
    "traded_amount_fiat": 977022.0,
    "royalty_amount_fiat": 45972.0
  }
}`,
      },
      example: {
        "mainnet": {},
        "testnet": {}
      },
      errors: [
        {
          "status": 400,
          "meaning": "The request is malformed."
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
        "The totals cover every NFT on Chia that Spacescan indexes, not a single collection.",
        "The path is singular, `/nft/stats`, while the other NFT calls start with `/nfts/`. Call it exactly as written."
      ],
    },
  ],
};

export default page;
