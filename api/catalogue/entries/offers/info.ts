// Catalogue entry for /api/offers/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "offers/info",
  "group": "offers",
  "title": "Get offer information",
  "description": "Returns one offer by its id: its status, what it gives and what it asks for.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "offers/info",
      title: "Get offer information",
      summary: "Returns one offer by its id: its status, what it gives and what it asks for.",
      method: "GET",
      path: "/offer/{offer_id}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "offer_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "Id of the offer, a base58 string such as the `id` that the offer lists return."
        },
        {
          "name": "version",
          "in": "header",
          "type": "string",
          "required": true,
          "description": "Version of the offer API to use, such as `v1`."
        },
        {
          "name": "network",
          "in": "header",
          "type": "string",
          "required": true,
          "description": "Network to read: `xch` for mainnet, `txch` for testnet."
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
          "description": "The offer."
        },
        {
          "name": "data.id",
          "type": "string",
          "description": "The offer's id, a base58 string; pass it as `offer_id` to fetch this offer alone."
        },
        {
          "name": "data.offer_status",
          "type": "string",
          "description": "Where the offer stands: `Active`, `Pending`, `Cancelling`, `Cancelled`, `Completed`, `Unknown` or `Expired`."
        },
        {
          "name": "data.offer",
          "type": "string",
          "description": "The offer itself, as an `offer1…` string that a wallet can take."
        },
        {
          "name": "data.offered",
          "type": "array",
          "description": "Assets the offer gives; each item has the fields listed under `offered[]`."
        },
        {
          "name": "data.requested",
          "type": "array",
          "description": "Assets the offer asks for in return, in the same shape as `offered`."
        },
        {
          "name": "data.created",
          "type": "string",
          "description": "When the offer was created, as an ISO 8601 timestamp in UTC."
        },
        {
          "name": "data.settled",
          "type": "string",
          "description": "When the offer settled, as an ISO 8601 timestamp in UTC; `null` while it has not."
        },
        {
          "name": "data.height",
          "type": "number",
          "description": "Block height that Spacescan records with the offer."
        },
        {
          "name": "data.offered[].type",
          "type": "string",
          "description": "Kind of asset: `NFT1` for an NFT, `CAT2` for a token, `XCH` for chia."
        },
        {
          "name": "data.offered[].nft_info",
          "type": "object",
          "description": "Id, name and preview image of the NFT; present when `type` is `NFT1`."
        },
        {
          "name": "data.offered[].cat_info",
          "type": "object",
          "description": "Asset id and name of the token; present for CAT assets."
        },
        {
          "name": "data.offered[].symbol",
          "type": "string",
          "description": "Ticker of the asset, such as `XCH`."
        },
        {
          "name": "data.offered[].amount",
          "type": "number",
          "description": "How much of the asset changes hands, in the asset's own unit rather than mojo: `1.5` with `XCH` means 1.5 XCH."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "id": "HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf",
    "offer_status": "Active",
    "offer": "offer1qqr83wcuu2rykcmqvpsxygqqwc7hynr6hum6hqcnc2h2ch7jgc…",
    "offered": [
      {
        "type": "NFT1",
        "nft_info": {
          "id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
          "name": "Chia Friends #6707",
          "preview_url": "https://assets.spacescan.io/nft/95cdc50c1315791cacc318c8d45ebff64863f355ad833bc2144cabb7b47db271.webp"
        },
        "cat_info": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "name": "Stably USD"
        },
        "symbol": "USDS",
        "amount": 1
      },
      {
        "type": "CAT2",
        "cat_info": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "name": "Stably USD"
        },
        "symbol": "CAT",
        "amount": 100
      }
    ],
    "requested": [
      {
        "type": "XCH",
        "symbol": "XCH",
        "amount": 1.5
      }
    ],
    "created": "2025-09-20T14:02:11.000Z",
    "settled": null,
    "height": 7498120
  }
}`,
      },
      example: {
        "mainnet": {
          "offer_id": "HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf",
          "version": "v1",
          "network": "xch"
        },
        "testnet": {
          "offer_id": "HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf",
          "version": "v1",
          "network": "txch"
        }
      },
      errors: [
        {
          "status": 401,
          "meaning": "The `version` or `network` header is missing."
        },
        {
          "status": 404,
          "meaning": "No offer has this id."
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
        "Send the `version` and `network` headers with every request; without them the call answers `401`."
      ],
    },
  ],
};

export default page;
