// Request samples in four languages, all generated from the same catalogue call, so they never drift.
// Runs in Node (the build writes each page's samples) and in the browser (the Try it console builds
// its curl from the reader's values with the same functions); no imports beyond the hosts and types.
import {apiKeyHeader} from './groups';
import type {ApiCall, ApiField, ApiRequestBody, JsonValue, Network, ScalarValue} from './types';

export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'typescript';

export const sampleLanguages: readonly {value: SampleLanguage; label: string; prism: string}[] = [
  {value: 'curl', label: 'cURL', prism: 'bash'},
  {value: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {value: 'python', label: 'Python', prism: 'python'},
  {value: 'typescript', label: 'TypeScript', prism: 'typescript'},
];

export const USER_AGENT = 'my-app/1.0';
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';
export const AUTHKEY_PLACEHOLDER = 'YOUR_AUTH_KEY';

export interface SampleRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: [string, string][];
  body?: JsonValue;
  /** The body exactly as it is sent, where it is text a reader typed rather than the example. */
  bodyText?: string;
  binary: boolean;
}

/** What building a request reads of a call: a catalogue call, or the part of it a page's scripts receive. */
export type RequestCall = Pick<ApiCall, 'method' | 'path' | 'access' | 'hosts' | 'params' | 'response' | 'example'> & {
  /** The body's type and examples; its field list (a table or a tree) is not needed to send it. */
  requestBody?: Omit<ApiRequestBody, 'fields'>;
};

/** The values one request sends: its path, query and header parameters, and its JSON body. */
export interface RequestValues {
  params: Record<string, ScalarValue>;
  body?: JsonValue;
}

/** What the call's example sends to a network. */
export function exampleValues(call: RequestCall, network: Network): RequestValues {
  const params = (network === 'testnet' ? call.example.testnet : undefined) ?? call.example.mainnet;
  const body = call.requestBody
    ? ((network === 'testnet' ? call.requestBody.testnetExample : undefined) ?? call.requestBody.example)
    : undefined;
  return body === undefined ? {params} : {params, body};
}

/** The networks a call can be sent to, in switch order. */
export function callNetworks(call: RequestCall): Network[] {
  return (['mainnet', 'testnet', 'pro'] as const).filter((n) => call.hosts[n] !== undefined);
}

/** Whether a request to this network carries the x-api-key header. */
export function needsApiKey(call: RequestCall, network: Network): boolean {
  return network === 'pro' || call.access === 'pro-only';
}

function encodeSegment(value: ScalarValue): string {
  return encodeURIComponent(String(value)).replace(/%3A/gi, ':');
}

/** The request of the call's example. */
export function buildRequest(call: RequestCall, network: Network): SampleRequest {
  return buildRequestWith(call, network, exampleValues(call, network));
}

