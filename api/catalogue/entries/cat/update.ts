// Catalogue entry for /api/cat/update. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/update",
  "group": "token",
  "title": "Update token information",
  "description": "Updates the name, ticker, logo and links Spacescan shows for a CAT token you issued.",
  "sidebarPosition": 8,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/update",
      title: "Update token information",
      summary: "Updates the name, ticker, logo and links Spacescan shows for a CAT token you issued.",
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
          "description": "Signing public key."
        },
        {
          "name": "signature",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "BLS signature over message."
        },
        {
          "name": "signing_mode",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Signature scheme id.",
          "enum": [
            "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG:CHIP-0002_"
          ]
        },
        {
          "name": "message",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Text that was signed.",
          "enum": [
            "Confirm Sign in to import Tokens from spacescan.io"
          ]
        },
        {
          "name": "address",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "EVE coin puzzle hash or minter address."
        },
        {
          "name": "asset_id",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "CAT TAIL hash."
        },
        {
          "name": "asset_name",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Display name."
        },
        {
          "name": "description",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Token description."
        },
        {
          "name": "cat_symbol",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Ticker symbol."
        },
        {
          "name": "image_url",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Public logo URL."
        },
        {
          "name": "image_data",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Base64 data-URI logo, alternative to image_url."
        },
        {
          "name": "issuance_type",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Issuance kind."
        },
        {
          "name": "tags",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Category tags."
        },
        {
          "name": "multiplier",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Token multiplier."
        },
        {
          "name": "clvm",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Compiled CLVM."
        },
        {
          "name": "lisp",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Chialisp source."
        },
        {
          "name": "extra",
          "in": "body",
          "type": "string",
          "required": false,
          "description": "Extra info."
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
          "description": "Result."
        },
        {
          "name": "data.claimed",
          "type": "boolean",
          "description": "True when update accepted."
        },
        {
          "name": "data.message",
          "type": "string",
          "description": "Extra detail, optional."
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
        "Signature produced with the Chia wallet.",
        "Signing address = CAT EVE-coin puzzle hash or minter address.",
        "Image URL must be public; PNG/JPG etc.",
        "Base64 image_data may replace image_url.",
        "Max 5 updates per CAT owner."
      ],
    },
  ],
};

export default page;
