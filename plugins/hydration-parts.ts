// A rehype plugin for every Markdown and MDX page (docs, API reference, blog, pages): each
// top-level block of the page (a paragraph, a heading, a list, a table, a code block, a component)
// becomes a <HydrateLater> part of its own (src/components/HydrateLater), so that the browser
// hydrates the article a block at a time, and only the blocks the reader reaches for. Blocks that
// must show the reader's saved choice as soon as the page runs (tabs) hydrate in idle time.
//
// A part must render exactly one element. Containers (<ApiColumns>, a <div> written in MDX) have
// their children made parts instead of themselves, so that the blocks inside hydrate on their own;
// components that render no element (<Head>) are left as they are.
import type {Element, Root, RootContent, ElementContent} from 'hast';

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: string};
type JsxFlowElement = {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: Node[];
  data?: Record<string, unknown>;
};
type Node = RootContent | ElementContent | JsxFlowElement;

/** JSX elements whose children become parts instead of the element itself. */
const CONTAINERS = new Set(['ApiColumns', 'div']);
/** Components that render no element of their own. */
const NO_ELEMENT = new Set(['Head']);
/** Components that hydrate as soon as the main thread is free rather than on the reader's intent. */
const IDLE = new Set(['ApiRequestSamples', 'Tabs']);

export const PART_COMPONENT = 'HydrateLater';

function part(node: Node, when: 'idle' | 'intent'): JsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: PART_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'when', value: when}],
    children: [node],
  };
}

function isJsx(node: Node): node is JsxFlowElement {
  return node.type === 'mdxJsxFlowElement';
}

function toPart(node: Node): Node {
  if (isJsx(node)) {
    if (node.name === null || NO_ELEMENT.has(node.name) || node.name === PART_COMPONENT) return node;
    if (CONTAINERS.has(node.name)) return {...node, children: node.children.map(toPart)};
    return part(node, IDLE.has(node.name) ? 'idle' : 'intent');
  }
  if (node.type === 'element') return part(node as Element, 'intent');
  // Text between blocks, comments ({/* truncate */}) and imports stay as they are.
  return node;
}

export default function rehypeHydrationParts(): (tree: Root) => void {
  return (tree) => {
    tree.children = tree.children.map((child) => toPart(child)) as RootContent[];
  };
}
