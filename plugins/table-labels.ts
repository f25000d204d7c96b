// A rehype plugin for every Markdown and MDX page (docs, API reference, blog, pages): each table
// is put in a box of its own (`<div class="markdown-table">`, the container its room is read from)
// and each body cell is labelled with its column header (`data-label`). When the table's room is
// narrower than the table needs, src/css/custom.css shows it as one block per row, each cell under
// its label, so that a table never scrolls sideways on a phone; writers change nothing.
//
// What "narrower than the table needs" means is estimated here, from the table's words: the width
// of its longest word in each column, cell padding included (the width at which every column is as
// narrow as its longest word, its min-content width), with a fifth more so that the columns are not
// at their narrowest. The box gets the first of the widths below that covers it, and the table
// reflows in a box narrower than that.
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** The widths (px) below which a table reflows; a table that needs more always reflows. */
export const REFLOW_WIDTHS = [480, 640, 800, 960] as const;

/** The class of the box around each table. */
export const TABLE_BOX_CLASS = 'markdown-table';

// Average widths of a character at the site's 16 px font, measured on the built tables: body text,
// a header cell's bold text, inline code (monospace at 95 %, with its padding counted per word).
const TEXT_CHAR = 8.2;
const HEAD_CHAR = 9;
const CODE_CHAR = 9.2;
const CODE_PADDING = 6;
// Infima's cell padding (0.75rem each side) and border.
const CELL_PADDING = 25;

type Child = RootContent | ElementContent;

function isElement(node: Child | Root): node is Element {
  return node.type === 'element';
}

function childrenOf(node: Child | Root): Child[] {
  return 'children' in node ? (node.children as Child[]) : [];
}

function text(node: Child): string {
  if (node.type === 'text') return node.value;
  return childrenOf(node).map(text).join('');
}

function rows(table: Element): Element[] {
  const found: Element[] = [];
  const walk = (node: Child | Root): void => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      if (child.tagName === 'tr') found.push(child);
      else if (child.tagName !== 'table') walk(child);
    }
  };
  walk(table);
  return found;
}

function cells(row: Element): Element[] {
  return row.children.filter((child): child is Element => isElement(child) && (child.tagName === 'td' || child.tagName === 'th'));
}

/** The width of the longest word of a cell, in px: its text and inline code, a word at a time. */
function longestWord(cell: Element, head: boolean): number {
  let longest = 0;
  const walk = (node: Child, code: boolean): void => {
    if (node.type === 'text') {
      for (const word of node.value.split(/\s+/)) {
        const width = code ? word.length * CODE_CHAR + CODE_PADDING : word.length * (head ? HEAD_CHAR : TEXT_CHAR);
        longest = Math.max(longest, width);
      }
      return;
    }
    for (const child of childrenOf(node)) walk(child, code || (isElement(node) && node.tagName === 'code'));
  };
  for (const child of cell.children) walk(child, false);
  return longest;
}

/** The estimated min-content width of a table, in px: the sum of its columns' longest words and padding. */
export function tableMinWidth(table: Element): number {
  const columns: number[] = [];
  for (const row of rows(table)) {
    cells(row).forEach((cell, i) => {
      columns[i] = Math.max(columns[i] ?? 0, longestWord(cell, cell.tagName === 'th') + CELL_PADDING);
    });
  }
  return Math.round(columns.reduce((sum, width) => sum + width, 1));
}

/** The width below which the table reflows: the first of REFLOW_WIDTHS above what it needs, or `always`. */
export function reflowWidth(table: Element): string {
  const needs = tableMinWidth(table) * 1.2;
  return String(REFLOW_WIDTHS.find((width) => width >= needs) ?? 'always');
}

/** Labels each body cell of the table with the text of its column's header cell. */
function labelCells(table: Element): void {
  const all = rows(table);
  const head = all.find((row) => cells(row).every((cell) => cell.tagName === 'th'));
  if (!head) return;
  const labels = cells(head).map((cell) => text(cell).replace(/\s+/g, ' ').trim());
  for (const row of all) {
    if (row === head) continue;
    cells(row).forEach((cell, i) => {
      const label = labels[i];
      if (label) cell.properties = {...cell.properties, dataLabel: label};
    });
  }
}

/** The rehype plugin: every table of the page labelled and boxed. */
export default function rehypeTableLabels(): (tree: Root) => void {
  return (tree) => {
    const visit = (node: Root | Child): void => {
      const children = childrenOf(node);
      children.forEach((child, i) => {
        if (isElement(child) && child.tagName === 'table') {
          labelCells(child);
          const box: Element = {
            type: 'element',
            tagName: 'div',
            properties: {className: [TABLE_BOX_CLASS], dataReflowBelow: reflowWidth(child)},
            children: [child],
          };
          children[i] = box;
          return;
        }
        visit(child);
      });
    };
    visit(tree);
  };
}
