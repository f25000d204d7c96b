// Fenced code blocks of a Markdown or MDX page, with the lines they sit on, and the line on which
// each value of a JSON text starts. Read from the source text as the writer wrote it, so that a
// mistake names the line to edit.

export type CodeBlock = {
  /** The language after the opening fence (`json`, `bash`), lower case; empty when none. */
  lang: string;
  /** The rest of the opening fence line, such as `title="Testnet11 answer"`. */
  meta: string;
  /** The line of the opening fence, counted from 1. */
  line: number;
  /** The line of the block's first line of code. */
  firstLine: number;
  text: string;
  /** Which section of the page the block is in: the number of `#` and `##` headings above it. */
  section: number;
};

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
/** A heading that opens a section: `#` or `##` (a `###` heading divides a section, as "Example" and "Example response" do). */
const SECTION_HEADING = /^\s{0,3}#{1,2}\s/;

/** Every fenced code block of a page, in order. A block left open runs to the end of the page. */
export function codeBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split('\n');
  let section = 0;
  let open: {fence: string; lang: string; meta: string; line: number; body: string[]} | undefined;
  lines.forEach((content, index) => {
    if (open) {
      const closing = content.trim();
      if (closing.startsWith(open.fence) && /^([`~])\1*$/.test(closing)) {
        blocks.push({lang: open.lang, meta: open.meta, line: open.line, firstLine: open.line + 1, text: open.body.join('\n'), section});
        open = undefined;
      } else {
        open.body.push(content);
      }
      return;
    }
    const fence = FENCE.exec(content);
    if (fence) {
      open = {fence: fence[1] ?? '```', lang: (fence[2] ?? '').toLowerCase(), meta: fence[3] ?? '', line: index + 1, body: []};
      return;
    }
    if (SECTION_HEADING.test(content)) section += 1;
  });
  if (open) blocks.push({lang: open.lang, meta: open.meta, line: open.line, firstLine: open.line + 1, text: open.body.join('\n'), section});
  return blocks;
}

/**
 * The line (counted from 0) on which each value of a valid JSON text starts, by its path: `''` for
 * the whole value, `data[0].nft_id` for a nested one (the paths the example rules name).
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 0;
  const skipSpace = (): void => {
    while (at < text.length && /\s/.test(text.charAt(at))) {
      if (text.charAt(at) === '\n') line += 1;
      at += 1;
    }
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text.charAt(at) !== '"') at += text.charAt(at) === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (path: string): void => {
    skipSpace();
    lines.set(path, line);
    const char = text.charAt(at);
    if (char === '{' || char === '[') {
      at += 1;
      let index = 0;
      for (;;) {
        skipSpace();
        if (text.charAt(at) === '}' || text.charAt(at) === ']' || at >= text.length) break;
        if (char === '{') {
          const key = readString();
          skipSpace();
          at += 1; // the colon
          readValue(path === '' ? key : `${path}.${key}`);
        } else {
          readValue(`${path}[${index}]`);
        }
        index += 1;
        skipSpace();
        if (text.charAt(at) === ',') at += 1;
      }
      at += 1;
    } else if (char === '"') {
      readString();
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text.charAt(at))) at += 1;
    }
  };
  readValue('');
  return lines;
}
