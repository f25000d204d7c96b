// Compares two OpenAPI documents the catalogue built (api/catalogue/openapi.ts), call by call, and
// lists every difference a client could notice: calls, parameters (the request body's fields count
// as parameters), response fields, hosts and error statuses. Each difference says whether it breaks
// a client written against the older document: a call, parameter or response field that is removed
// or renamed, a type that changes, a parameter that becomes required. `npm run api:changes` prints
// the list (scripts/api-changes.ts).
import type {CallName, ChangeSubject, JsonValue} from './types';

type Json = {[key: string]: JsonValue};

export type DifferenceKind = 'added' | 'removed' | 'renamed' | 'type' | 'required' | 'optional' | 'deprecated' | 'undeprecated';

export interface ApiDifference {
  subject: ChangeSubject;
  kind: DifferenceKind;
  /** The call, as the base document names it (a renamed call: its old method and path). */
  call: CallName;
  /** The parameter (`query page`), field path, host or status; absent for a whole call. */
  name?: string;
  /** A rename's new name (or a renamed call's new method and path). */
  renamedTo?: string;
  /** A type change: the type before and after. */
  from?: string;
  to?: string;
  breaking: boolean;
}

const isObject = (value: JsonValue | undefined): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: Json, key: string): Json => {
  const found = value[key];
  return isObject(found) ? found : {};
};
const arrayAt = (value: Json, key: string): JsonValue[] => {
  const found = value[key];
  return Array.isArray(found) ? found : [];
};

/** A schema's type as one string: `string`, `string|null`, `string[]`, `integer (one of: a, b)`. */
export function typeOf(schema: Json): string {
  const raw = schema.type;
  const types = (Array.isArray(raw) ? raw.filter((t): t is string => typeof t === 'string') : typeof raw === 'string' ? [raw] : []).sort();
  let type = types.length > 0 ? types.join('|') : 'any';
  const items = objectAt(schema, 'items');
  if (type === 'array' && typeof items.type === 'string' && items.type !== 'object') type = `${items.type}[]`;
  const values = arrayAt(schema, 'enum');
  if (values.length > 0) type += ` (one of: ${values.map(String).join(', ')})`;
  return type;
}

/** Every field of a schema by its path as the catalogue writes it (`a.b`, `a[].b`, `[].b`), with its type. */
export function schemaFields(schema: Json, prefix = ''): Map<string, string> {
  const fields = new Map<string, string>();
  const walk = (node: Json, at: string): void => {
    if (node.type === 'array') {
      const items = objectAt(node, 'items');
      if (isObject(items.properties)) walk(items, at === '' ? '[]' : `${at}[]`);
      return;
    }
    const properties = objectAt(node, 'properties');
    for (const [key, child] of Object.entries(properties)) {
      if (!isObject(child)) continue;
      const path = at === '' ? key : `${at}.${key}`;
      fields.set(path, typeOf(child));
      walk(child, path);
    }
  };
  walk(schema, prefix);
  return fields;
}

interface Parameter {
  type: string;
  required: boolean;
}

/** The parameters of an operation by `in name` (`query page`, `body coin_id`), the request body's fields among them. */
export function operationParameters(operation: Json): Map<string, Parameter> {
  const params = new Map<string, Parameter>();
  for (const param of arrayAt(operation, 'parameters')) {
    if (!isObject(param) || typeof param.name !== 'string' || typeof param.in !== 'string') continue;
    params.set(`${param.in} ${param.name}`, {type: typeOf(objectAt(param, 'schema')), required: param.required === true});
  }
  const body = objectAt(objectAt(operation, 'requestBody'), 'content');
  for (const media of Object.values(body)) {
    if (!isObject(media)) continue;
    const schema = objectAt(media, 'schema');
    const required = new Set(arrayAt(schema, 'required').filter((r): r is string => typeof r === 'string'));
    for (const [path, type] of schemaFields(schema)) params.set(`body ${path}`, {type, required: required.has(path)});
  }
  return params;
}

/** The response fields of an operation's 200 answer. */
export function responseFields(operation: Json): Map<string, string> {
  const content = objectAt(objectAt(objectAt(operation, 'responses'), '200'), 'content');
  const json = objectAt(content, 'application/json');
  return schemaFields(objectAt(json, 'schema'));
}

