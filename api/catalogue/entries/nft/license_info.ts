// Catalogue entry for /api/nft/license_info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/license_info",
  "group": "nft",
  "title": "Get NFT license",
  "description": "Downloads the license document attached to an NFT, as raw bytes.",
  "sidebarPosition": 7,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/license_info",
      title: "Get NFT license",
      summary: "Downloads the license document attached to an NFT, as raw bytes.",
      method: "GET",
      path: "/nfts/{nft_id}/license",
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
          "description": "Id of the NFT whose license you want, in its `nft1…` form."
        }
      ],
      responseFields: [
        {
          "name": "(body)",
          "type": "binary",
          "description": "The license file's bytes; no JSON wraps them."
        }
      ],
      response: {
        "contentType": "application/octet-stream",
        "binary": true,
        "example": "The raw bytes of the NFT's license document. The Content-Type header names the real format, such as image/png or application/pdf."
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
          "meaning": "No NFT has this id, or the NFT has no license."
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
        "The body is the document itself, not JSON. Read the `Content-Type` header to learn its format.",
        "Licenses are most often PDF files or plain text.",
        "Give your HTTP client a long timeout, because a document can take a while to arrive."
      ],
    },
  ],
};

export default page;
