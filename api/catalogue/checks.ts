// Checks the catalogue before anything is built from it: the shape of each entry (parameters,
// hosts, fields), the example world, and every example against the world and Chia's rules
// (api/catalogue/world/rules/). Each problem names the call, the field or JSON path, and the rule.
import {apiGroups, apiHosts, handWrittenDocs} from './groups';
import {apiAgreements, apiPages} from './pages';
import {REASON_PHRASES} from './http-status';
import {formatProblems, hasFieldPath, type CatalogueProblem} from './problems';
import {world as exampleWorld} from './world';
import {WorldLookup} from './world/lookup';
import {checkCallExamples, emptyCoverage, networkViews, type Coverage} from './world/rules';
import {checkWorld} from './world/world-rules';
import type {World} from './world/model';
import type {ApiCall, ApiPage, ExampleAgreement, JsonValue, ScalarValue} from './types';

export {chiaIntBytes, computeCoinId, decodeBech32m} from './world/chain';
export {hasFieldPath, type CatalogueProblem} from './problems';

const PLACEHOLDER = /\{([^}]+)\}/g;
/** A field whose description says it comes only in some answers need not be in the example. */
const CONDITIONAL = /\b(present only when|present when|present for)\b/i;

function valueMatchesType(value: ScalarValue, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return typeof value === 'string';
  }
}

const KNOWN_HOSTS = {
  mainnet: [apiHosts.mainnet, apiHosts.pro],
  testnet: [apiHosts.testnet, apiHosts.proTestnet],
  pro: [apiHosts.pro],
} as const;