/** The hosts a call is sent to: its own servers, or the document's. */
function hostsOf(operation: Json, document: Json): Set<string> {
  const servers = Array.isArray(operation.servers) ? operation.servers : arrayAt(document, 'servers');
  return new Set(servers.flatMap((server) => (isObject(server) && typeof server.url === 'string' ? [server.url] : [])));
}

/** Every operation of a document by its call name, with its operationId. */
export function operations(document: Json): Map<CallName, Json> {
  const found = new Map<CallName, Json>();
  for (const [path, item] of Object.entries(objectAt(document, 'paths'))) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || !/^(get|post|put|patch|delete)$/.test(method)) continue;
      found.set(`${method.toUpperCase()} ${path}` as CallName, operation);
    }
  }
  return found;
}

/** The part before a field path's last name: `a[].b` → `a[]`. */
const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));
/** Where a parameter goes: `query page` → `query`. */
const placeOf = (key: string): string => key.split(' ')[0] ?? '';

/**
 * Pairs what was removed with what was added in the same place, when each place lost exactly one
 * name and gained exactly one of the same type: a rename, not a removal and an addition.
 */
function pairRenames(removed: Map<string, string>, added: Map<string, string>, placeOfName: (name: string) => string): Map<string, string> {
  const renames = new Map<string, string>();
  const byPlace = (names: Map<string, string>): Map<string, string[]> => {
    const places = new Map<string, string[]>();
    for (const name of names.keys()) places.set(placeOfName(name), [...(places.get(placeOfName(name)) ?? []), name]);
    return places;
  };
  const gained = byPlace(added);
  for (const [place, lost] of byPlace(removed)) {
    const won = gained.get(place) ?? [];
    const [from] = lost;
    const [to] = won;
    if (lost.length === 1 && won.length === 1 && from !== undefined && to !== undefined && removed.get(from) === added.get(to))
      renames.set(from, to);
  }
  return renames;
}

/** The differences between the base's and the head's entries of one kind (parameters or fields) of one call. */
function compareNamed(
  call: CallName,
  subject: 'parameter' | 'response field',
  base: Map<string, {type: string; required?: boolean}>,
  head: Map<string, {type: string; required?: boolean}>,
  placeOfName: (name: string) => string,
): ApiDifference[] {
  const differences: ApiDifference[] = [];
  const removed = new Map([...base].filter(([name]) => !head.has(name)).map(([name, v]) => [name, v.type]));
  const added = new Map([...head].filter(([name]) => !base.has(name)).map(([name, v]) => [name, v.type]));
  const renames = pairRenames(removed, added, placeOfName);
  const renamedTo = new Set(renames.values());
  for (const name of removed.keys()) {
    const to = renames.get(name);
    differences.push(
      to === undefined
        ? {subject, kind: 'removed', call, name, breaking: true}
        : {subject, kind: 'renamed', call, name, renamedTo: to, breaking: true},
    );
  }
  for (const name of added.keys()) {
    if (renamedTo.has(name)) continue;
    const required = head.get(name)?.required === true;
    differences.push({subject, kind: 'added', call, name, breaking: required});
  }
  for (const [name, before] of base) {
    const after = head.get(name);
    if (after === undefined) continue;
    if (before.type !== after.type)
      differences.push({subject, kind: 'type', call, name, from: before.type, to: after.type, breaking: true});
    if (before.required === false && after.required === true) differences.push({subject, kind: 'required', call, name, breaking: true});
    if (before.required === true && after.required === false) differences.push({subject, kind: 'optional', call, name, breaking: false});
  }
  return differences;
}

/** The status codes of an operation's answers other than 200. */
const errorStatuses = (operation: Json): Set<string> =>
  new Set(Object.keys(objectAt(operation, 'responses')).filter((status) => status !== '200'));

function compareSets(call: CallName, subject: 'host' | 'error', base: Set<string>, head: Set<string>): ApiDifference[] {
  return [
    ...[...base].filter((name) => !head.has(name)).map((name): ApiDifference => ({subject, kind: 'removed', call, name, breaking: false})),
    ...[...head].filter((name) => !base.has(name)).map((name): ApiDifference => ({subject, kind: 'added', call, name, breaking: false})),
  ];
}

