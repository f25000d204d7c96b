// The example value a page shows beside each field and parameter (plugins/api-catalogue.ts hands
// them to the page): read from the call's own example, so a row never disagrees with the example
// response beside it.
import type {ApiField, ApiParam, JsonValue, PageParam, ScalarValue} from './types';

/** Longest example shown in full; a longer one is cut and ends in "…". */
export const EXAMPLE_MAX = 42;

/**
 * The value at a field's path (`a[].b`: key `a`, its first item, key `b`; a leading `[]` is the
 * top-level array), or undefined where the example holds nothing there.
 */
export function valueAt(json: JsonValue, path: string): JsonValue | undefined {
  let value: JsonValue | undefined = json;
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    if (key !== '') {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
      value = value[key];
    }
    if (part.endsWith('[]')) {
      if (!Array.isArray(value)) return undefined;
      value = value[0];
    }
    if (value === undefined) return undefined;
  }
  return value;
}

/** A scalar written as JSON writes it, cut to EXAMPLE_MAX characters (a string keeps its closing quote); nothing for an object or an array. */
export function shortExample(value: JsonValue | ScalarValue | undefined): string | undefined {
  if (value === undefined || (value !== null && typeof value === 'object')) return undefined;
  const text = JSON.stringify(value);
  if (text.length <= EXAMPLE_MAX) return text;
  return typeof value === 'string' ? `${text.slice(0, EXAMPLE_MAX - 2)}…"` : `${text.slice(0, EXAMPLE_MAX - 1)}…`;
}

/** The fields with the example value each holds in `json`. */
export function fieldsWithExamples(fields: readonly ApiField[], json: JsonValue | undefined): Array<ApiField & {example?: string}> {
  return fields.map((field) => {
    const example = json === undefined ? undefined : shortExample(valueAt(json, field.name));
    return example === undefined ? field : {...field, example};
  });
}

/** The parameters with the value the example request sends for each. */
export function paramsWithExamples(params: readonly ApiParam[], values: Record<string, ScalarValue>): PageParam[] {
  return params.map((param) => {
    const example = shortExample(values[param.name]);
    return example === undefined ? param : {...param, example};
  });
}
