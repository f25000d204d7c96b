// The fields of a call as the tree their JSON makes, built with the page (plugins/api-catalogue.ts)
// and drawn by src/components/ApiFieldsTable. The catalogue lists fields by dotted path (`a[].b`:
// `b` in each item of the array `a`; a leading `[]` is a top-level array); a parent it leaves out
// (`a[].b` with no `a`) is made here.
import type {ApiField, PageField} from './types';

/** `a[]` and `a` name the same field; `[]` is the top-level array. */
function key(path: string): string {
  return path.replace(/\[\]$/, '') || '[]';
}

function parentPath(path: string): string | null {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? null : path.slice(0, dot);
}

/** `string | null` → `string`, nullable. */
export function splitNullable(type: string): {type: string; nullable: boolean} {
  const parts = type.split('|').map((part) => part.trim());
  const rest = parts.filter((part) => part !== 'null');
  return {type: rest.join(' | ') || 'null', nullable: rest.length < parts.length};
}

type Field = ApiField & {example?: string};

function node(path: string, field: Field | null): PageField {
  const {type, nullable} = splitNullable(field?.type ?? (path.endsWith('[]') ? 'array' : 'object'));
  return {
    path: field?.name ?? key(path),
    label: key(path.slice(path.lastIndexOf('.') + 1)),
    type,
    ...(nullable && {nullable: true}),
    description: field?.description ?? '',
    ...(field?.chiaRpc !== undefined && {chiaRpc: field.chiaRpc}),
    ...(field?.example !== undefined && {example: field.example}),
    ...(field === null && {implied: true}),
  };
}

/** The fields as a tree, in the catalogue's order; a parent the catalogue leaves out is added before its first child. */
export function fieldTree(fields: readonly Field[]): PageField[] {
  const roots: PageField[] = [];
  const byKey = new Map<string, PageField>();
  const place = (path: string, field: Field | null): PageField => {
    const found = byKey.get(key(path));
    if (found) {
      // Listed after a child made it: the listed field replaces what was made.
      if (field !== null && found.implied) {
        const {children, ofItems} = found;
        delete found.implied;
        Object.assign(found, node(path, field), children && {children}, ofItems && {ofItems});
      }
      return found;
    }
    const created = node(path, field);
    byKey.set(key(path), created);
    const parent = parentPath(path);
    if (parent === null) {
      roots.push(created);
    } else {
      const up = place(parent, null);
      if (parent.endsWith('[]')) up.ofItems = true;
      (up.children ??= []).push(created);
    }
    return created;
  };
  for (const field of fields) place(field.name, field);
  return roots;
}