/** A request to one network of the call with the given values; parameters without a value are left out. */
export function buildRequestWith(call: RequestCall, network: Network, given: RequestValues): SampleRequest {
  const host = call.hosts[network] ?? call.hosts.mainnet;
  const values = given.params;
  let path = call.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [['User-Agent', USER_AGENT]];
  if (call.access === 'legacy-authkey') query.push(['authkey', AUTHKEY_PLACEHOLDER]);
  for (const param of call.params) {
    const value = values[param.name];
    if (value === undefined) continue;
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeSegment(value));
    else if (param.in === 'query' && param.name !== 'authkey') query.push([param.name, String(value)]);
    else if (param.in === 'header') headers.push([param.name, String(value)]);
  }
  if (needsApiKey(call, network)) headers.push([apiKeyHeader, API_KEY_PLACEHOLDER]);
  if (call.requestBody) headers.push(['Content-Type', call.requestBody.contentType]);
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeSegment(v)}`).join('&');
  const request: SampleRequest = {
    method: call.method,
    url: `${host}${path}${search ? `?${search}` : ''}`,
    headers,
    binary: call.response.contentType !== 'application/json',
  };
  if (call.requestBody && given.body !== undefined) request.body = given.body;
  return request;
}

const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
const jsQuote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? line : pad + line))
    .join('\n');
}

function toPython(value: JsonValue, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${toPython(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${toPython(v, level + 1)},`).join('\n')}\n${end}}`;
}

/** The request as a curl command. */
export function curlCommand(request: SampleRequest): string {
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  const body = request.bodyText ?? (request.body === undefined ? undefined : JSON.stringify(request.body, null, 2));
  if (body !== undefined) lines.push(`  -d ${shellQuote(body)}`);
  if (request.binary) lines.push('  -o nft-file');
  return lines.join(' \\\n');
}

function fetchOptions(request: SampleRequest): string {
  const lines: string[] = [];
  if (request.method !== 'GET') lines.push(`  method: '${request.method}',`);
  lines.push('  headers: {');
  for (const [name, value] of request.headers) lines.push(`    ${jsQuote(name)}: ${jsQuote(value)},`);
  lines.push('  },');
  if (request.body !== undefined) lines.push(`  body: JSON.stringify(${indent(JSON.stringify(request.body, null, 2), 2)}),`);
  return lines.join('\n');
}

function javascript(request: SampleRequest): string {
  return [
    `const response = await fetch(${jsQuote(request.url)}, {`,
    fetchOptions(request),
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
    request.binary ? 'const bytes = await response.arrayBuffer();' : 'const data = await response.json();',
    request.binary ? "console.log(response.headers.get('Content-Type'), bytes.byteLength);" : 'console.log(data);',
  ].join('\n');
}

function python(request: SampleRequest): string {
  const headers = Object.fromEntries(request.headers);
  const lines = [
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    `    ${JSON.stringify(request.url)},`,
    `    headers=${toPython(headers, 1)},`,
  ];
  if (request.body !== undefined) lines.push(`    json=${toPython(request.body, 1)},`);
  lines.push('    timeout=30,', ')', 'response.raise_for_status()');
  lines.push(request.binary ? 'print(response.headers["Content-Type"], len(response.content))' : 'print(response.json())');
  return lines.join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function tsType(type: string): string {
  return type
    .split('|')
    .map((part) => {
      switch (part.trim()) {
        case 'string':
          return 'string';
        case 'number':
        case 'integer':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'string[]':
          return 'string[]';
        case 'array':
          return 'unknown[]';
        default:
          return 'Record<string, unknown>';
      }
    })
    .join(' | ');
}

/** A TypeScript shape of the top-level response fields. */
export function responseInterface(name: string, fields: readonly ApiField[]): string {
  const isArray = fields.some((f) => f.name === '[]' || f.name.startsWith('[].'));
  const members = new Map<string, string>();
  for (const field of fields) {
    const path = isArray ? field.name.replace(/^\[\]\.?/, '') : field.name;
    if (path === '') continue;
    const first = path.split('.')[0] ?? '';
    const key = first.replace(/\[\]$/, '');
    if (path === first) members.set(key, tsType(field.type));
    else if (!members.has(key)) members.set(key, first.endsWith('[]') ? 'Record<string, unknown>[]' : 'Record<string, unknown>');
  }
  const body = [...members].map(([key, type]) => `  ${IDENTIFIER.test(key) ? key : `'${key}'`}: ${type};`).join('\n');
  return isArray ? `type ${name} = Array<{\n${body}\n}>;` : `interface ${name} {\n${body}\n}`;
}

function typeName(call: ApiCall): string {
  const words = call.title
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return `${words.map((w) => w[0]?.toUpperCase() + w.slice(1).toLowerCase()).join('')}Response`;
}

function typescript(call: ApiCall, request: SampleRequest): string {
  if (request.binary) {
    return [
      `const response: Response = await fetch(${jsQuote(request.url)}, {`,
      fetchOptions(request),
      '});',
      'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
      'const bytes: ArrayBuffer = await response.arrayBuffer();',
      "console.log(response.headers.get('Content-Type'), bytes.byteLength);",
    ].join('\n');
  }
  const name = typeName(call);
  return [
    responseInterface(name, call.responseFields),
    '',
    `const response: Response = await fetch(${jsQuote(request.url)}, {`,
    fetchOptions(request),
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
    `const data = (await response.json()) as ${name};`,
    'console.log(data);',
  ].join('\n');
}

/** The sample text for one call, network and language: exactly what the page shows and copies. */
export function renderSample(call: ApiCall, network: Network, language: SampleLanguage): string {
  const request = buildRequest(call, network);
  switch (language) {
    case 'curl':
      return curlCommand(request);
    case 'javascript':
      return javascript(request);
    case 'python':
      return python(request);
    case 'typescript':
      return typescript(call, request);
  }
}
