import leven from 'leven';

// A writer's mistake and the one line the build prints for it:
//   docs/guide/Farming.mdx:12: what is wrong. Fix: what to do
// and, in GitHub Actions, the same line as a workflow annotation on that line of the file.

export type Mistake = {
  /** The file to edit, relative to the site folder, with forward slashes. */
  file: string;
  /** The line to edit, counted from 1 (the front matter's `---` is line 1). */
  line: number;
  /** What is wrong, one sentence without the final full stop. */
  problem: string;
  /** What to do, one or two sentences. */
  fix: string;
};

/** Ends a sentence with a full stop unless it already ends with one (or ? or !). */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.?!]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The one line for a mistake: `file:line: problem. Fix: fix` (never more than one line). */
export function formatMistake({file, line, problem, fix}: Mistake): string {
  return `${file}:${line}: ${sentence(problem)} Fix: ${sentence(fix)}`.replace(/\s*\n\s*/g, ' ');
}

// Workflow commands: https://docs.github.com/actions/reference/workflow-commands-for-github-actions
// The message escapes %, CR and LF; property values also escape : and ,.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The mistake as a GitHub Actions error annotation on its file and line. */
export function formatAnnotation(mistake: Mistake): string {
  return formatTitledAnnotation(mistake, "Writer's mistake");
}

/** The same annotation under another title (`npm run api:changes` reports breaking API changes with it). */
export function formatTitledAnnotation(mistake: Mistake, title: string): string {
  const properties = [`file=${escapeProperty(mistake.file)}`, `line=${mistake.line}`, `title=${escapeProperty(title)}`].join(',');
  return `::error ${properties}::${escapeData(formatMistake(mistake))}`;
}

/** Mistakes in file and line order, each reported once. */
export function sortedMistakes(mistakes: readonly Mistake[]): Mistake[] {
  const unique = new Map(mistakes.map((mistake) => [formatMistake(mistake), mistake]));
  return [...unique.values()].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || (a.problem < b.problem ? -1 : 1),
  );
}

/** Reads a line written by formatMistake back into its parts (from errors our remark plugin throws). */
export function parseMistakeLine(text: string): Mistake | undefined {
  const match = /^(\S[^:\n]*):(\d+): (.+?)\. Fix: (.+?)\.?$/.exec(text.trim());
  if (!match) return undefined;
  const [, file = '', line = '0', problem = '', fix = ''] = match;
  return {file, line: Number(line), problem, fix};
}

/**
 * The known value nearest to a wrong one, when it is near enough to be a likely typo
 * (at most a third of its letters differ), comparing without case first.
 */
export function nearest(wrong: string, known: Iterable<string>): string | undefined {
  let best: {value: string; distance: number} | undefined;
  for (const value of known) {
    const distance = value.toLowerCase() === wrong.toLowerCase() ? 0 : leven(wrong.toLowerCase(), value.toLowerCase());
    if (best === undefined || distance < best.distance) best = {value, distance};
  }
  return best !== undefined && best.distance <= Math.max(2, Math.floor(wrong.length / 3)) ? best.value : undefined;
}

/** "did you mean x?" wording, or nothing. */
export function didYouMean(wrong: string, known: Iterable<string>): string {
  const suggestion = nearest(wrong, known);
  return suggestion === undefined ? '' : ` (did you mean "${suggestion}"?)`;
}

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
