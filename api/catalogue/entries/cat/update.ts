// Catalogue entry for /api/cat/update. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {invalidRequest, serviceErrors, statusField} from '../../shared';
import {catUpdate} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/update',
  group: 'token',
  title: 'Update token information',
  description: 'Updates the name, ticker, description and logo that Spacescan shows for a CAT token you issued.',
  sidebarPosition: 8,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/update',
      title: 'Update token information',
      summary: 'Updates the name, ticker, description and logo that Spacescan shows for a CAT token you issued.',
      method: 'POST',
      path: '/cat/info/updatecat',
      access: 'free',
      params: [
        {
          name: 'pubkey',
          in: 'body',
          type: 'string',
          required: true,
          description: 'Public key that made `signature`, in hex.',
        },
        {
          name: 'signature',
          in: 'body',
          type: 'string',
          required: true,
          description: 'BLS signature of `message`, in hex.',
        },
        {
          name: 'signing_mode',
          in: 'body',
          type: 'string',
          required: true,
          description: 'Signature scheme of `signature`. Send the value shown, character for character.',
          enum: ['BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG:CHIP-0002_'],
        },
        {
          name: 'message',
          in: 'body',
          type: 'string',
          required: true,
          description: 'The text you signed. Send the value shown, character for character.',
          enum: ['Confirm Sign in to import Tokens from spacescan.io'],
        },
        {
          name: 'address',
          in: 'body',
          type: 'string',
          required: true,
          description: "The signing address: the puzzle hash of the CAT's EVE coin, or the address that minted the CAT.",
        },
        {
          name: 'asset_id',
          in: 'body',
          type: 'string',
          required: true,
          description: 'Asset id of the CAT to update (its TAIL hash), in hex.',
        },
        {
          name: 'asset_name',
          in: 'body',
          type: 'string',
          required: true,
          description: 'Name to show for the token.',
        },
        {
          name: 'description',
          in: 'body',
          type: 'string',
          required: false,
          description: 'Short text that describes the token.',
        },
        {
          name: 'cat_symbol',
          in: 'body',
          type: 'string',
          required: true,
          description: 'Ticker to show for the token, such as `SPACE`.',
        },
        {
          name: 'image_url',
          in: 'body',
          type: 'string',
          required: false,
          description: "Public URL of the token's logo.",
        },
        {
          name: 'image_data',
          in: 'body',
          type: 'string',
          required: false,
          description: 'The logo itself, as a base64 data URI. Send it instead of `image_url`.',
        },
        {
          name: 'issuance_type',
          in: 'body',
          type: 'string',
          required: false,
          description: 'How the token is issued.',
        },
        {
          name: 'tags',
          in: 'body',
          type: 'string',
          required: false,
          description: 'Category tags for the token.',
        },
        {
          name: 'multiplier',
          in: 'body',
          type: 'string',
          required: false,
          description: 'Multiplier of the token.',
        },
        {
          name: 'clvm',
          in: 'body',
          type: 'string',
          required: false,
          description: "The token's compiled CLVM.",
        },
        {
          name: 'lisp',
          in: 'body',
          type: 'string',
          required: false,
          description: "The token's Chialisp source.",
        },
        {
          name: 'extra',
          in: 'body',
          type: 'string',
          required: false,
          description: 'Any further information about the token.',
        },
      ],
      requestBody: {contentType: 'application/json'},
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'object',
          description: 'Result of the update.',
        },
        {
          name: 'data.claimed',
          type: 'boolean',
          description: '`true` when Spacescan accepted the update.',
        },
        {
          name: 'data.message',
          type: 'string',
          description: 'More detail about the result. It can be absent.',
        },
      ],
      example: catUpdate,
      errors: [invalidRequest, ...serviceErrors],
      notes: [
        'Sign `message` with the Chia wallet that holds the signing address, then send the public key and the signature.',
        '`image_url` must be reachable by anyone and point to an image file, such as a PNG or JPG.',
        'Each CAT owner can make at most 5 updates.',
        'Send the body as JSON, with the header `Content-Type: application/json`.',
      ],
    },
  ],
};

export default page;
