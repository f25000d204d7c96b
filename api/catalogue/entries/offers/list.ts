// Catalogue entry for /api/offers/list. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {offerHeaders, pageParam, serviceErrors, statusField} from '../../shared';
import {offersList} from '../../world/examples/offers';

const page: PageSpec = {
  doc: "offers/list",
  group: "offers",
  title: "List offers",
  description: "Lists offers page by page, optionally only those in one status.",
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: "offers/list",
      title: "List offers",
      summary: "Lists offers page by page, optionally only those in one status.",
      method: "GET",
      path: "/offers",
      access: "free",
      params: [
        {
          name: "count",
          in: "query",
          type: "integer",
          required: false,
          default: 100,
          constraints: "At most `100`.",
          description: "How many offers each page holds.",
        },
        {
          name: "status",
          in: "query",
          type: "string",
          required: false,
          default: "ALL",
          constraints: "One of `ALL`, `Active`, `Pending`, `Cancelling`, `Cancelled`, `Completed`, `Unknown` or `Expired`.",
          description: "Keep only the offers in this status; `ALL` keeps every offer.",
        },
        pageParam,
        ...offerHeaders,
      ],
      responseFields: [
        statusField,
        {name: "data", type: "array", description: "The offers on this page."},
        {
          name: "data[].id",
          type: "string",
          description: "The offer's id, a base58 string; pass it as `offer_id` to fetch this offer alone.",
        },
        {
          name: "data[].offer_status",
          type: "string",
          description: "Where the offer stands: `Active`, `Pending`, `Cancelling`, `Cancelled`, `Completed`, `Unknown` or `Expired`.",
        },
        {
          name: "data[].offer",
          type: "string",
          description: "The offer itself, as an `offer1…` string that a wallet can take.",
        },
        {
          name: "data[].offered",
          type: "array",
          description: "Assets the offer gives; each item has the fields listed under `offered[]`.",
        },
        {
          name: "data[].requested",
          type: "array",
          description: "Assets the offer asks for in return, in the same shape as `offered`.",
        },
        {
          name: "data[].created",
          type: "string",
          description: "When the offer was created, as an ISO 8601 timestamp in UTC.",
        },
        {
          name: "data[].settled",
          type: "string|null",
          description: "When the offer settled, as an ISO 8601 timestamp in UTC; `null` while it has not.",
        },
        {
          name: "data[].height",
          type: "number",
          description: "Block height that Spacescan records with the offer.",
        },
        {
          name: "data[].offered[].type",
          type: "string",
          description: "Kind of asset: `NFT1` for an NFT, `CAT2` for a token, `XCH` for chia.",
        },
        {
          name: "data[].offered[].nft_info",
          type: "object",
          description: "Id, name and preview image of the NFT; present when `type` is `NFT1`.",
        },
        {
          name: "data[].offered[].cat_info",
          type: "object",
          description: "Asset id and name of the token; present for CAT assets.",
        },
        {
          name: "data[].offered[].symbol",
          type: "string|null",
          description: "Ticker of the asset, such as `XCH`, or `null` for an NFT.",
        },
        {
          name: "data[].offered[].amount",
          type: "number",
          description: "How much of the asset changes hands, in the asset's own unit rather than mojo: `1.5` with `XCH` means 1.5 XCH.",
        },
      ],
      example: offersList,
      agreements: [
        {rule: "filter", param: "status", at: "data[].offer_status"},
        {rule: "count", items: "data", pageSize: "count"},
      ],
      errors: [
        {status: 401, meaning: "The `version` or `network` header is missing."},
        ...serviceErrors,
      ],
      notes: [
        "Spacescan caches the reply for 30 seconds, so a new offer can take that long to appear.",
        "Send the `version` and `network` headers with every request; without them the call answers `401`.",
      ],
    },
  ],
};

export default page;
