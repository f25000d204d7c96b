// Catalogue entry for /api/nft/stats. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/stats",
  "group": "nft",
  "title": "Get NFT statistics",
  "description": "Returns totals for all Chia NFTs: collections, NFTs, trades, volume and royalties.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/stats",
      title: "Get NFT statistics",
      summary: "Returns totals for all Chia NFTs: collections, NFTs, trades, volume and royalties.",
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
          "description": "Statistics."
        },
        {
          "name": "data.collections_count",
          "type": "number",
          "description": "The collections on this page."
        },
        {
          "name": "data.nft_count",
          "type": "number",
          "description": "The NFTs on this page."
        },
        {
          "name": "data.trades_count",
          "type": "number",
          "description": "NFT trades."
        },
        {
          "name": "data.traded_amount_xch",
          "type": "number",
          "description": "XCH traded for NFTs."
        },
        {
          "name": "data.royalty_amount_xch",
          "type": "number",
          "description": "Royalties paid, XCH."
        },
        {
          "name": "data.traded_amount_fiat",
          "type": "number",
          "description": "Traded value, fiat."
        },
        {
          "name": "data.royalty_amount_fiat",
          "type": "number",
          "description": "Royalties, fiat."
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
          "meaning": "Invalid request or parameters."
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
        "Covers every Chia NFT Spacescan indexes: collections, NFTs, trades, volume and royalties.",
        "The path is singular (`/nft/stats`), unlike the `/nfts/` calls; call it exactly as written."
      ],
    },
  ],
};

export default page;
