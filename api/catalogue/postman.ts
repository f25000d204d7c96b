// Builds a Postman collection (format v2.1) and a Postman environment from the catalogue. The
// build writes them beside the OpenAPI document: /api/spacescan.postman_collection.json and
// /api/spacescan.postman_environment.json (plugins/api-catalogue.ts).
//
// - One folder per group of the API sidebar, one request per call, in the reference's order.
//   The calls are those of the OpenAPI document: an older call whose method and path a current
//   call holds is left out of both (buildOpenApi's `skipped`).
// - The host of each request is a variable: `{{baseUrl}}` for the calls the free hosts answer
//   (Mainnet by default; set it to `{{testnetHost}}` or `{{proHost}}`), `{{proBaseUrl}}` for the
//   Pro-only calls, `{{mainnetHost}}` for the older calls, which only Mainnet answers. The hosts
//   are collection variables, and the environment file holds them too, with the Pro key.
// - Path parameters are Postman path variables (`:address`) and query parameters are filled with
//   the values of the page's example; a query parameter the example leaves out is listed, turned off.
// - Every request sends a User-Agent. The x-api-key header carries `{{apiKey}}`: on for the
//   Pro-only calls, off (to turn on with the Pro host) for the others that the Pro host answers.
// - The example response of the page is saved with the request (status, Content-Type, body), and
//   so is each documented error that has an example body.
import {apiGroups, apiHosts, apiKeyHeader} from './groups';
import {REASON_PHRASES} from './http-status';
import {buildOpenApi} from './openapi';
import {USER_AGENT} from './samples';
import type {ApiCall, ApiPage, JsonValue, ScalarValue} from './types';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
/** The file names the build writes under /api/. */
export const postmanCollectionFile = 'spacescan.postman_collection.json';
export const postmanEnvironmentFile = 'spacescan.postman_environment.json';

// Fixed ids, so that importing a newer file replaces the collection and the environment instead of
// adding a copy (UUID v5 of the files' addresses).
const COLLECTION_ID = 'fa3256d6-9f6c-5b35-a7fd-45b264a83d8b';
const ENVIRONMENT_ID = 'cfd7a390-7950-5d27-affe-7a6236238b07';

export type PostmanKeyValue = {key: string; value: string; description?: string; disabled?: boolean};
export type PostmanUrl = {
  raw: string;
  host: string[];
  path: string[];
  query?: PostmanKeyValue[];
  variable?: PostmanKeyValue[];
};
export type PostmanRequest = {
  method: string;
  header: PostmanKeyValue[];
  url: PostmanUrl;
  body?: {mode: 'raw'; raw: string; options: {raw: {language: 'json'}}};
  description: string;
};
export type PostmanResponse = {
  name: string;
  originalRequest: PostmanRequest;
  status: string;
  code: number;
  _postman_previewlanguage: 'json';
  header: PostmanKeyValue[];
  cookie: never[];
  body: string;
};
export type PostmanItem = {name: string; request: PostmanRequest; response: PostmanResponse[]};
export type PostmanFolder = {name: string; description: string; item: PostmanItem[]};
export type PostmanCollection = {
  info: {_postman_id: string; name: string; description: string; schema: string};
  item: PostmanFolder[];
  variable: Array<{key: string; value: string; type: 'string'; description: string}>;
};
export type PostmanEnvironment = {
  id: string;
  name: string;
  values: Array<{key: string; value: string; type: 'default' | 'secret'; enabled: boolean}>;
  _postman_variable_scope: 'environment';
};

/** The host variables: the same keys and values in the collection and the environment. */
const hostVariables: ReadonlyArray<{key: string; value: string; description: string}> = [
  {key: 'mainnetHost', value: apiHosts.mainnet, description: 'Mainnet, free, no key.'},
  {key: 'testnetHost', value: apiHosts.testnet, description: 'Testnet11, free, no key.'},
  {key: 'proHost', value: apiHosts.pro, description: 'Mainnet, Pro: send your key in x-api-key.'},
  {key: 'proTestnetHost', value: apiHosts.proTestnet, description: 'Testnet11, Pro: send your key in x-api-key.'},
  {
    key: 'baseUrl',
    value: '{{mainnetHost}}',
    description:
      'The host of the calls the free hosts answer: {{mainnetHost}}, {{testnetHost}} or {{proHost}} (then turn on the x-api-key header).',
  },
  {key: 'proBaseUrl', value: '{{proHost}}', description: 'The host of the Pro-only calls: {{proHost}} or {{proTestnetHost}}.'},
];

/** The host variable a call's requests go to. */
function hostVariable(call: ApiCall): string {
  if (call.access === 'pro-only') return '{{proBaseUrl}}';
  if (call.access === 'free') return '{{baseUrl}}';
  return '{{mainnetHost}}';
}

const text = (value: ScalarValue | undefined): string => (value === undefined ? '' : String(value));

function describeParam(description: string, constraints: string | undefined): string {
  return [description, constraints].filter(Boolean).join(' ');
}

