// The parameters an endpoint page lists for a call (plugins/api-catalogue.ts hands them to the page).
import {apiHosts, apiKeyHeader} from './groups';
import type {ApiCall, ApiParam} from './types';

/**
 * The header that carries a Pro key, as a row of a call's parameters: the catalogue leaves it out
 * of each call (the samples add it for the Pro host), and the page lists it with the others so
 * that a reader (and the search) finds it where the call's inputs are.
 */
function apiKeyParam(call: ApiCall): ApiParam {
  const proOnly = call.access === 'pro-only';
  return {
    name: apiKeyHeader,
    in: 'header',
    type: 'string',
    required: proOnly,
    description: proOnly
      ? `Your Pro API key. This call answers only on the Pro host, \`${apiHosts.pro}\`, and only with a key.`
      : `Your Pro API key, sent to the Pro host, \`${apiHosts.pro}\`, only. The free hosts need no key.`,
  };
}

/** The parameters a call's page lists: the catalogue's, and the key header where a Pro host answers the call. */
export function pageParams(call: ApiCall): ApiParam[] {
  const keyed = call.hosts.pro !== undefined && (call.access === 'free' || call.access === 'pro-only');
  return keyed && !call.params.some((param) => param.name === apiKeyHeader) ? [...call.params, apiKeyParam(call)] : call.params;
}
