import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as facts from '../../api/catalogue/world/chain-facts';
import {mojoOfXchText} from './fact-rules';
import {didYouMean, lineAt, type Mistake} from '../../shared/mistake';

// Every `chia …` command a page shows, checked against Chia's own command line: chia-cli.json,
// described from chia-blockchain's click definitions at one release by scripts/chia-cli/describe.py.
// A command in a code block is one a reader runs: an unknown command or option, a missing required
// option, a value of the wrong kind or a fee below its spend's floor stops the build. A command in
// inline code names a command and maybe an option: both must exist, and what it gives must fit.

type Parameter = {names: string[]; takes: string; required: boolean; multiple: boolean; choices?: unknown[]};
type Command = {source: string; described: boolean; options?: Parameter[]; arguments?: (Parameter & {name: string})[]};
export type CliDescription = {release: string; commit: string; groups: string[]; commands: Record<string, Command>};

export const CLI_FILE = 'plugins/writers-checks/chia-cli.json';

export function loadCli(siteDir: string): CliDescription {
  return JSON.parse(readFileSync(path.join(siteDir, CLI_FILE), 'utf8')) as CliDescription;
}

/** A value a writer leaves for the reader to fill in: FINGERPRINT, TRANSACTION_ID, <address>. */
const PLACEHOLDER = /^(?:[A-Z][A-Z0-9_]*|<[^>]+>)$/;

const VALUE_KINDS: Record<string, {pattern: RegExp; what: string}> = {
  integer: {pattern: /^\d+$/, what: 'a whole number'},
  number: {pattern: /^\d+(?:\.\d+)?$/, what: 'a number'},
  amount: {pattern: /^\d+(?:\.\d{1,12})?$/, what: 'an amount in XCH (at most 12 decimals)'},
  address: {pattern: /^t?xch1[02-9ac-hj-np-z]{58}$/, what: 'an xch1… address'},
  bytes32: {pattern: /^(?:0x)?[0-9a-f]{64}$/i, what: 'a 32-byte hex ID'},
};

/** The spend a command makes, for its fee floor; undefined where the site states no cost for it. */
function spendKindOf(command: string, given: Map<string, string>): facts.SpendKind | undefined {
  if (command === 'chia wallet clawback') return 'clawback';
  if (command !== 'chia wallet send') return undefined;
  // A window given as a placeholder (SECONDS) is a send with clawback too.
  const window = given.get('--clawback_time');
  return window !== undefined && !/^0+$/.test(window) ? 'clawbackSend' : 'payment';
}

/** Shell words of one command line: quotes kept together, a trailing comment dropped. */
function wordsOf(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(#.*$)|(\S+)/g)) {
    if (match[3] !== undefined) break;
    words.push(match[1] ?? match[2] ?? match[4] ?? '');
  }
  return words;
}

