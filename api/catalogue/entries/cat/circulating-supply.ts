// Catalogue entry for /api/cat/circulating-supply. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {assetIdPath, maintenance, serverError, tooManyRequests} from '../../shared';
import {catCirculatingSupply} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: "cat/circulating-supply",
  group: "token",
  title: "Get CAT circulating supply",
  description: "Returns how many tokens of a CAT are in circulation.",
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: "cat/circulating-supply",
      title: "Get CAT circulating supply",
      summary: "Returns how many tokens of a CAT are in circulation.",
      method: "GET",
      path: "/token/circulating-supply/{asset_id}",
      access: "free",
      params: [
        assetIdPath,
      ],
      responseFields: [
        {
          name: "circulating_supply",
          type: "number",
          description: "Number of tokens of the CAT that circulate.",
        },
      ],
      example: catCirculatingSupply,
      errors: [
        {status: 400, meaning: "The request is not valid: a parameter is missing or malformed."},
        {status: 404, meaning: "Spacescan knows no CAT with that asset id."},
        tooManyRequests,
        serverError,
        maintenance,
      ],
      notes: [
        "The figure leaves out tokens that are locked, reserved or not yet vested.",
        "Typical uses are market capitalisation and liquidity analysis.",
      ],
    },
  ],
};

export default page;
