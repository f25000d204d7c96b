// A problem the catalogue checks find, and the JSON paths they name it by.
import type {JsonValue} from './types';

export interface CatalogueProblem {
  /** The call id (or the page's doc id for a page-level problem, or `world` for the world itself). */
  endpoint: string;
  /** Where: a field of the entry, or a JSON path into an example, such as `response.example.data[0].id`. */
  field: string;
  /** The rule broken, as the report and the tests name it. */
  rule: string;
  message: string;
}

/** The file to change: the world for a world problem, else the call's entry (its example comes from the world's examples). */
export function fileOf(problem: CatalogueProblem): string {
  if (problem.endpoint === 'world') return 'api/catalogue/world';
  const entry = `api/catalogue/entries/${problem.endpoint.split('#')[0] ?? problem.endpoint}.ts`;
  return problem.field.startsWith('response.example') || problem.field.startsWith('requestBody.') || problem.field.startsWith('example.')
    ? `${entry} (its example: api/catalogue/world/examples)`
    : entry;
}

export function formatProblems(problems: readonly CatalogueProblem[]): string {
  return problems.map((p) => `  - ${fileOf(p)}: ${p.endpoint} → ${p.field} [${p.rule}]: ${p.message}`).join('\n');
}

/** Every node of a JSON value with its path (`a.b[0].c`), the node itself first. */
export function* walkJson(value: JsonValue, path: string): Generator<[string, JsonValue]> {
  yield [path, value];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walkJson(item, `${path}[${i}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* walkJson(item, path ? `${path}.${key}` : key);
  }
}

/** The values at a field path (`a.b`, `a[].b`, `[].b`, `a[]`), each with its concrete path under `base`. */
export function valuesAt(value: JsonValue, fieldPath: string, base: string): [string, JsonValue][] {
  const segments = fieldPath === '' ? [] : fieldPath.split('.');
  const found: [string, JsonValue][] = [];
  const step = (current: JsonValue, index: number, at: string): void => {
    if (index === segments.length) {
      found.push([at, current]);
      return;
    }
    const segment = segments[index] ?? '';
    const isArray = segment.endsWith('[]');
    const key = isArray ? segment.slice(0, -2) : segment;
    let next: JsonValue | undefined = current;
    let nextAt = at;
    if (key !== '') {
      if (current === null || typeof current !== 'object' || Array.isArray(current) || !(key in current)) return;
      next = current[key];
      nextAt = at ? `${at}.${key}` : key;
    }
    if (next === undefined) return;
    if (!isArray) {
      step(next, index + 1, nextAt);
      return;
    }
    if (!Array.isArray(next)) return;
    next.forEach((item, i) => step(item, index + 1, `${nextAt}[${i}]`));
  };
  step(value, 0, base);
  return found;
}

/** Whether the JSON holds the field path: at least one element of an array must have the rest. */
export function hasFieldPath(value: JsonValue, fieldPath: string): boolean {
  if (fieldPath.endsWith('[]')) return valuesAt(value, fieldPath.slice(0, -2), '').some(([, v]) => Array.isArray(v));
  return valuesAt(value, fieldPath, '').length > 0;
}
