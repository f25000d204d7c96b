// The groups of apiSidebar, in their order, and the folder each group's pages live in.
import type {GroupKey} from './types';

export interface ApiGroup {
  key: GroupKey;
  label: string;
  /** A group of one page is a plain sidebar link, not a category. */
  single: boolean;
}

export const apiGroups: readonly ApiGroup[] = [
  {key: 'address', label: 'Address', single: false},
  {key: 'token', label: 'Token', single: false},
  {key: 'nft', label: 'NFT', single: false},
  {key: 'collection', label: 'Collection', single: false},
  {key: 'did', label: 'DID', single: false},
  {key: 'block', label: 'Block', single: false},
  {key: 'offers', label: 'Offers', single: false},
  {key: 'stats', label: 'Stats', single: false},
  {key: 'tools', label: 'Tools', single: false},
  {key: 'data_layer', label: 'Data layer', single: true},
  {key: 'mempool', label: 'Mempool', single: true},
  {key: 'coins', label: 'Coins', single: true},
];

/** The three hosts of the current API, and the pro testnet host that the historical balance uses. */
export const apiHosts = {
  mainnet: 'https://api.spacescan.io',
  testnet: 'https://api-testnet11.spacescan.io',
  pro: 'https://pro-api.spacescan.io',
  proTestnet: 'https://pro-api-testnet11.spacescan.io',
} as const;

export const apiKeyHeader = 'x-api-key';

/** Hand-written pages of the /api instance that are not catalogue entries. */
export const handWrittenDocs = ['getting-started'] as const;
