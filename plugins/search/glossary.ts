// The search glossary (issue 45): readers' words mapped to the site's, in docs/search-glossary.json,
// which writers own and review like a page. A query word the glossary knows is also searched as the
// site's words, and the search page says so ("Showing results for …"). src/search/engine.ts reads it
// from the word file of the reader's word (build-index.ts: buildIndex).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {queryWords, stem, terms} from '../../shared/tokenize';

export const GLOSSARY_FILE = 'docs/search-glossary.json';

/**
 * The glossary of the site in `siteDir`: a reader's word (its stem) → the site's words, as written.
 * Fails, naming the entry, where either side is not one word the search keeps (buildIndex fails on a site word no page uses).
 */
export function readGlossary(siteDir: string): Map<string, string[]> {
  const file = path.join(siteDir, GLOSSARY_FILE);
  const entries = (JSON.parse(readFileSync(file, 'utf8')) as {terms: Record<string, string[]>}).terms;
  const glossary = new Map<string, string[]>();
  for (const [reader, site] of Object.entries(entries)) {
    const asked = queryWords(reader);
    if (asked.length !== 1 || asked[0]?.typed !== reader.toLowerCase())
      throw new Error(`${GLOSSARY_FILE}: "${reader}" is not one word that the search keeps (no stop word, no space). Fix: give one word.`);
    const joined = site.filter((word) => terms(word).filter(({whole}) => whole).length !== 1);
    if (joined.length > 0) throw new Error(`${GLOSSARY_FILE}: "${reader}" stands for "${joined[0]}": give the site's words one by one.`);
    glossary.set(stem(reader.toLowerCase()), site);
  }
  return glossary;
}
