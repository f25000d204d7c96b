// Turns an entry as written (a PageSpec) into the page the site renders (an ApiPage): the hosts
// follow from the access, the example request, body and response come from the example world, and
// a list the example shortens gets a note that says so.
import {hostsFor} from './shared';
import type {ApiCall, ApiPage, CallSpec, PageSpec} from './types';

/** The note a page shows under a list that its example response shortens. */
export function excerptNote(path: string): string {
  return `The example response shows only a few items of the \`${path}\` list; a real answer holds all of them, or a full page.`;
}

export function resolveCall(spec: CallSpec): ApiCall {
  const {example, agreements = [], requestBody, ...rest} = spec;
  const response: ApiCall['response'] =
    'json' in example.response
      ? {contentType: 'application/json', example: JSON.stringify(example.response.json, null, 2)}
      : {contentType: example.response.contentType, binary: true, example: example.response.binary};
  const excerpts = agreements.flatMap((a) => (a.rule === 'excerpt' ? [excerptNote(a.at)] : []));
  const call: ApiCall = {...rest, hosts: hostsFor(spec.access), response, example: example.request, notes: [...spec.notes, ...excerpts]};
  if (requestBody || example.body) {
    call.requestBody = {
      contentType: 'application/json',
      ...requestBody,
      example: example.body?.mainnet ?? null,
      ...(example.body?.testnet === undefined ? {} : {testnetExample: example.body.testnet}),
    };
  }
  return call;
}

export function resolvePage(spec: PageSpec): ApiPage {
  return {...spec, calls: spec.calls.map(resolveCall)};
}
