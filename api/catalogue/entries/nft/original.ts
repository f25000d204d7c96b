// Catalogue entry for /api/nft/original. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/original",
  "group": "nft",
  "title": "Get NFT original data",
  "description": "Downloads the original file of an NFT, such as an image, a document, an audio clip or a video, as raw bytes.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/original",
      title: "Get NFT original data",
      summary: "Downloads the original file of an NFT, such as an image, a document, an audio clip or a video, as raw bytes.",
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
          "description": "Id of the NFT whose file you want, in its `nft1…` form."
        }
      ],
      responseFields: [
        {
          "name": "(body)",
          "type": "binary",
          "description": "The file's bytes, exactly as stored; no JSON wraps them."
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
          "meaning": "The request is malformed, for example an `nft_id` that is not a valid NFT id."
        },
        {
          "status": 404,
          "meaning": "No NFT has this id, or Spacescan holds no original file for it."
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
        "The body is the file itself, not JSON. Read the `Content-Type` header to learn its format.",
        "Expect images (PNG, JPEG, GIF), documents (PDF, JSON), audio (MP3, WAV) and video (MP4, WebM).",
        "Files can be large, so give your HTTP client a long timeout."
      ],
    },
  ],
};

export default page;