function checkCall(call: ApiCall, docIds: Set<string>, add: (field: string, message: string) => void): void {
  if (!call.title.trim()) add('title', 'is empty');
  if (!call.summary.trim()) add('summary', 'is empty');
  if (!call.path.startsWith('/')) add('path', 'does not start with /');

  // Placeholders against path parameters, both ways.
  const placeholders = [...call.path.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  const pathParams = call.params.filter((p) => p.in === 'path').map((p) => p.name);
  for (const name of placeholders) {
    if (!pathParams.includes(name)) add('path', `placeholder {${name}} has no path parameter`);
  }
  for (const name of pathParams) {
    if (!placeholders.includes(name)) add(`params.${name}`, `path parameter has no {${name}} placeholder in ${call.path}`);
  }
  const seen = new Set<string>();
  for (const param of call.params) {
    const key = `${param.in}:${param.name}`;
    if (seen.has(key)) add(`params.${param.name}`, `is listed twice (${param.in})`);
    seen.add(key);
    if (param.in === 'path' && !param.required) add(`params.${param.name}`, 'is a path parameter but not required');
    if (!param.description.trim()) add(`params.${param.name}.description`, 'is empty');
    if (param.default !== undefined && !valueMatchesType(param.default, param.type)) {
      add(`params.${param.name}.default`, `${JSON.stringify(param.default)} is not a ${param.type}`);
    }
  }

  // Hosts: only the known hosts, per network.
  for (const network of ['mainnet', 'testnet', 'pro'] as const) {
    const host = call.hosts[network];
    if (host === undefined) continue;
    const allowed: readonly string[] = KNOWN_HOSTS[network];
    if (!allowed.includes(host)) add(`hosts.${network}`, `${host} is not a ${network} host (${allowed.join(' or ')})`);
  }
  if (!call.legacy && (!call.hosts.testnet || !call.hosts.pro)) add('hosts', 'a current call needs mainnet, testnet and pro hosts');

  // Example request: known parameters, right types, required ones present, identifiers valid.
  const byName = new Map(call.params.filter((p) => p.in !== 'body').map((p) => [p.name, p]));
  for (const where of ['mainnet', 'testnet'] as const) {
    const values = call.example[where];
    if (values === undefined) {
      if (where === 'testnet' && call.hosts.testnet) add('example.testnet', 'is missing although the call has a testnet host');
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      const param = byName.get(name);
      if (!param) {
        add(`example.${where}.${name}`, 'is not a parameter of the call');
        continue;
      }
      if (!valueMatchesType(value, param.type)) add(`example.${where}.${name}`, `${JSON.stringify(value)} is not a ${param.type}`);
      if (param.enum && typeof value === 'string' && !param.enum.includes(value)) {
        add(`example.${where}.${name}`, `"${value}" is not one of ${param.enum.join(', ')}`);
      }
    }
    for (const param of call.params) {
      if (param.required && param.in !== 'body' && param.name !== 'authkey' && !(param.name in values)) {
        add(`example.${where}.${param.name}`, 'is required but missing');
      }
    }
  }

  // Request body.
  const bodyParams = call.params.filter((p) => p.in === 'body');
  if (call.method === 'GET' && call.requestBody) add('requestBody', 'a GET call has no body');
  if (bodyParams.length > 0 && !call.requestBody) add('requestBody', 'body parameters are listed but there is no example body');
  if (call.requestBody) {
    const body = call.requestBody.example;
    if (body === null) add('requestBody.example', 'is missing: give the call a body in its example');
    for (const param of bodyParams) {
      const present = body !== null && typeof body === 'object' && !Array.isArray(body) && param.name in body;
      if (param.required && !present) add(`requestBody.example.${param.name}`, 'is required but missing');
    }
  }

  // Example response: valid JSON with every listed field.
  if (call.response.contentType === 'application/json') {
    let parsed: JsonValue;
    try {
      parsed = JSON.parse(call.response.example) as JsonValue;
    } catch (error) {
      add('response.example', `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    for (const field of call.responseFields) {
      if (field.type === 'binary') add(`responseFields.${field.name}`, 'a JSON response cannot have a binary field');
      else if (!hasFieldPath(parsed, field.name) && !CONDITIONAL.test(field.description))
        add(`response.example`, `lacks the field ${field.name} that the response table lists`);
    }
  } else if (!call.responseFields.some((f) => f.type === 'binary')) {
    add('response.contentType', `${call.response.contentType} is not JSON, so the response table must describe a binary body`);
  }

  for (const [i, error] of call.errors.entries()) {
    if (!error.meaning.trim()) add(`errors[${i}].meaning`, 'is empty');
    if (error.status !== null && REASON_PHRASES[error.status] === undefined)
      add(`errors[${i}].status`, `${error.status} has no reason phrase in api/catalogue/http-status.ts: add the one RFC 9110 gives it`);
  }

  // Older calls point at their replacement.
  if (call.legacy) {
    const target = call.legacy.replacedBy;
    if (target !== null && !docIds.has(target)) add('legacy.replacedBy', `"${target}" is not the doc id of a page`);
  } else if (call.access.startsWith('legacy')) {
    add('access', `${call.access} is only for older calls marked legacy`);
  }
}

/** What the example checks read beside the pages: the world and each call's agreements. */
export interface CheckContext {
  world: World;
  agreements: ReadonlyMap<string, readonly ExampleAgreement[]>;
}

export const defaultContext: CheckContext = {world: exampleWorld, agreements: apiAgreements};

/** Every problem of the catalogue, and which examples each example rule looked at. */
export function runChecks(
  pages: readonly ApiPage[],
  context: CheckContext = defaultContext,
): {problems: CatalogueProblem[]; coverage: Coverage} {
  const problems: CatalogueProblem[] = [];
  const coverage = emptyCoverage();
  const lookup = new WorldLookup(context.world);
  const views = networkViews(context.world);
  const docIds = new Set<string>();
  const slugs = new Map<string, string>();
  const callIds = new Set<string>();
  const positions = new Map<string, string>();
  const currentDocs = new Set(pages.filter((p) => p.calls.some((c) => !c.legacy)).map((p) => p.doc));
  const groupKeys = new Set(apiGroups.map((g) => g.key));
  for (const hand of handWrittenDocs) slugs.set(hand.toLowerCase(), hand);
  problems.push(...checkWorld(context.world));

  for (const page of pages) {
    const pageProblem = (field: string, message: string): void => {
      problems.push({endpoint: page.doc, field, rule: 'shape', message});
    };
    if (docIds.has(page.doc)) pageProblem('doc', 'two entries have this doc id');
    docIds.add(page.doc);
    const slug = page.doc.toLowerCase().replace(/[^a-z0-9/]+/g, '-');
    const other = slugs.get(slug);
    if (other !== undefined && other !== page.doc) pageProblem('doc', `its URL collides with /api/${other}`);
    else if (other === page.doc) pageProblem('doc', `its URL /api/${page.doc} is used twice`);
    slugs.set(slug, page.doc);
    if (!/^[a-z0-9_/-]+$/.test(page.doc)) pageProblem('doc', 'use lower-case letters, digits, _, - and /');
    if (!groupKeys.has(page.group)) pageProblem('group', `${page.group} is not a sidebar group`);
    if (!page.title.trim()) pageProblem('title', 'is empty');
    if (!page.description.trim()) pageProblem('description', 'is empty');
    if (page.calls.length === 0) pageProblem('calls', 'a page needs at least one call');
    if (page.inApiSidebar) {
      const key = `${page.group}:${page.sidebarPosition}`;
      const holder = positions.get(key);
      if (holder) pageProblem('sidebarPosition', `${page.sidebarPosition} is already taken by ${holder} in group ${page.group}`);
      positions.set(key, page.doc);
    }
    const several = page.calls.length > 1;
    for (const call of page.calls) {
      const callProblem = (field: string, message: string): void => {
        problems.push({endpoint: call.id, field, rule: 'shape', message});
      };
      const expectedId = several ? call.id.startsWith(`${page.doc}#`) : call.id === page.doc;
      if (!expectedId)
        callProblem(
          'id',
          several ? `a call on a shared page is named ${page.doc}#<anchor>` : `the only call of a page has the page's doc id ${page.doc}`,
        );
      if (callIds.has(call.id)) callProblem('id', 'two calls have this id');
      callIds.add(call.id);
      checkCall(call, currentDocs, callProblem);
      problems.push(...checkCallExamples(call, context.agreements.get(call.id) ?? [], lookup, views, coverage));
    }
  }
  return {problems, coverage};
}

/** Every problem of the catalogue; an empty list means it is sound. */
export function checkCatalogue(pages: readonly ApiPage[], context: CheckContext = defaultContext): CatalogueProblem[] {
  return runChecks(pages, context).problems;
}

/** Throws one error listing every problem, so a build with a bad entry fails and says where. */
export function assertCatalogue(pages: readonly ApiPage[] = apiPages, context: CheckContext = defaultContext): void {
  const problems = checkCatalogue(pages, context);
  if (problems.length > 0) {
    throw new Error(
      `The API catalogue (api/catalogue: entries and the example world) has ${problems.length} problem(s):\n${formatProblems(problems)}\n` +
        'Each line names the call, the field or JSON path, and [the rule]. Change the world (api/catalogue/world) or the entry, then run `npm run generate:api`.',
    );
  }
}
