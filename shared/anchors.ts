// Anchors of the API reference's rows (issue 16): stable ids made from what the row stands for,
// so that a link to a parameter, a response field or an error status lands on its row.

/** `confirmed_transactions[].standard_coins[].coin_name` → `confirmed_transactions-standard_coins-coin_name`. */
function pathPart(path: string): string {
  return path
    .replace(/\[\]/g, '')
    .split('.')
    .filter((part) => part !== '')
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '_');
}

export function parameterAnchor(name: string, prefix = ''): string {
  return `${prefix}parameter-${pathPart(name)}`;
}

export function fieldAnchor(kind: 'response' | 'request', path: string, prefix = ''): string {
  return `${prefix}${kind}-${pathPart(path)}`;
}

export function statusAnchor(status: number | null, index: number, prefix = ''): string {
  return `${prefix}status-${status ?? `unstated-${index + 1}`}`;
}

/** What the ids of a call's blocks start with: its anchor on a page of several calls (`nft#get-nft-info` → `get-nft-info-`). */
export function callAnchorPrefix(callId: string): string {
  const anchor = callId.split('#')[1];
  return anchor ? `${anchor}-` : '';
}

/** The id of one request sample: `sample-mainnet-curl`. */
export function sampleAnchor(network: string, language: string, prefix = ''): string {
  return `${prefix}sample-${network}-${language}`;
}

/** The id of a call's example response (the heading above it is `example-response`). */
export function exampleAnchor(prefix = ''): string {
  return `${prefix}example`;
}
