// Catalogue entry for /api/cat/update. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/update",
  "group": "token",
  "title": "Update token information",
  "description": "Updates the name, ticker, description and logo that Spacescan shows for a CAT token you issued.",
  "sidebarPosition": 8,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/update",
      title: "Update token information",
      summary: "Updates the name, ticker, description and logo that Spacescan shows for a CAT token you issued.",
      method: "POST",
      path: "/cat/info/updatecat",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "pubkey",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Public key that made `signature`, in hex."
        },
        {
          "name": "signature",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "BLS signature of `message`, in hex."
        },
        {
          "name": "signing_mode",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Signature scheme of `signature`. Send the value shown, character for character.",
          "enum": [
            "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG:CHIP-0002_"
          ]
        },
        {
          "name": "message",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "The text you signed. Send the value shown, character for character.",
          "enum": [
            "Confirm Sign in to import Tokens from spacescan.io"
          ]
        },
        {
          "name": "address",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "The signing address: the puzzle hash of the CAT's EVE coin, or the address that minted the CAT."
        },
        {
          "name": "asset_id",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Asset id of the CAT to update (its TAIL hash), in hex."
        },
        {
          "name": "asset_name",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Name to show for the token."
        },
        {
          "name": "description",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Short text that describes the token."
        },
        {
          "name": "cat_symbol",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Ticker to show for the token, such as `SPACE`."
        },
        {
          "name": "image_url",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Public URL of the token's logo."
        },
        {
          "name": "image_data",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "The logo itself, as a base64 data URI. Send it instead of `image_url`."
        },
        {
          "name": "issuance_type",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "How the token is issued."
        },
        {
          "name": "tags",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Category tags for the token."
        },
        {
          "name": "multiplier",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Multiplier of the token."
        },
        {
          "name": "clvm",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "The token's compiled CLVM."
        },
        {
          "name": "lisp",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "The token's Chialisp source."
        },
        {
          "name": "extra",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Any further information about the token."
        }
      ],
      requestBody: {
        "contentType": "application/json",
        "example": {
          "pubkey": "a9cbfe25bf5cb4f94d948575a9c0b9792d0ee6086cdc339665555c5559f7b499535d2e4f021d19d752ebd254ac0b46ec",
          "signature": "83e88836cc456901c01fd5f382ea8405650471a95e9743821f53b483e3e7ae42b5821ad65d5df081fcba5f695f5c4054021a20de22d09c79497fe093ed3ddf04eabfc24dc0ecd97f11a44e8672190616dafeabb2624eb1ee2e4a5cc98bea070f",
          "signing_mode": "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG:CHIP-0002_",
          "message": "Confirm Sign in to import Tokens from spacescan.io",
          "address": "xch18fs0vesvarufn82f7nr0lvvtxcha5mmyaj39pdcpftas898k6juse2z5rq",
          "asset_id": "0172b814964c80a5c9f58f955f7f54b6f80dada38645f0835450daad4adfe041",
          "asset_name": "Space Test CAT",
          "description": "A test token for the Spacescan docs.",
          "cat_symbol": "SPACE",
          "image_url": "https://spacescan.io/images/spacescan-logo-192.png",
          "image_data": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII="
        }
      },
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "data",
          "type": "object",
          "description": "Result of the update."
        },
        {
          "name": "data.claimed",
          "type": "boolean",
          "description": "`true` when Spacescan accepted the update."
        },
        {
          "name": "data.message",
          "type": "string",
          "description": "More detail about the result. It can be absent."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "claimed": true,
    "message": "Token information updated."
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
          "meaning": "The request is not valid: a parameter is missing or malformed."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry more slowly."
        },
        {
          "status": 500,
          "meaning": "The server failed while it handled the request. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [
        "Sign `message` with the Chia wallet that holds the signing address, then send the public key and the signature.",
        "`image_url` must be reachable by anyone and point to an image file, such as a PNG or JPG.",
        "Each CAT owner can make at most 5 updates.",
        "Send the body as JSON, with the header `Content-Type: application/json`."
      ],
    },
  ],
};

export default page;
