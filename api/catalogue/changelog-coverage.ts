// Which breaking differences between two OpenAPI documents (api/catalogue/openapi-diff.ts) the
// changelog names, and where each one that it does not name is in the catalogue's files, so that
// `npm run api:changes` can say `file:line: what changed. Fix: …` (Node only).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Mistake} from '../../shared/mistake';
import {CHANGELOG_FILE} from './catalogue-at';
import {describeDifference, type ApiDifference} from './openapi-diff';
import type {ApiChange, ApiChangelogEntry, CallName, ChangeKind} from './types';

/** The kinds of changelog change that can name each kind of breaking difference. */
const namingKinds: Record<ApiDifference['kind'], readonly ChangeKind[]> = {
  removed: ['removed', 'changed'],
  renamed: ['removed', 'changed'],
  type: ['changed'],
  required: ['changed', 'added'],
  added: ['added', 'changed'],
  optional: ['changed'],
  deprecated: ['deprecated'],
  undeprecated: ['changed'],
};

/** A difference's name as a writer writes it in the changelog: a parameter without where it goes. */
export function changelogName(difference: ApiDifference): string | undefined {
  const {name} = difference;
  if (name === undefined) return undefined;
  return difference.subject === 'parameter' ? name.slice(name.indexOf(' ') + 1) : name;
}

/** Whether `name` is `ancestor` or a field inside it (`coin.amount` is inside `coin`, `a[].b` inside `a`). */
const isWithin = (name: string, ancestor: string): boolean =>
  name === ancestor || name.startsWith(`${ancestor}.`) || name.startsWith(`${ancestor}[]`);

/** Whether a changelog change names a difference: the same call and subject, the same name (or a field that holds it), a fitting kind. */
export function names(change: ApiChange, difference: ApiDifference): boolean {
  if (change.call !== difference.call) return false;
  // A removed call takes everything in it along.
  if (change.subject === 'call' && difference.subject !== 'call') return change.kind === 'removed';
  if (change.subject !== difference.subject || !namingKinds[difference.kind].includes(change.kind)) return false;
  const name = changelogName(difference);
  if (name === undefined || change.name === undefined) return name === change.name;
  return difference.subject === 'response field' ? isWithin(name, change.name) : name === change.name;
}

const changeKey = (date: string, change: ApiChange): string =>
  JSON.stringify([date, change.kind, change.subject, change.call ?? '', change.name ?? '', change.text]);

/** The changes of the head's changelog that the base's changelog did not hold. */
export function newChanges(head: readonly ApiChangelogEntry[], base: readonly ApiChangelogEntry[]): ApiChange[] {
  const known = new Set(base.flatMap((entry) => entry.changes.map((change) => changeKey(entry.date, change))));
  return head.flatMap((entry) => entry.changes.filter((change) => !known.has(changeKey(entry.date, change))));
}

/** The breaking differences that no new changelog change names. */
export function unnamedBreaking(differences: readonly ApiDifference[], changes: readonly ApiChange[]): ApiDifference[] {
  return differences.filter((difference) => difference.breaking && !changes.some((change) => names(change, difference)));
}

export interface SourceLine {
  file: string;
  line: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 1-based number of the first line at or after `from` (0-based) that matches. */
function lineOf(lines: readonly string[], pattern: RegExp, from = 0): number | undefined {
  for (let i = from; i < lines.length; i += 1) if (pattern.test(lines[i] ?? '')) return i + 1;
  return undefined;
}

/** The path of a call (`GET /a/{b}` → `/a/{b}`). */
const pathOf = (call: string): string => call.slice(call.indexOf(' ') + 1);

/**
 * Where a difference is in the head's files: the line of its entry file that holds the new name,
 * the changed parameter or field, or the list it left; the call's `path:` line otherwise. A call
 * whose entry file is gone is pointed at the changelog, where the fix goes.
 */
export function locate(difference: ApiDifference, callFiles: ReadonlyMap<CallName, string>, repoDir: string): SourceLine {
  const headCall = (difference.subject === 'call' && difference.kind === 'renamed' ? difference.renamedTo : difference.call) as CallName;
  const file = callFiles.get(headCall);
  if (file === undefined || !existsSync(path.join(repoDir, file))) {
    const changelog = path.join(repoDir, CHANGELOG_FILE);
    const lines = existsSync(changelog) ? readFileSync(changelog, 'utf8').split('\n') : [];
    return {file: CHANGELOG_FILE, line: lineOf(lines, /apiChangelog/) ?? 1};
  }
  const lines = readFileSync(path.join(repoDir, file), 'utf8').split('\n');
  const callLine = lineOf(lines, new RegExp(`path:\\s*["'\`]${escape(pathOf(headCall))}["'\`]`)) ?? 1;
  const quoted = (name: string): RegExp => new RegExp(`["'\`]${escape(name)}["'\`]`);
  const shown = (name: string | undefined): string | undefined =>
    name === undefined || difference.subject !== 'parameter' ? name : name.slice(name.indexOf(' ') + 1);
  const nameNow = shown(difference.kind === 'renamed' ? difference.renamedTo : difference.name);
  const list = difference.subject === 'parameter' ? /^\s*params:/ : /^\s*responseFields:/;
  let line: number | undefined;
  if (difference.subject === 'parameter' || difference.subject === 'response field') {
    line =
      difference.kind === 'removed'
        ? lineOf(lines, list, callLine - 1)
        : nameNow === undefined
          ? undefined
          : lineOf(lines, quoted(nameNow), callLine - 1);
    line ??= lineOf(lines, list, callLine - 1);
  }
  return {file, line: line ?? callLine};
}

/** The entry a writer adds for a difference, written out for the Fix part of the line. */
export function suggestedChange(difference: ApiDifference): string {
  const kind: ChangeKind =
    difference.kind === 'added' ? 'added' : difference.kind === 'type' || difference.kind === 'required' ? 'changed' : 'removed';
  const name = changelogName(difference);
  return `{kind: '${kind}', subject: '${difference.subject}', call: '${difference.call}'${name === undefined ? '' : `, name: '${name}'`}, text: '…'}`;
}

/** What `npm run api:changes` reports for a breaking difference that the changelog does not name (printed by formatMistake). */
export function unnamedMistake(difference: ApiDifference, where: SourceLine): Mistake {
  return {
    ...where,
    problem: describeDifference(difference),
    fix: `add an entry to ${CHANGELOG_FILE} that names it, such as ${suggestedChange(difference)}, or undo the change`,
  };
}
