// types: every value of a listed field is of the type the response table gives it.

import {valuesAt} from '../../problems';
import type {JsonValue} from '../../types';
import {isObject, show} from './context';
import type {Context, Example} from './context';

function valueFits(value: JsonValue, type: string): boolean {
  return type.split('|').some((part) => {
    switch (part.trim()) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number';
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      case 'string[]':
        return Array.isArray(value) && value.every((v) => typeof v === 'string');
      case 'object':
        return isObject(value);
      default:
        return true;
    }
  });
}

export function checkTypes(ctx: Context, example: Example): void {
  if (example.part !== 'response') return;
  for (const field of ctx.call.responseFields) {
    if (field.type === 'binary') continue;
    // A name ending in [] is the list itself (`[]` is a top-level array).
    const name = field.name.endsWith('[]') ? field.name.slice(0, -2) : field.name;
    for (const [path, value] of valuesAt(example.value, name, example.base)) {
      ctx.cover('types', example);
      if (!valueFits(value, field.type))
        ctx.add('types', path, `is ${show(value)}, but the response table types ${field.name} as ${field.type}`);
    }
  }
}
