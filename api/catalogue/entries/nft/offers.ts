// Catalogue entry for /api/nft/offers. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/offers",
  "group": "nft",
  "title": "Get NFT offers",
  "description": "Lists the offers and marketplace listings for one NFT.",
  "sidebarPosition": 6,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/offers",
      title: "Get NFT offers",
      summary: "Lists the offers and marketplace listings for one NFT.",
      method: "GET",
      path: "/nfts/offers/{nft_id}",
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
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, an error word when it does not."
        },
        {
          "name": "data",
          "type": "object",
          "description": "The result."
        },
        {
          "name": "data.nft_id",
          "type": "string",
          "description": "NFT id."
        },
        {
          "name": "data.total_offers",
          "type": "number",
          "description": "Offer count."
        },
        {
          "name": "data.total_listings",
          "type": "number",
          "description": "Listing count."
        },
        {
          "name": "data.offers",
          "type": "array",
          "description": "Offer objects."
        },
        {
          "name": "data.offers[].offer_hash",
          "type": "string|null",
          "description": "Offer hash."
        },
        {
          "name": "data.offers[].hash_base_58",
          "type": "string",
          "description": "Base58 offer hash."
        },
        {
          "name": "data.offers[].hash_bech32",
          "type": "string|null",
          "description": "Bech32 offer hash."
        },
        {
          "name": "data.offers[].offered_requested_hash",
          "type": "string|null",
          "description": "Requested-side hash."
        },
        {
          "name": "data.offers[].created",
          "type": "string",
          "description": "Creation time."
        },
        {
          "name": "data.offers[].settled",
          "type": "string|null",
          "description": "Settlement time."
        },
        {
          "name": "data.offers[].height",
          "type": "number|null",
          "description": "Block height."
        },
        {
          "name": "data.offers[].log_time",
          "type": "string|null",
          "description": "Last log time."
        },
        {
          "name": "data.offers[].offer_status",
          "type": "number",
          "description": "Status code 0-3."
        },
        {
          "name": "data.offers[].offered_assets",
          "type": "array",
          "description": "Assets offered."
        },
        {
          "name": "data.offers[].offered_type",
          "type": "array",
          "description": "Asset kinds offered, e.g. XCH."
        },
        {
          "name": "data.offers[].listings",
          "type": "array",
          "description": "Linked listings (same shape)."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
    "total_offers": 1,
    "total_listings": 6,
    "offers": [
      {
        "offer_hash": null,
        "hash_base_58": "AZXvtbC5Kx1U9463FDpN6VAuUs55SqsahhbxxmiAFJhg",
        "hash_bech32": null,
        "offered_requested_hash": null,
        "created": "2024-04-20T04:51:24.689Z",
        "settled": null,
        "height": null,
        "log_time": null,
        "offer_status": 0,
        "offered_assets": [],
        "offered_type": [
          "XCH"
        ],
        "listings": [
          {
            "offer_hash": null,
            "hash_base_58": "H8c3h8hazarpd63pzqCDtQMwJpZtbuk8CFJ7rQsCWviJ",
            "hash_bech32": null,
            "offered_requested_hash": null,
            "created": "2024-04-22T16:14:48.579Z",
            "settled": null,
            "height": null,
            "log_time": null,
            "offer_status": 0,
            "offered_assets": []
          }
        ]
      }
    ]
  }
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
          "meaning": "NFT not found."
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
        "Offer_status: 0 pending, 1 accepted, 2 cancelled, 3 expired.",
        "Offered_type e.g. XCH.",
        "Offers and listings share one shape.",
        "Nulls = optional/pending data.",
        "ISO 8601 timestamps.",
        "Expired offers kept for history.",
        "Prices in XCH.",
        "Newest first."
      ],
    },
  ],
};

export default page;
