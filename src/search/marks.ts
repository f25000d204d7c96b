// How a search result quotes its text and marks the words found: small, so that the result list
// can show it without the search engine (src/search/engine.ts) in the page's first bundle.

/** About thirty words of `text`, from a little before the first word found. */
export function excerpt(text: string, found: readonly string[]): string {
  const words = text.split(' ');
  const lower = words.map((word) => word.toLowerCase());
  const first = lower.findIndex((word) => found.some((f) => word.includes(f)));
  const start = Math.max(0, first - 8);
  const piece = words.slice(start, start + 32).join(' ');
  return `${start > 0 ? '… ' : ''}${piece}${start + 32 < words.length ? ' …' : ''}`;
}

/** `text` cut into pieces, each marked or not, where the found words stand: a word is marked whole when it starts with a mark (balanc → balances). */
export function markPieces(text: string, marks: readonly string[]): {text: string; marked: boolean}[] {
  const wanted = marks.filter((mark) => mark.length > 0).sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [{text, marked: false}];
  const escaped = wanted.map((mark) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // One capturing group: split puts the marked pieces at the odd places.
  const pattern = new RegExp(`((?:${escaped.join('|')})[\\p{L}\\p{N}]*)`, 'giu');
  return text
    .split(pattern)
    .map((piece, i) => ({text: piece, marked: i % 2 === 1}))
    .filter((piece) => piece.text !== '');
}
