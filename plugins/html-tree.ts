// Walks over a parsed page's elements (domhandler's tree, which cheerio wraps) that stop as soon as
// they have their answer: a selector query through cheerio collects every match of a subtree
// first, which on the API pages' nested field trees made the post-build pass quadratic.
import {isTag, type AnyNode, type Element, type ParentNode} from 'domhandler';

/** The first element below `parent`, in document order, that passes `test`; undefined if none does. */
export function firstDescendant(parent: ParentNode, test: (element: Element) => boolean): Element | undefined {
  for (const node of parent.children) {
    if (!isTag(node)) continue;
    if (test(node)) return node;
    const found = firstDescendant(node, test);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The elements below `parent` that pass `test` and have no ancestor below `parent` that passes it, in document order. */
export function outermostDescendants(parent: ParentNode, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (nodes: readonly AnyNode[]): void => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (test(node)) found.push(node);
      else walk(node.children);
    }
  };
  walk(parent.children);
  return found;
}

/** The nearest ancestor of `element` (itself excluded) that passes `test`. */
export function closestAncestor(element: Element, test: (element: Element) => boolean): Element | undefined {
  for (let node = element.parent; node !== null; node = node.parent) if (isTag(node) && test(node)) return node;
  return undefined;
}

/** Whether `code` is one of HTML's white space characters (space, tab, line feed, form feed, carriage return). */
const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/** Whether the element's class list holds `name` (a `.name` selector). Runs on every element of a page: it splits nothing. */
export function hasClass(element: Element, name: string): boolean {
  const list = element.attribs.class;
  if (list === undefined) return false;
  for (let at = list.indexOf(name); at >= 0; at = list.indexOf(name, at + 1)) {
    const end = at + name.length;
    if ((at === 0 || isSpace(list.charCodeAt(at - 1))) && (end === list.length || isSpace(list.charCodeAt(end)))) return true;
  }
  return false;
}