/** Where a page shows a `chia` command: each line of a code block (continued lines joined), and inline code. */
export function chiaCommandsOf(text: string): {command: string; offset: number; runnable: boolean}[] {
  const found: {command: string; offset: number; runnable: boolean}[] = [];
  // Fences may be indented (a code block inside a list item).
  const blocks = /^[^\S\n]*(```+|~~~+)[^\n]*\n([\s\S]*?)^[^\S\n]*\1[^\S\n]*$/gm;
  for (const block of text.matchAll(blocks)) {
    const bodyStart = block.index + block[0].indexOf('\n') + 1;
    const body = block[2] ?? '';
    let offset = 0;
    for (const logical of body.split(/(?<!\\)\n/)) {
      const line = logical.replace(/\\\n/g, ' ');
      const command = line.replace(/^\s*(?:\$|>|PS>)?\s*/, '');
      if (/^chia\s/.test(command)) found.push({command, offset: bodyStart + offset, runnable: true});
      offset += logical.length + 1;
    }
  }
  const outside = text.replace(blocks, (match) => match.replace(/[^\n]/g, ' '));
  for (const inline of outside.matchAll(/`(chia\s[^`\n]+)`/g)) {
    found.push({command: inline[1] ?? '', offset: inline.index, runnable: false});
  }
  return found;
}

/** The mistakes of one command against Chia's command line. */
export function commandMistakes(cli: CliDescription, command: string, runnable: boolean): {problem: string; fix: string}[] {
  const words = wordsOf(command);
  const groups = new Set(cli.groups);
  let name = 'chia';
  let next = 1;
  while (next < words.length) {
    const longer = `${name} ${words[next]}`;
    if (!groups.has(longer) && !(longer in cli.commands)) break;
    name = longer;
    next += 1;
  }
  const entry = cli.commands[name];
  const release = `chia-blockchain ${cli.release}`;
  if (entry === undefined) {
    const word = words[next];
    const under = [...groups, ...Object.keys(cli.commands)]
      .filter((known) => known.startsWith(`${name} `) && !known.slice(name.length + 1).includes(' '))
      .map((known) => known.slice(name.length + 1));
    if (word === undefined || word.startsWith('-')) {
      if (!runnable && name !== 'chia') return [];
      return [
        {problem: `\`${name}\` is a group of commands, not a command, in ${release}`, fix: `Name one of its commands: ${under.join(', ')}`},
      ];
    }
    return [
      {
        problem: `\`${name} ${word}\` is not a command of ${release}${didYouMean(word, under)}`,
        fix: `Use one of: ${under.join(', ')}`,
      },
    ];
  }
  if (!entry.described) return [];
  const options = entry.options ?? [];
  const byName = new Map(options.flatMap((option) => option.names.map((n) => [n, option] as const)));
  const given = new Map<string, string>();
  const seen = new Set<Parameter>();
  const mistakes: {problem: string; fix: string}[] = [];
  const positional: string[] = [];
  for (let i = next; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (!word.startsWith('-') || /^-\d/.test(word)) {
      positional.push(word);
      continue;
    }
    const [flag = '', inlineValue] = word.split(/=(.*)/s, 2);
    const option = byName.get(flag);
    if (option === undefined) {
      mistakes.push({
        problem: `\`${name}\` has no option ${flag} in ${release}${didYouMean(flag, byName.keys())}`,
        fix: `Use one of its options: ${options.map((o) => o.names.join('/')).join(', ')}`,
      });
      // The word after an unknown option is most likely its value: one mistake, not two.
      if (inlineValue === undefined && !(words[i + 1] ?? '-').startsWith('-')) i += 1;
      continue;
    }
    seen.add(option);
    if (option.takes === 'flag' || option.takes === 'count') continue;
    const value = inlineValue ?? words[(i += 1)];
    if (value === undefined) {
      // Inline code may name an option without a value ("`chia wallet clawback -ids`").
      if (!runnable) continue;
      mistakes.push({problem: `${flag} of \`${name}\` takes a value, and none follows it`, fix: `Write the value after ${flag}`});
      continue;
    }
    for (const n of option.names) given.set(n, value);
    if (PLACEHOLDER.test(value)) continue;
    const kind = VALUE_KINDS[option.takes];
    if (kind !== undefined && !kind.pattern.test(value)) {
      mistakes.push({
        problem: `${flag} of \`${name}\` takes ${kind.what}, not "${value}"`,
        fix: `Write ${kind.what}, or a placeholder in capitals`,
      });
    }
    if (option.choices !== undefined && !option.choices.includes(value)) {
      mistakes.push({
        problem: `${flag} of \`${name}\` takes one of ${option.choices.join(', ')}, not "${value}"`,
        fix: 'Write one of those values',
      });
    }
  }
  const argumentCount = entry.arguments?.length ?? 0;
  if (positional.length > argumentCount) {
    mistakes.push({
      problem: `\`${name}\` takes ${argumentCount === 0 ? 'no arguments' : `${argumentCount} argument(s)`}, and "${positional.slice(argumentCount).join(' ')}" is left over`,
      fix: 'Remove it, or give it to the option it belongs to',
    });
  }
  if (runnable) {
    for (const option of options.filter((o) => o.required && !seen.has(o))) {
      mistakes.push({
        problem: `\`${name}\` needs ${option.names.join('/')} in ${release}, and the command leaves it out`,
        fix: `Add ${option.names.at(-1)} with its value, or a placeholder in capitals`,
      });
    }
  }
  const fee = given.get('--fee');
  const spend = spendKindOf(name, given);
  if (fee !== undefined && spend !== undefined && VALUE_KINDS.amount?.pattern.test(fee)) {
    const {what, cost} = facts.SPEND_KINDS[spend];
    const floor = facts.floorFee(cost);
    if ((mojoOfXchText(fee) ?? 0n) < BigInt(floor)) {
      mistakes.push({
        problem: `A fee of ${fee} XCH is below the floor of ${what} in a full mempool: a cost of ${facts.grouped(cost)} at ${facts.FEE_FLOOR_MOJO_PER_COST} mojo per cost is ${facts.grouped(floor)} mojo`,
        fix: `Write -m ${facts.xchText(facts.exampleFee(spend))} or more (api/catalogue/world/chain-facts.ts, SPEND_KINDS.${spend})`,
      });
    }
  }
  return mistakes;
}

/** The command-line mistakes of one page. */
export function cliMistakes(cli: CliDescription, file: string, text: string): Mistake[] {
  return chiaCommandsOf(text).flatMap(({command, offset, runnable}) =>
    commandMistakes(cli, command, runnable).map((m) => ({file, line: lineAt(text, offset), ...m})),
  );
}

/** The command-line mistakes of every page made from a source file. */
export function pagesCliMistakes(cli: CliDescription, pages: readonly {file: string; text: string}[]): Mistake[] {
  return pages.flatMap((page) => cliMistakes(cli, page.file, page.text));
}
