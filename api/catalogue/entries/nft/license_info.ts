// Catalogue entry for /api/nft/license_info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/license_info",
  "group": "nft",
  "title": "Get NFT license",
  "description": "Returns the license document attached to an NFT as raw bytes.",
  "sidebarPosition": 7,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/license_info",
      title: "Get NFT license",
      summary: "Returns the license document attached to an NFT as raw bytes.",
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
          "description": "NFT id."
        }
      ],
      responseFields: [
        {
          "name": "(body)",
          "type": "binary",
          "description": "The license document itself, with no JSON around it."
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
          "meaning": "Invalid request or parameters."
        },
        {
          "status": 404,
          "meaning": "NFT or license not found."
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
        "Raw document, no JSON wrapper.",
        "Common formats: PDF, plain text.",
        "Allow generous client timeouts."
      ],
    },
  ],
};

export default page;
