// Catalogue entry for /api/nft/original. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/original",
  "group": "nft",
  "title": "Get NFT original data",
  "description": "Returns the original file of an NFT (image, audio, video or document) as raw bytes.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/original",
      title: "Get NFT original data",
      summary: "Returns the original file of an NFT (image, audio, video or document) as raw bytes.",
      method: "GET",
      path: "/nfts/{nft_id}/original",
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
          "description": "The original file itself, with no JSON around it."
        }
      ],
      response: {
        "contentType": "application/octet-stream",
        "binary": true,
        "example": "The raw bytes of the NFT's original file. The Content-Type header names the real format, such as image/png or application/pdf."
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
          "meaning": "NFT or original content missing."
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
        "Raw bytes, no JSON wrapper.",
        "Formats: PNG/JPEG/GIF, PDF/JSON, MP3/WAV, MP4/WebM.",
        "Large files: allow generous client timeouts."
      ],
    },
  ],
};

export default page;
