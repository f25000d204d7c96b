// The response fields of the API reference as the tree their JSON makes (src/components/ApiFieldsTable).
// The catalogue lists fields by dotted path (`a[].b`: `b` in each item of the array `a`; a leading
// `[]` is a top-level array); a parent it leaves out (`a[].b` with no `a`) is made here.
import type {PageField} from '@site/api/catalogue/types';

export type FieldNode = {
  /** The field's path as the catalogue writes it (the row's anchor and search name come from it). */
  path: string;
  /** The last part of the path, as the row shows it. */
  label: string;
  /** The type without its `| null`. */
  type: string;
  nullable: boolean;
  description: string;
  example?: string;
  /** Made here because the catalogue lists only its children. */
  implied: boolean;
  /** Whether the children are the fields of each item of an array. */
  ofItems: boolean;
  children: FieldNode[];
};

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

function node(path: string, field: PageField | null): FieldNode {
  const label = key(path.slice(path.lastIndexOf('.') + 1));
  const written = field?.type ?? (path.endsWith('[]') ? 'array' : 'object');
  return {
    path: field?.name ?? key(path),
    label,
    ...splitNullable(written),
    description: field?.description ?? '',
    ...(field?.example !== undefined && {example: field.example}),
    implied: field === null,
    ofItems: false,
    children: [],
  };
}

/** The fields as a tree, in the catalogue's order; a parent the catalogue leaves out is added before its first child. */
export function fieldTree(fields: readonly PageField[]): FieldNode[] {
  const roots: FieldNode[] = [];
  const byKey = new Map<string, FieldNode>();
  const place = (path: string, field: PageField | null): FieldNode => {
    const found = byKey.get(key(path));
    if (found) {
      // A field listed after a child made it: the listed one wins.
      if (field !== null && found.implied) Object.assign(found, node(path, field), {children: found.children, ofItems: found.ofItems});
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
      up.children.push(created);
    }
    return created;
  };
  for (const field of fields) place(field.name, field);
  return roots;
}
