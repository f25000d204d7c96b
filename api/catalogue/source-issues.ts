// How each mistake that the reference facts list for the original API pages (`source_issues`) was
// resolved in the catalogue. Kept beside the entries so the next editor knows why they differ.

export interface SourceIssueResolution {
  /** Doc id of the page (or `getting-started`). */
  doc: string;
  issue: string;
  resolution: string;
}

export const sourceIssueResolutions: readonly SourceIssueResolution[] = [
  {
    doc: 'getting-started',
    issue: 'The quick start sent its User-Agent example to /stats/xch, which no page documents.',
    resolution: 'The User-Agent and first-request examples call /address/xch-balance, a documented endpoint.',
  },
  {
    doc: 'address/xch_balance',
    issue: 'Block-filter example with start_block 7508362 after end_block 7495133.',
    resolution:
      'The example asks for the whole balance, which the example world fixes; the order check fails any window whose start is after its end.',
  },
  {
    doc: 'address/token_balance',
    issue: 'Block-filter example with its start after its end.',
    resolution: 'Same fix as xch_balance: the whole balance, from the world, and the order check.',
  },
  {
    doc: 'address/token_balance',
    issue: 'sidebar_position 2 shared with xch_historical_balance.',
    resolution: 'Positions follow the group order of the facts; the check rejects two pages at one position in a group.',
  },
  {
    doc: 'address/nft_balance',
    issue: 'Block-filter example with its start after its end.',
    resolution: 'Same fix as xch_balance: the whole balance, from the world, and the order check.',
  },
  {
    doc: 'address/xch_transactions',
    issue: 'Notes mention start_timestamp/end_timestamp but the table omits them.',
    resolution: 'Both are in the parameters table, with a note to pass them together.',
  },
  {
    doc: 'address/xch_transactions',
    issue: 'Testnet example used a mainnet xch1 address on the testnet host.',
    resolution: 'Testnet examples use the txch1 form of the address; the check rejects xch1 in a testnet example.',
  },
  {
    doc: 'address/xch_transactions',
    issue: "Path is singular ('xch-transaction') while the title is plural.",
    resolution: 'Path kept as the API serves it; a note says to call it exactly as written.',
  },
  {
    doc: 'address/xch_transactions',
    issue: 'sidebar_position 2 shared with two other pages.',
    resolution: 'Positions follow the group order of the facts.',
  },
  {
    doc: 'address/token_transactions',
    issue: 'Mainnet example used the testnet example address.',
    resolution: 'Mainnet uses xch1raq84…; testnet uses its own txch1 address.',
  },
  {
    doc: 'block/peak',
    issue: 'Peak example identical to the block/info example for height 6555398.',
    resolution: 'Peak has its own example: a later transaction block with a timestamp.',
  },
  {
    doc: 'block/info',
    issue: 'block_height typed string here, number in block/transactions.',
    resolution: 'block_height is an integer path parameter everywhere.',
  },
  {
    doc: 'block/timestamp',
    issue: 'number/timestamp are numbers here but strings in block/info and block/peak.',
    resolution: 'Each endpoint documents the type it returns; notes on all three say which returns a string, so readers convert.',
  },
  {
    doc: 'cat/list',
    issue: 'Live URL passed count=10, a parameter not in the table.',
    resolution: 'Examples use documented parameters only; count is not documented for this call, so it is not shown.',
  },
  {
    doc: 'cat/list',
    issue: 'Example token_id was not valid bech32m (hex with the prefix swapped).',
    resolution: 'token_id is the bech32m encoding of the asset id with the tkn prefix.',
  },
  {doc: 'cat/list', issue: 'tags typed array here but string in cat/info.', resolution: 'tags is a string[] in both calls.'},
  {
    doc: 'cat/info',
    issue: 'Path parameter named token_id while every example passes a hex asset id.',
    resolution: 'The placeholder and parameter are asset_id, described as the hex asset id.',
  },
  {
    doc: 'cat/total-supply',
    issue: 'sidebar_position 7 shared with cat/activity.',
    resolution: 'Positions follow the group order of the facts.',
  },
  {
    doc: 'cat/holders',
    issue: 'Response has next_cursor but no cursor request parameter.',
    resolution: 'A note says the cursor parameter is not documented, so read the first page only; no parameter is invented.',
  },
  {doc: 'cat/price', issue: "Currency examples listed USD twice ('USD, EUR, USD').", resolution: 'The description names USD, EUR and GBP.'},
  {
    doc: 'cat/activity',
    issue: 'Filter is asset_id but rows report cat_id.',
    resolution: 'cat_id is described as the same value as the asset_id filter.',
  },
  {
    doc: 'cat/update',
    issue: 'signing_mode rendered with markdown asterisks.',
    resolution: 'signing_mode and message are enums rendered as code, exact strings.',
  },
  {doc: 'cat/transactions', issue: 'Page not listed in apiSidebar.', resolution: 'Listed under Token in apiSidebar.'},
  {
    doc: 'cat/transactions',
    issue: 'Path prefix /cat/ differs from the /token/ prefix of its siblings.',
    resolution: 'Path kept as served; a note points out the difference.',
  },
  {
    doc: 'collections/list',
    issue: 'Live response URL used http://.',
    resolution: 'Every sample is generated from the https host of the catalogue.',
  },
  {
    doc: 'collections/nfts',
    issue: 'Documented as POST but the live widget sent GET.',
    resolution: 'Samples in all four languages send POST with the JSON filter body.',
  },
  {
    doc: 'collections/nfts',
    issue: 'cURL example ended with a dangling continuation and sent no body.',
    resolution: 'The cURL sample is generated and sends the body with -d.',
  },
  {
    doc: 'collections/nfts',
    issue: 'No live-test button, unlike its siblings.',
    resolution: 'No page has a live test: every page shows the same generated samples and a static example.',
  },
  {
    doc: 'collections/nfts',
    issue: 'page/count/owner_did location not stated.',
    resolution: 'Stated as query parameters, with a note that the filter object goes in the body.',
  },
  {doc: 'collection/info', issue: 'Singular folder, page not in apiSidebar.', resolution: 'Listed under Collection in apiSidebar.'},
  {
    doc: 'collection/info',
    issue: 'Fields icon_uri/banner_uri differ from preview_url/banner_url of /collections.',
    resolution: 'Fields kept as this call returns them; a note maps them to the /collections names.',
  },
  {doc: 'did/info', issue: 'Stray unclosed code fence.', resolution: 'Pages are generated; no hand-written code fences.'},
  {
    doc: 'did/info',
    issue: 'created_nft_count typed string here, number in did/nfts.',
    resolution: 'A number in both, as is collections_count.',
  },
  {doc: 'did/info', issue: 'No error table.', resolution: 'Errors listed: 400 bad DID, 404 unknown DID, 429, 500.'},
  {doc: 'did/nfts', issue: 'No error table.', resolution: 'Errors listed: 400, 429, 500.'},
  {
    doc: 'did/nfts',
    issue: 'Python/JS tabs covered only some variants.',
    resolution: 'All four languages come from one definition of the call.',
  },
  {
    doc: 'nft/info',
    issue: 'Example omitted several schema fields.',
    resolution: 'The example has every listed field; the check fails a missing one.',
  },
  {doc: 'nft/info', issue: 'No testnet live test.', resolution: 'Testnet samples are generated like every other network.'},
  {
    doc: 'nft/stats',
    issue: 'Path /nft/stats singular while other NFT calls use /nfts/.',
    resolution: 'Path kept as served; a note points it out.',
  },
  {
    doc: 'nft/stats',
    issue: 'Traded and royalty amounts looked mis-scaled (about 1e-8 XCH for 104k trades).',
    resolution: 'Amounts scaled by 10^12 (mojo read as XCH): 46,807.87 XCH traded, 2,202.44 XCH royalties.',
  },
  {
    doc: 'nft/stats',
    issue: 'Schema listed fields at the top level while the example nests them in data.',
    resolution: 'Fields are listed under data, matching the example.',
  },
  {doc: 'nft/stats', issue: 'sidebar_position 2 shared with nft/original.', resolution: 'Positions follow the group order of the facts.'},
  {
    doc: 'nft/events',
    issue: 'Example had confirmed_txn_type (not in schema) and lacked spend_txn_id.',
    resolution: 'confirmed_txn_type added to the fields; spend_txn_id added to the example.',
  },
  {doc: 'nft/events', issue: "Notes said both 'chronological order' and 'most recent first'.", resolution: 'One note: newest first.'},
  {doc: 'nft/offers', issue: 'Example JSON was not valid JSON.', resolution: 'Stored as JSON text that the check parses.'},
  {
    doc: 'nft/offers',
    issue: 'A note used status strings while the schema uses numeric offer_status.',
    resolution: 'Only the numeric codes 0–3 are documented.',
  },
  {doc: 'nft/offers', issue: 'Two separate Notes sections.', resolution: 'One Notes section per call.'},
  {
    doc: 'nft/license_info',
    issue: 'Testnet host written api-testnet.spacescan.io.',
    resolution: 'api-testnet11.spacescan.io; the check accepts only the known host per network.',
  },
  {
    doc: 'nft/license_info',
    issue: 'No example NFT id, live test, request examples or free/pro notice.',
    resolution: 'Example NFT id, generated samples for three networks, and the access badge.',
  },
  {
    doc: 'offers/upload',
    issue: 'Content-Type listed as multipart/form-data while the body is JSON.',
    resolution: 'application/json everywhere.',
  },
  {doc: 'offers/upload', issue: "413 '10MB' error kept after the size limit was removed.", resolution: 'The 413 error is dropped.'},
  {
    doc: 'offers/upload',
    issue: "Uses a 'coin' parameter while other offer calls use a 'network' header.",
    resolution: 'Kept as this call reads it (query coin=xch|txch); a note explains the difference.',
  },
  {
    doc: 'offers/upload',
    issue: 'Path carries an extra /api prefix.',
    resolution: 'Kept: the response offer_link uses the same prefix; a note says to call it as written.',
  },
  {
    doc: 'offers/upload',
    issue: 'sidebar_position 2 shared with offers/list.',
    resolution: 'Positions follow the group order of the facts.',
  },
  {
    doc: 'offers/list',
    issue: 'Headers marked required, yet the live test sent none.',
    resolution: 'Every sample sends version and network.',
  },
  {
    doc: 'offers/info',
    issue: 'Endpoint line showed a concrete offer id instead of {offer_id}.',
    resolution: 'Path is /offer/{offer_id}; the check ties placeholders to path parameters.',
  },
  {
    doc: 'offers/info',
    issue: 'cat_info said to cover CAT1 or CAT2 here, CAT2 only on offers/list.',
    resolution: 'Both describe cat_info as present for CAT assets.',
  },
  {
    doc: 'offers/by_asset',
    issue: 'Headers marked required, yet the live test sent none.',
    resolution: 'Every sample sends version and network.',
  },
  {
    doc: 'stats/total-supply',
    issue: "Response key 'total-supply' vs the older page's 'supply'.",
    resolution: 'Each call documents its own key; notes on both say which is which.',
  },
  {
    doc: 'stats/circulating-supply',
    issue: 'Sample numbers did not reconcile.',
    resolution: 'New example where circulating = total_supply − total_locked and total_locked is the sum of the locked balances.',
  },
  {
    doc: 'stats/circulating-supply',
    issue: 'locked_balances trimmed to 3 of 4 entries.',
    resolution: 'All four locked addresses (burn and three prefarm reserves) are shown.',
  },
  {
    doc: 'tools/convert_to_did',
    issue: "Example DID was the example NFT's launcher hash re-encoded.",
    resolution: 'Uses the DID did:chia:19qf3g… and its own 32 bytes.',
  },
  {
    doc: 'tools/convert_from_did',
    issue: "Example DID was the example NFT's launcher hash re-encoded.",
    resolution: 'Same DID as convert_to_did, so the two calls invert each other.',
  },
  {
    doc: 'tools/get_coin_id',
    issue: 'Sample coin id was not sha256(parent ‖ puzzle hash ‖ amount).',
    resolution:
      'A coin of the example world: sha256 of its parent, its puzzle hash and 1,750,000,000,000 mojo as a Chia int; the check recomputes it.',
  },
  {
    doc: 'tools/get_coin_id',
    issue: 'Sample parent coin id equalled the USDS asset id.',
    resolution:
      'The parent is a coin of the world (the coin Bob sent Alice); the known check fails an id that names another kind of thing.',
  },
  {doc: 'coins', issue: "429 meaning said 'too many coins'.", resolution: 'Says too many requests.'},
  {doc: 'data_layer', issue: 'Example URL left store_id empty.', resolution: 'A 32-byte store id in the example.'},
  {
    doc: 'data_layer',
    issue: 'In apiSidebar although older-styled.',
    resolution: 'Kept in apiSidebar (Data layer) and marked as an older call with no replacement.',
  },
  {
    doc: 'mempool',
    issue: 'In apiSidebar although older-styled.',
    resolution: 'Kept in apiSidebar (Mempool) and marked as an older call with no replacement.',
  },
  {
    doc: 'did',
    issue: 'Section blurb said it returns NFT collection info.',
    resolution: 'Summary says it returns a DID; it links to did/info.',
  },
  {doc: 'nft', issue: "'launcer' typo.", resolution: 'Written afresh: the launcher coin id encoded with the nft prefix.'},
  {
    doc: 'nft',
    issue: "'Get NFT events' repeated the /nft/transactions URL.",
    resolution: 'Path /nft/events, after the call name, with a note about the original URL.',
  },
  {doc: 'nft', issue: "'evenets' typo.", resolution: 'Written afresh.'},
  {
    doc: 'offers',
    issue: 'Text said each call returns 100 offers while page_size allows 20–100.',
    resolution: 'page_size documented as 20 to 100; no fixed count claimed.',
  },
  {
    doc: 'stats',
    issue: "Same path as stats/total-supply but key 'supply'.",
    resolution: 'Marked older, linked to stats/total-supply, with a note about the key.',
  },
  {
    doc: 'stats',
    issue: "network values 'testnet10' here vs 'testnet' on newer pages.",
    resolution: 'Each call lists its own allowed values; the older calls show testnet10.',
  },
  {
    doc: 'stats',
    issue: "Uses 'cur' and a string price; newer call uses 'currency' and a number.",
    resolution: 'Documented per call, with a note pointing to the current call.',
  },
  {doc: 'stats', issue: 'No request-example tabs for the price section.', resolution: 'Samples are generated for every call.'},
  {
    doc: 'stats',
    issue: 'Netspace endpoint appears only on this older page.',
    resolution: 'Marked older with no replacement, and a note says so.',
  },
];
