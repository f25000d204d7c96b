// Catalogue entry for /api/offers/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {offerHeaders, pathParam, serviceErrors, statusField} from '../../shared';
import {offersInfo} from '../../world/examples/offers';

const page: PageSpec = {
  doc: "offers/info",
  group: "offers",
  title: "Get offer information",
  description: "Returns one offer by its id: its status, what it gives and what it asks for.",
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: "offers/info",
      title: "Get offer information",
      summary: "Returns one offer by its id: its status, what it gives and what it asks for.",
      method: "GET",
      path: "/offer/{offer_id}",
      access: "free",
      params: [
        pathParam("offer_id", "Id of the offer, a base58 string such as the `id` that the offer lists return."),
        ...offerHeaders,
      ],
      responseFields: [
        statusField,
        {name: "data", type: "object", description: "The offer."},
        {
          name: "data.id",
          type: "string",
          description: "The offer's id, a base58 string; pass it as `offer_id` to fetch this offer alone.",
        },
        {
          name: "data.offer_status",
          type: "string",
          description: "Where the offer stands: `Active`, `Pending`, `Cancelling`, `Cancelled`, `Completed`, `Unknown` or `Expired`.",
        },
        {
          name: "data.offer",
          type: "string",
          description: "The offer itself, as an `offer1…` string that a wallet can take.",
        },
        {
          name: "data.offered",
          type: "array",
          description: "Assets the offer gives; each item has the fields listed under `offered[]`.",
        },
        {
          name: "data.requested",
          type: "array",
          description: "Assets the offer asks for in return, in the same shape as `offered`.",
        },
        {
          name: "data.created",
          type: "string",
          description: "When the offer was created, as an ISO 8601 timestamp in UTC.",
        },
        {
          name: "data.settled",
          type: "string|null",
          description: "When the offer settled, as an ISO 8601 timestamp in UTC; `null` while it has not.",
        },
        {
          name: "data.height",
          type: "number",
          description: "Block height that Spacescan records with the offer.",
        },
        {
          name: "data.offered[].type",
          type: "string",
          description: "Kind of asset: `NFT1` for an NFT, `CAT2` for a token, `XCH` for chia.",
        },
        {
          name: "data.offered[].nft_info",
          type: "object",
          description: "Id, name and preview image of the NFT; present when `type` is `NFT1`.",
        },
        {
          name: "data.offered[].cat_info",
          type: "object",
          description: "Asset id and name of the token; present for CAT assets.",
        },
        {name: "data.offered[].symbol", type: "string|null", description: "Ticker of the asset, such as `XCH`, or `null` for an NFT."},
        {
          name: "data.offered[].amount",
          type: "number",
          description: "How much of the asset changes hands, in the asset's own unit rather than mojo: `1.5` with `XCH` means 1.5 XCH.",
        },
      ],
      example: offersInfo,
      agreements: [{rule: "echo", param: "offer_id", at: "data.id"}],
      errors: [
        {status: 401, meaning: "The `version` or `network` header is missing."},
        {status: 404, meaning: "No offer has this id."},
        ...serviceErrors,
      ],
      notes: [
        "Send the `version` and `network` headers with every request; without them the call answers `401`.",
      ],
    },
  ],
};

export default page;