/** The request of one call, with the values of its Mainnet example. */
export function postmanRequest(call: ApiCall, pageUrl?: string): PostmanRequest {
  const values = call.example.mainnet;
  const host = hostVariable(call);
  const path = call.path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const variable: PostmanKeyValue[] = [];
  const query: PostmanKeyValue[] = [];
  const header: PostmanKeyValue[] = [
    {key: 'User-Agent', value: USER_AGENT, description: 'Name your application: the API wants a User-Agent on every request.'},
  ];
  if (call.access === 'legacy-authkey') {
    query.push({key: 'authkey', value: '{{authKey}}', description: 'Your key for the older API.'});
  }
  for (const param of call.params) {
    const description = describeParam(param.description, param.constraints);
    const value = values[param.name];
    if (param.in === 'path') variable.push({key: param.name, value: text(value), description});
    else if (param.in === 'query' && param.name !== 'authkey') {
      query.push(
        value === undefined
          ? {key: param.name, value: text(param.default), description, disabled: true}
          : {key: param.name, value: text(value), description},
      );
    } else if (param.in === 'header' && param.name !== apiKeyHeader) {
      header.push(
        value === undefined
          ? {key: param.name, value: '', description, disabled: true}
          : {key: param.name, value: text(value), description},
      );
    }
  }
  if (call.access === 'pro-only') {
    header.push({key: apiKeyHeader, value: '{{apiKey}}', description: 'Your Pro API key. This call answers only with a key.'});
  } else if (call.hosts.pro !== undefined) {
    header.push({
      key: apiKeyHeader,
      value: '{{apiKey}}',
      description: 'Your Pro API key: turn this header on when baseUrl is {{proHost}}.',
      disabled: true,
    });
  }
  if (call.requestBody) header.push({key: 'Content-Type', value: call.requestBody.contentType});

  const search = query
    .filter((item) => !item.disabled)
    .map((item) => `${item.key}=${item.value}`)
    .join('&');
  const url: PostmanUrl = {raw: `${host}/${path.join('/')}${search ? `?${search}` : ''}`, host: [host], path};
  if (query.length > 0) url.query = query;
  if (variable.length > 0) url.variable = variable;

  const description = [
    call.summary,
    ...call.notes,
    ...(call.legacy ? [`Older API: ${call.legacy.reason}`] : []),
    ...(call.response.contentType === 'application/json'
      ? []
      : [`Answers with the file itself (${call.response.contentType}): ${call.response.example}`]),
    ...(pageUrl ? [`Reference: ${pageUrl}`] : []),
  ].join('\n\n');
  const request: PostmanRequest = {method: call.method, header, url, description};
  if (call.requestBody) {
    request.body = {mode: 'raw', raw: JSON.stringify(call.requestBody.example, null, 2), options: {raw: {language: 'json'}}};
  }
  return request;
}

function savedResponse(name: string, request: PostmanRequest, code: number, body: string): PostmanResponse {
  return {
    name,
    originalRequest: request,
    status: REASON_PHRASES[code] ?? '',
    code,
    _postman_previewlanguage: 'json',
    header: [{key: 'Content-Type', value: 'application/json'}],
    cookie: [],
    body,
  };
}

/** The saved responses of a call: its example, then each documented error with an example body. */
export function postmanResponses(call: ApiCall, request: PostmanRequest): PostmanResponse[] {
  const responses: PostmanResponse[] = [];
  if (call.response.contentType === 'application/json')
    responses.push(savedResponse('Example response', request, 200, call.response.example));
  for (const error of call.errors) {
    if (error.status === null || error.body === undefined) continue;
    responses.push(
      savedResponse(`${error.status}: ${error.meaning}`, request, error.status, JSON.stringify(error.body as JsonValue, null, 2)),
    );
  }
  return responses;
}

/** The URL of a call's section on its page, from the address of the site's API reference (`https://…/api/`). */
function callUrl(apiUrl: string, call: ApiCall): string {
  const [doc = '', anchor] = call.id.split('#');
  return `${apiUrl}${doc}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The collection of every call of the OpenAPI document. `apiUrl`, the address of the API
 * reference with a final slash, links each request to its page.
 */
export function buildPostmanCollection(pages: readonly ApiPage[], apiUrl?: string): PostmanCollection {
  const skipped = new Set(buildOpenApi(pages).skipped);
  const item: PostmanFolder[] = [];
  for (const group of apiGroups) {
    const items: PostmanItem[] = pages
      .filter((page) => page.group === group.key)
      .flatMap((page) => page.calls)
      .filter((call) => !skipped.has(call.id))
      .map((call) => {
        const request = postmanRequest(call, apiUrl === undefined ? undefined : callUrl(apiUrl, call));
        const name = call.legacy && !/older/i.test(call.title) ? `${call.title} (older API)` : call.title;
        return {name, request, response: postmanResponses(call, request)};
      });
    if (items.length > 0) item.push({name: group.label, description: `The ${group.label} calls of the Spacescan API.`, item: items});
  }
  return {
    info: {
      _postman_id: COLLECTION_ID,
      name: 'Spacescan API',
      description: [
        'Read Chia blockchain data from Spacescan: addresses, tokens, NFTs, blocks, offers and statistics. Generated from the catalogue of the Spacescan docs, like the OpenAPI document.',
        'The free calls go to {{baseUrl}}, which is {{mainnetHost}} until you change it: set it to {{testnetHost}} for Testnet11, or to {{proHost}} and turn on the x-api-key header for Pro. Put your Pro key in the apiKey variable of the Spacescan API environment.',
        ...(apiUrl ? [`Reference: ${apiUrl}getting-started`] : []),
      ].join('\n\n'),
      schema: POSTMAN_SCHEMA,
    },
    item,
    variable: hostVariables.map((variable) => ({...variable, type: 'string'})),
  };
}

/** The environment: the hosts, and the keys as secrets to fill in. */
export function buildPostmanEnvironment(): PostmanEnvironment {
  return {
    id: ENVIRONMENT_ID,
    name: 'Spacescan API',
    values: [
      ...hostVariables.map(({key, value}) => ({key, value, type: 'default' as const, enabled: true})),
      {key: 'apiKey', value: '', type: 'secret', enabled: true},
      {key: 'authKey', value: '', type: 'secret', enabled: true},
    ],
    _postman_variable_scope: 'environment',
  };
}
