// What many entries share, said once: the hosts each kind of access uses, the errors every call
// can answer, and the parameters several calls take with the same meaning.
import {apiHosts} from './groups';
import type {Access, ApiCall, ApiErrorCase, ApiParam} from './types';

/** The hosts of a call follow from its access. */
export function hostsFor(access: Access): ApiCall['hosts'] {
  switch (access) {
    case 'free':
      return {mainnet: apiHosts.mainnet, testnet: apiHosts.testnet, pro: apiHosts.pro};
    case 'pro-only':
      return {mainnet: apiHosts.pro, testnet: apiHosts.proTestnet, pro: apiHosts.pro};
    case 'legacy-authkey':
    case 'legacy-open':
      return {mainnet: apiHosts.mainnet};
  }
}

// Errors every current call can answer.
export const tooManyRequests: ApiErrorCase = {status: 429, meaning: 'You sent too many requests in a short time. Wait, then retry more slowly.'};
export const serverError: ApiErrorCase = {status: 500, meaning: 'The server failed while it handled the request. Retry later.'};
export const maintenance: ApiErrorCase = {status: 503, meaning: 'The API is down for maintenance. Retry later.'};

/** The asset id of a CAT in the path. */
export const assetIdPath: ApiParam = {
  name: 'asset_id',
  in: 'path',
  type: 'string',
  required: true,
  description: 'Asset id of the CAT (its TAIL hash), as 64 hex characters.',
};

/** The first page is 1. */
export const pageParam: ApiParam = {
  name: 'page',
  in: 'query',
  type: 'integer',
  required: false,
  default: 1,
  description: 'Which page of results to return, counting from 1.',
};

/** A window of blocks or of time that limits which received coins count. */
export const windowParams: readonly ApiParam[] = [
  {name: 'start_block', in: 'query', type: 'integer', required: false, constraints: 'Give `end_block` with it.', description: 'Block height where the window starts.'},
  {name: 'end_block', in: 'query', type: 'integer', required: false, constraints: 'Give `start_block` with it.', description: 'Block height where the window ends.'},
  {name: 'start_timestamp', in: 'query', type: 'integer', required: false, constraints: 'Give `end_timestamp` with it.', description: 'Moment the window starts, as Unix time in seconds.'},
  {name: 'end_timestamp', in: 'query', type: 'integer', required: false, constraints: 'Give `start_timestamp` with it.', description: 'Moment the window ends, as Unix time in seconds.'},
];

/** The cursors of the sent and received lists of the address transaction calls. */
export const sendCursor: ApiParam = {
  name: 'send_cursor',
  in: 'query',
  type: 'integer',
  required: false,
  description: 'Where the next page of sent transfers starts: the `next_cursor` of `send_transactions` from your last call.',
};
export const receivedCursor: ApiParam = {
  name: 'received_cursor',
  in: 'query',
  type: 'integer',
  required: false,
  description: 'Where the next page of received transfers starts: the `next_cursor` of `received_transactions` from your last call.',
};

/** The two headers every offer call except the upload wants. */
export const offerHeaders: readonly ApiParam[] = [
  {name: 'version', in: 'header', type: 'string', required: true, description: 'Version of the offer API to use, such as `v1`.'},
  {name: 'network', in: 'header', type: 'string', required: true, description: 'Network to read: `xch` for mainnet, `txch` for testnet.'},
];

/** The key and version parameters of the older query-string API. */
export const authkeyParam: ApiParam = {
  name: 'authkey',
  in: 'query',
  type: 'string',
  required: false,
  description: 'Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused.',
};
export const legacyNetworkParam: ApiParam = {
  name: 'network',
  in: 'query',
  type: 'string',
  required: false,
  enum: ['mainnet', 'testnet10'],
  description: 'The chain to read: `mainnet` or `testnet10`.',
};
export const legacyVersionParam: ApiParam = {
  name: 'Version',
  in: 'query',
  type: 'number',
  required: false,
  default: 1,
  description: 'Selects the version of the older API that answers the request.',
};

/** The only answer the older pages show: a placeholder. */
export const legacyPlaceholderField = {
  name: 'status',
  type: 'string',
  description: 'Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented.',
} as const;
