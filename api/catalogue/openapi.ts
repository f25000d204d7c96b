// Builds an OpenAPI 3.1 document from the catalogue. The build writes it to /api/openapi.json.
import {apiGroups, apiHosts, apiKeyHeader} from './groups';
import type {ApiCall, ApiField, ApiPage, ApiParam, JsonValue} from './types';

type Schema = {[key: string]: JsonValue};

function scalarSchema(type: string): Schema {
  const parts = type.split('|').map((p) => p.trim());
  const types = parts.map((part): string => {
    switch (part) {
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
      case 'null':
      case 'array':
      case 'object':
        return part;
      case 'string[]':
        return 'array';
      default:
        return 'string';
    }
  });
  const unique = [...new Set(types)];
  const schema: Schema = {type: unique.length === 1 ? (unique[0] ?? 'string') : unique};
  if (parts.includes('string[]')) schema.items = {type: 'string'};
  else if (unique.includes('array')) schema.items = {};
  return schema;
}

interface Node {
  field?: ApiField;
  array: boolean;
  children: Map<string, Node>;
}

/** Turns dotted field paths (`a.b`, `a[].b`, `[].b`) into a JSON Schema. */
export function fieldsToSchema(fields: readonly ApiField[]): Schema {
  const root: Node = {array: false, children: new Map()};
  for (const field of fields) {
    if (field.name === '[]') {
      root.array = true;
      root.field = field;
      continue;
    }
    let node = root;
    const segments = field.name.split('.');
    segments.forEach((segment, i) => {
      if (segment === '[]') {
        node.array = true;
        return;
      }
      const isArray = segment.endsWith('[]');
      const key = isArray ? segment.slice(0, -2) : segment;
      let child = node.children.get(key);
      if (!child) {
        child = {array: false, children: new Map()};
        node.children.set(key, child);
      }
      if (isArray) child.array = true;
      if (i === segments.length - 1) child.field = field;
      node = child;
    });
  }
  const toSchema = (node: Node): Schema => {
    let schema: Schema;
    if (node.children.size > 0) {
      const properties: Schema = {};
      for (const [key, child] of node.children) properties[key] = toSchema(child);
      const object: Schema = {type: 'object', properties};
      schema = node.array ? {type: 'array', items: object} : object;
    } else {
      schema = node.field ? scalarSchema(node.field.type) : {};
      if (node.array && schema.type !== 'array') schema = {type: 'array', items: schema};
    }
    if (node.field) schema.description = node.field.description;
    return schema;
  };
  return toSchema(root);
}

/**
 * The form of an id that a path takes, where the document must say it: an NFT id is always
 * `nft1…`, never `events` or `offers`, which is what tells `/nfts/events/{nft_id}` apart from
 * `/nfts/{nft_id}/license` (the Try it console checks the same form, src/components/ApiTryIt/formats.ts).
 */
const pathIdPatterns: Record<string, string> = {nft_id: '^nft1[02-9ac-hj-np-z]{58}$'};

function paramSchema(param: ApiParam): Schema {
  const schema: Schema = {type: param.type};
  const pattern = param.in === 'path' ? pathIdPatterns[param.name] : undefined;
  if (pattern !== undefined) schema.pattern = pattern;
  if (param.type === 'array') schema.items = {};
  if (param.enum) schema.enum = param.enum;
  if (param.default !== undefined) schema.default = param.default;
  return schema;
}

/** What the document says of client errors for a call whose page names none (src/components/ApiErrorsTable says the same). */
export const commonClientError =
  'This call documents no client error status of its own. A request the API refuses follows the common pattern of the Getting started page of the Spacescan API reference: a 4xx status and, where the API says more, a JSON body with a `status` of `failed` and a `message`.';

/** The operationId of a call in the document (the MCP server finds a call by it too). */
export function operationId(call: ApiCall): string {
  return call.id.replace(/[^A-Za-z0-9]+/g, '_');
}