/** The differences of one call present in both documents. */
function compareCall(call: CallName, base: Json, head: Json, baseDocument: Json, headDocument: Json): ApiDifference[] {
  const withType = (fields: Map<string, string>): Map<string, {type: string}> => new Map([...fields].map(([name, type]) => [name, {type}]));
  const differences = [
    ...compareNamed(call, 'parameter', operationParameters(base), operationParameters(head), placeOf),
    ...compareNamed(call, 'response field', withType(responseFields(base)), withType(responseFields(head)), parentOf),
    ...compareSets(call, 'host', hostsOf(base, baseDocument), hostsOf(head, headDocument)),
    ...compareSets(call, 'error', errorStatuses(base), errorStatuses(head)),
  ];
  if (base.deprecated !== true && head.deprecated === true) differences.push({subject: 'call', kind: 'deprecated', call, breaking: false});
  if (base.deprecated === true && head.deprecated !== true)
    differences.push({subject: 'call', kind: 'undeprecated', call, breaking: false});
  return differences;
}

/**
 * Every difference between the base document and the head document. A call whose method or path
 * changed while its operationId stayed is a renamed call; its parts are then compared as well.
 */
export function diffOpenApi(baseDocument: Json, headDocument: Json): ApiDifference[] {
  const base = operations(baseDocument);
  const head = operations(headDocument);
  const headById = new Map([...head].map(([call, operation]) => [operation.operationId, call]));
  const matched = new Set<CallName>();
  const differences: ApiDifference[] = [];
  for (const [call, operation] of base) {
    const same = head.get(call);
    if (same !== undefined) {
      matched.add(call);
      differences.push(...compareCall(call, operation, same, baseDocument, headDocument));
      continue;
    }
    const renamed = headById.get(operation.operationId);
    const renamedOperation = renamed === undefined || base.has(renamed) ? undefined : head.get(renamed);
    if (renamed !== undefined && renamedOperation !== undefined) {
      matched.add(renamed);
      differences.push({subject: 'call', kind: 'renamed', call, renamedTo: renamed, breaking: true});
      differences.push(...compareCall(call, operation, renamedOperation, baseDocument, headDocument));
    } else {
      differences.push({subject: 'call', kind: 'removed', call, breaking: true});
    }
  }
  for (const call of head.keys()) {
    if (!matched.has(call) && !base.has(call)) differences.push({subject: 'call', kind: 'added', call, breaking: false});
  }
  return differences;
}

/** The name a difference's line shows: a parameter without where it goes, a status as it is. */
function shownName(difference: ApiDifference): string {
  const name = difference.name ?? '';
  return difference.subject === 'parameter' ? name.slice(name.indexOf(' ') + 1) : name;
}

/** One line for a reader: `response field coin.spent_block removed from GET /coin/info/{coin_id}`. */
export function describeDifference(difference: ApiDifference): string {
  const {subject, call} = difference;
  const what = subject === 'call' ? `call ${call}` : `${subject} ${shownName(difference)}`;
  const where = subject === 'call' ? '' : call;
  switch (difference.kind) {
    case 'added':
      return subject === 'call' ? `${what} added` : `${difference.breaking ? 'required ' : ''}${what} added to ${where}`;
    case 'removed':
      return subject === 'call' ? `${what} removed` : `${what} removed from ${where}`;
    case 'renamed': {
      const to =
        subject === 'parameter' ? (difference.renamedTo ?? '').slice((difference.renamedTo ?? '').indexOf(' ') + 1) : difference.renamedTo;
      return subject === 'call' ? `${what} renamed to ${to ?? ''}` : `${what} of ${where} renamed to ${to ?? ''}`;
    }
    case 'type':
      return `${what} of ${where} changed type from ${difference.from ?? ''} to ${difference.to ?? ''}`;
    case 'required':
      return `${what} of ${where} is now required`;
    case 'optional':
      return `${what} of ${where} is now optional`;
    case 'deprecated':
      return `${what} deprecated`;
    case 'undeprecated':
      return `${what} no longer deprecated`;
  }
}
