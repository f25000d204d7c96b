// The plain text of a block's highlighted lines (plugins/code-highlight.ts writes them: one
// `<span class="token-line">…<br></span>` per line, text escaped with &amp; &lt; &gt;). The API
// pages' data carries each request sample once, highlighted, and its copy button copies this text;
// plugins/api-catalogue.ts checks at build time that it is the sample exactly.
export function highlightedText(html: string): string {
  return html
    .split('<br></span>')
    .slice(0, -1)
    .map((line) => line.replace(/<[^>]*>/g, ''))
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