function operation(call: ApiCall, groupLabel: string): Schema {
  const parameters: JsonValue[] = call.params
    .filter((p) => p.in !== 'body')
    .map((p) => {
      const param: Schema = {
        name: p.name,
        in: p.in,
        required: p.in === 'path' ? true : p.required,
        description: [p.description, p.constraints].filter(Boolean).join(' '),
        schema: paramSchema(p),
      };
      const example = call.example.mainnet[p.name];
      if (example !== undefined) param.example = example;
      return param;
    });
  const op: Schema = {
    operationId: operationId(call),
    summary: call.title,
    description: [call.summary, ...call.notes].join('\n\n'),
    tags: [groupLabel],
    parameters,
  };
  if (call.requestBody) {
    const bodyParams = call.params.filter((p) => p.in === 'body');
    const bodyFields: ApiField[] = [
      ...bodyParams.map((p) => ({name: p.name, type: p.type, description: p.description})),
      ...(call.requestBody.fields ?? []),
    ];
    const schema = fieldsToSchema(bodyFields);
    const required = bodyParams.filter((p) => p.required).map((p) => p.name);
    if (required.length > 0) schema.required = required;
    op.requestBody = {
      required: required.length > 0,
      content: {[call.requestBody.contentType]: {schema, example: call.requestBody.example}},
    };
  }
  const responses: Schema = {};
  if (call.response.contentType === 'application/json') {
    responses['200'] = {
      description: 'The call worked.',
      content: {'application/json': {schema: fieldsToSchema(call.responseFields), example: JSON.parse(call.response.example) as JsonValue}},
    };
  } else {
    responses['200'] = {
      description: call.response.example,
      content: {'application/octet-stream': {schema: {type: 'string', contentMediaType: 'application/octet-stream'}}},
    };
  }
  const unstated: string[] = [];
  for (const error of call.errors) {
    if (error.status === null) {
      unstated.push(error.meaning);
      continue;
    }
    const key = String(error.status);
    const existing = responses[key];
    const description =
      existing && typeof existing === 'object' && !Array.isArray(existing) && typeof existing.description === 'string'
        ? `${existing.description} ${error.meaning}`
        : error.meaning;
    const response: Schema = {description};
    if (error.body !== undefined) response.content = {'application/json': {example: error.body}};
    responses[key] = response;
  }
  if (unstated.length > 0) responses.default = {description: `Failures whose HTTP status is not documented: ${unstated.join(' ')}`};
  // A call whose page names no client error of its own follows the common pattern of Getting
  // started (a call with no errors at all says so on its page); the document says the same, as the
  // range of client errors.
  if (!call.errors.some((error) => error.status !== null && error.status >= 400 && error.status < 500))
    responses['4XX'] = {description: commonClientError};
  op.responses = responses;
  if (call.access === 'pro-only') {
    op.security = [{apiKey: []}];
    op.servers = [{url: apiHosts.pro}, {url: apiHosts.proTestnet}];
  } else if (call.access === 'free') {
    op.security = [{}, {apiKey: []}];
  } else {
    op.security = [];
    op.servers = [{url: apiHosts.mainnet}];
  }
  if (call.legacy) op.deprecated = true;
  return op;
}

export interface OpenApiBuild {
  document: Schema;
  /** Older calls left out because a current call holds the same method and path. */
  skipped: string[];
}

export function buildOpenApi(pages: readonly ApiPage[]): OpenApiBuild {
  const paths: {[path: string]: Schema} = {};
  const skipped: string[] = [];
  const calls = pages.flatMap((page) => page.calls.map((call) => ({page, call})));
  // Current calls first, so an older call never takes the place of the current one.
  calls.sort((a, b) => Number(Boolean(a.call.legacy)) - Number(Boolean(b.call.legacy)));
  for (const {page, call} of calls) {
    const label = apiGroups.find((g) => g.key === page.group)?.label ?? page.group;
    const item = (paths[call.path] ??= {});
    const method = call.method.toLowerCase();
    if (method in item) {
      skipped.push(call.id);
      continue;
    }
    item[method] = operation(call, label);
  }
  const sortedPaths: Schema = {};
  for (const key of Object.keys(paths).sort()) sortedPaths[key] = paths[key] ?? {};
  const document: Schema = {
    openapi: '3.1.0',
    info: {
      title: 'Spacescan API',
      version: '1.0.0',
      summary: 'Read Chia blockchain data from Spacescan: addresses, tokens, NFTs, blocks, offers and statistics.',
      description:
        'Generated from the Spacescan docs API catalogue. The free hosts need no key; the Pro host wants your key in the x-api-key header. Send a User-Agent header on every request.',
    },
    servers: [
      {url: apiHosts.mainnet, description: 'Mainnet, free'},
      {url: apiHosts.testnet, description: 'Testnet11, free'},
      {url: apiHosts.pro, description: 'Mainnet, Pro (x-api-key)'},
    ],
    tags: apiGroups.map((g) => ({name: g.label, description: g.description})),
    paths: sortedPaths,
    components: {
      securitySchemes: {
        apiKey: {type: 'apiKey', in: 'header', name: apiKeyHeader, description: 'Your Pro key.'},
      },
    },
  };
  return {document, skipped};
}
