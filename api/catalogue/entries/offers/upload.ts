// Catalogue entry for /api/offers/upload. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "offers/upload",
  "group": "offers",
  "title": "Upload offer",
  "description": "Uploads an offer string so Spacescan checks, stores and lists it.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "offers/upload",
      title: "Upload offer",
      summary: "Uploads an offer string so Spacescan checks, stores and lists it.",
      method: "POST",
      path: "/api/offer/upload",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "version",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "API version, e.g. \"1\"."
        },
        {
          "name": "coin",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Network: xch mainnet, txch testnet.",
          "enum": [
            "xch",
            "txch"
          ]
        },
        {
          "name": "offer",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "The whole offer string, starting with offer1; the example is shortened."
        }
      ],
      requestBody: {
        "contentType": "application/json",
        "example": {
          "offer": "offer1qqr83wcuu2rykcmqvpsxygqqwc7hynr6hum6hqcnc2h2ch7jgc…"
        }
      },
      responseFields: [
        {
          "name": "success",
          "type": "string",
          "description": "\"true\" or \"false\"."
        },
        {
          "name": "offer",
          "type": "object",
          "description": "Stored offer."
        },
        {
          "name": "offer.id",
          "type": "string",
          "description": "Offer id."
        },
        {
          "name": "offer.summary",
          "type": "object",
          "description": "Contents summary."
        },
        {
          "name": "offer.summary.offered",
          "type": "array",
          "description": "Assets given."
        },
        {
          "name": "offer.summary.requested",
          "type": "array",
          "description": "Assets wanted."
        },
        {
          "name": "view_link",
          "type": "string",
          "description": "Explorer page for the offer."
        },
        {
          "name": "offer_link",
          "type": "string",
          "description": "API link to raw offer."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "success": "true",
  "offer": {
    "id": "HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf",
    "summary": {
      "offered": [
        {
          "type": "XCH",
          "amount": 1000000000000
        }
      ],
      "requested": [
        {
          "type": "CAT2",
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "amount": 1000
        }
      ]
    }
  },
  "view_link": "https://www.spacescan.io/xch/offer/HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf",
  "offer_link": "https://api.spacescan.io/api/offer/raw/HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf?coin=xch"
}`,
      },
      example: {
        "mainnet": {
          "version": "1",
          "coin": "xch"
        },
        "testnet": {
          "version": "1",
          "coin": "txch"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "Invalid offer.",
          "body": {
            "success": "false",
            "offer": "Invalid offer"
          }
        },
        {
          "status": 401,
          "meaning": "Version or coin missing.",
          "body": {
            "data": "unauthorized"
          }
        },
        {
          "status": 500,
          "meaning": "Server-side failure.",
          "body": {
            "success": "false"
          }
        }
      ],
      notes: [
        "Send the offer string as JSON in the body.",
        "The path starts with `/api/`, unlike the other calls; call it exactly as written.",
        "This call names the network `coin` (`xch` or `txch`), where the other offer calls send a `network` header.",
        "`coin=txch` is read as testnet11.",
        "Spacescan checks an offer before it stores it.",
        "The reply links to the offer on the explorer and to the raw offer."
      ],
    },
  ],
};

export default page;
