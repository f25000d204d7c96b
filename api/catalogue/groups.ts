// The groups of apiSidebar, in their order, and the folder each group's pages live in.
import type {GroupKey} from './types';
import {API_HOSTS} from './world/chain-facts';

export interface ApiGroup {
  key: GroupKey;
  label: string;
  /** A group of one page is a plain sidebar link, not a category. */
  single: boolean;
  /** What the group's calls are about, for the OpenAPI document's tag. */
  description: string;
}

export const apiGroups: readonly ApiGroup[] = [
  {
    key: 'address',
    label: 'Address',
    single: false,
    description: 'Balances and transaction histories of a Chia address: XCH, CAT tokens and NFTs, now or over a window of blocks or time.',
  },
  {
    key: 'token',
    label: 'Token',
    single: false,
    description:
      "CAT tokens: the list of tokens, one token's details, supply, holders, price, activity and transfers, and updates to its listing.",
  },
  {
    key: 'nft',
    label: 'NFT',
    single: false,
    description: 'NFTs: details, metadata, the original file, the license, events, offers and market figures, and the older NFT calls.',
  },
  {
    key: 'collection',
    label: 'Collection',
    single: false,
    description: "NFT collections: the list, one collection's details, its NFTs and its trading activity.",
  },
  {key: 'did', label: 'DID', single: false, description: "Decentralized identifiers (DIDs): one DID's details and the NFTs it holds."},
  {
    key: 'block',
    label: 'Block',
    single: false,
    description: 'Blocks: the newest block, a block by height or by time, and the coins a block created and spent.',
  },
  {
    key: 'offers',
    label: 'Offers',
    single: false,
    description: 'Offers: upload an offer, list offers, read one offer, and find the offers for an asset.',
  },
  {
    key: 'stats',
    label: 'Stats',
    single: false,
    description: 'Figures of the Chia network: the XCH price, the total and the circulating supply, and the older statistics calls.',
  },
  {
    key: 'tools',
    label: 'Tools',
    single: false,
    description: 'Conversions between puzzle hashes and addresses, NFT ids and DIDs, and the id of a coin from its parts.',
  },
  {key: 'data_layer', label: 'Data layer', single: true, description: 'The mirrors of a DataLayer store, from the older query-string API.'},
  {
    key: 'mempool',
    label: 'Mempool',
    single: true,
    description: 'The fee that a standard transaction must beat to enter a full mempool, from the older query-string API.',
  },
  {
    key: 'coins',
    label: 'Coins',
    single: true,
    description: 'One coin by its id: its amount, the blocks that created and spent it, its sender and receiver.',
  },
];

/** The three hosts of the current API, and the pro testnet host that the historical balance uses. */
export const apiHosts = {
  mainnet: API_HOSTS.mainnet.url,
  testnet: API_HOSTS.testnet.url,
  pro: API_HOSTS.pro.url,
  proTestnet: API_HOSTS.proTestnet.url,
} as const;

export const apiKeyHeader = 'x-api-key';

/** Hand-written pages of the /api instance that are not catalogue entries. */
export const handWrittenDocs = ['getting-started', 'ai-assistants'] as const;
