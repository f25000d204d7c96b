// Catalogue entry for /api/tools/get_coin_id. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {serviceErrors, statusReadsField} from '../../shared';
import {getCoinId} from '../../world/examples/tools';

const page: PageSpec = {
  doc: 'tools/get_coin_id',
  group: 'tools',
  title: 'Get coin ID',
  description: 'Works out the id of a coin from its parent coin id, its puzzle hash and its amount.',
  sidebarPosition: 7,
  inApiSidebar: true,
  calls: [
    {
      id: 'tools/get_coin_id',
      title: 'Get coin ID',
      summary: 'Works out the id of a coin from its parent coin id, its puzzle hash and its amount.',
      method: 'POST',
      path: '/tools/get_coin_id',
      access: 'free',
      params: [
        {
          name: 'parent_coin_name',
          in: 'body',
          type: 'string',
          required: true,
          description: 'The id of the coin that created this one: 32 bytes written as 64 hex characters, with or without a leading `0x`.',
        },
        {
          name: 'puzzle_hash',
          in: 'body',
          type: 'string',
          required: true,
          description: 'The puzzle hash that locks the coin: 32 bytes written as 64 hex characters, with or without a leading `0x`.',
        },
        {
          name: 'amount',
          in: 'body',
          type: 'number',
          required: true,
          description: 'The value of the coin in XCH, not mojo. Decimals are allowed.',
        },
      ],
      requestBody: {contentType: 'application/json'},
      responseFields: [
        statusReadsField,
        {
          name: 'data',
          type: 'string',
          description: 'The coin id, as 64 hex characters after `0x`.',
        },
      ],
      example: getCoinId,
      errors: [
        {
          status: 400,
          meaning: 'A body field is missing or malformed, so the call cannot hash it.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The coin id is the SHA-256 hash of the parent coin id, the puzzle hash and the amount in mojo encoded as a Chia integer, so you can check the answer yourself.',
        'You send the amount in XCH and the hash uses it in mojo. One XCH is 10^12 mojo, so 1.5 XCH counts as 1,500,000,000,000 mojo.',
      ],
    },
  ],
};

export default page;
