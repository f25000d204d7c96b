import {decodeBech32m, type NetworkName} from '../../api/catalogue/world/chain';
import {world as exampleWorld} from '../../api/catalogue/world';
import {WorldLookup} from '../../api/catalogue/world/lookup';
import type {World} from '../../api/catalogue/world/model';
import {networkViews} from '../../api/catalogue/world/rules';
import {checkDocumentExample} from '../../api/catalogue/world/rules/documents';
import type {CatalogueProblem} from '../../api/catalogue/problems';
import type {JsonValue} from '../../api/catalogue/types';
import {codeBlocks, jsonValueLines, type CodeBlock} from './code-blocks';
import type {Mistake} from '../../shared/mistake';

// The truth checks of the examples in the pages' text. A JSON block in a guide, an FAQ answer, a
// post or a hand-written API page is an example of the one example world that the API reference
// draws from (api/catalogue/world): its ids are things of that world, the fields beside them say
// what the world says, and Chia's rules hold (coin ids, the 18.75-second schedule, rewards, the
// peak). A block is a mainnet answer unless its title says testnet (```json title="Testnet11
// answer"```); the request sample just above it, in the same section, is sent to a host of the same
// network and asks for ids the answer names. Every other code block is read for ids in bech32m,
// which must decode. Each problem is one writer's mistake, on the line to edit.

/** A JSON block of a page, with what the checks read around it. */
export type JsonExample = {
  block: CodeBlock;
  network: NetworkName;
  /** The request sample above it, in the same section, if any. */
  request: CodeBlock | undefined;
  /** The parsed JSON, or why it does not parse. */
  parsed: {value: JsonValue} | {error: string};
};

/** A JSON block is a testnet answer when its title, which the page shows above it, says so. */
export function isTestnetBlock(block: CodeBlock): boolean {
  return /\btitle=(["'])[^"']*testnet[^"']*\1/i.test(block.meta);
}

const isJson = (block: CodeBlock): boolean => block.lang === 'json' || block.lang === 'jsonc';

function parseJson(text: string): JsonExample['parsed'] {
  try {
    return {value: JSON.parse(text) as JsonValue};
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }
}

/** The JSON examples of a page, each with its network and the request sample above it in its `##` section. */
export function jsonExamples(text: string): JsonExample[] {
  const blocks = codeBlocks(text);
  return blocks.flatMap((block, index): JsonExample[] => {
    if (!isJson(block)) return [];
    const request = blocks
      .slice(0, index)
      .reverse()
      .find((before) => before.section === block.section && !isJson(before) && requestNetworks(before.text).length > 0);
    return [{block, network: isTestnetBlock(block) ? 'testnet' : 'mainnet', request, parsed: parseJson(block.text)}];
  });
}

/** Which network each host or network header a request names belongs to. */
const HOSTS: readonly [RegExp, NetworkName][] = [
  [/https?:\/\/(?:pro-)?api-testnet\d*\.spacescan\.io/, 'testnet'],
  [/https?:\/\/(?:pro-)?api\.spacescan\.io/, 'mainnet'],
  [/x-api-coin:\s*TXCH\b/i, 'testnet'],
  [/x-api-coin:\s*XCH\b/i, 'mainnet'],
  [/api2\.spacescan\.io\/v[\d.]+\/txch\//, 'testnet'],
  [/api2\.spacescan\.io\/v[\d.]+\/xch\//, 'mainnet'],
];

/** The hosts and network headers of a request, with the network each belongs to. */
export function requestNetworks(text: string): {said: string; network: NetworkName}[] {
  return HOSTS.flatMap(([pattern, network]) => {
    const match = pattern.exec(text);
    return match ? [{said: match[0], network}] : [];
  });
}

const BECH32_ID = /(?:did:chia:|txch|xch|nft|col|tkn)1[02-9ac-hj-np-z]{6,}/g;
const HEX_ID = /(?<![0-9a-fA-Fx])(?:0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/g;

/** The ids a request names, in order, each once. */
export function idsIn(text: string): string[] {
  const found = [...text.matchAll(BECH32_ID), ...text.matchAll(HEX_ID)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((m) => m[0]);
  return [...new Set(found)];
}

/** What to do about a problem of each rule. */
const FIX_BY_RULE: Record<string, string> = {
  format:
    'Copy the id in its real form (bech32m with its checksum, or 64 hexadecimal characters) from the example world (api/catalogue/world)',
  network:
    "Use the id that the same thing has on this network in the example world, or change the block's title to the network the id belongs to",
  echo: 'Make the answer be about what the request asks for, or ask for what the answer shows',
};
const DRAW_FROM_WORLD =
  'Draw the value from the example world (api/catalogue/world), as the API examples do, or mark the block as a testnet answer (```json title="Testnet11 answer"```) with a testnet host and testnet ids';

/** The line of a block that holds some text, else the block's first line. */
function lineOf(block: CodeBlock, text: string | undefined): number {
  const offset = text === undefined ? -1 : block.text.split('\n').findIndex((line) => line.includes(text));
  return block.firstLine + Math.max(offset, 0);
}

/** The line of the JSON value a problem names, or of the nearest value above it that the block holds. */
function valueLine(example: JsonExample, lines: Map<string, number>, field: string): number {
  let path = field === 'json' ? '' : field.replace(/^json\.?/, '');
  while (path !== '' && !lines.has(path)) path = path.replace(/(?:\.[^.[\]]+|\[\d+\])$/, '');
  return example.block.firstLine + (lines.get(path) ?? 0);
}

function worldMistake(file: string, example: JsonExample, lines: Map<string, number>, problem: CatalogueProblem): Mistake {
  const inRequest = problem.field.startsWith('request');
  const where = inRequest
    ? 'The request above the JSON example'
    : `In the JSON example, ${problem.field.replace(/^json\.?/, '') || 'the answer'}`;
  return {
    file,
    line: inRequest && example.request ? lineOf(example.request, idsIn(problem.message)[0]) : valueLine(example, lines, problem.field),
    problem: `${where} ${problem.message.replace(/\.$/, '')} (rule ${problem.rule})`,
    fix: FIX_BY_RULE[problem.rule] ?? DRAW_FROM_WORLD,
  };
}

/** A request sample sent to a host of the other network than the answer under it. */
function hostMistakes(file: string, example: JsonExample): Mistake[] {
  const {request} = example;
  if (!request) return [];
  return requestNetworks(request.text)
    .filter((host) => host.network !== example.network)
    .map((host): Mistake => ({
      file,
      line: lineOf(request, host.said),
      problem: `The request above a ${example.network} JSON example names ${host.said}, which is ${host.network}`,
      fix:
        example.network === 'testnet'
          ? "Send the request to a testnet host (https://api-testnet11.spacescan.io, or x-api-coin: TXCH on api2), or take testnet out of the JSON block's title if the answer is a mainnet one"
          : 'Mark the JSON block as a testnet answer (```json title="Testnet11 answer"```) and show testnet ids and heights, or send the request to a mainnet host',
    }));
}

/** Every id in bech32m form in a block must decode, to 32 bytes. */
function formatMistakes(file: string, block: CodeBlock): Mistake[] {
  return block.text.split('\n').flatMap((line, offset) =>
    [...line.matchAll(BECH32_ID)].flatMap((match): Mistake[] => {
      const decoded = decodeBech32m(match[0]);
      if (decoded && decoded.bytes.length === 32) return [];
      return [
        {
          file,
          line: block.firstLine + offset,
          problem: decoded
            ? `The id ${match[0]} decodes to ${decoded.bytes.length} bytes, not 32`
            : `The id ${match[0]} is not valid bech32m: its checksum fails`,
          fix: FIX_BY_RULE.format ?? DRAW_FROM_WORLD,
        },
      ];
    }),
  );
}

/** What the checks found in some pages: the mistakes, and how many examples and code blocks they read. */
export type ExampleReport = {mistakes: Mistake[]; jsonExamples: number; codeBlocks: number};

/** The truth checks over the examples in pages' text; `world` is the example world unless a test gives another. */
export function checkPageExamples(pages: readonly {file: string; text: string}[], world: World = exampleWorld): ExampleReport {
  const lookup = new WorldLookup(world);
  const views = networkViews(world);
  const report: ExampleReport = {mistakes: [], jsonExamples: 0, codeBlocks: 0};
  for (const {file, text} of pages.filter((page) => /\.mdx?$/.test(page.file))) {
    for (const block of codeBlocks(text)) {
      report.codeBlocks += 1;
      report.mistakes.push(...formatMistakes(file, block));
    }
    for (const example of jsonExamples(text)) {
      report.jsonExamples += 1;
      if ('error' in example.parsed) {
        report.mistakes.push({
          file,
          line: example.block.line,
          problem: `The JSON example does not parse: ${example.parsed.error}`,
          fix: 'Write valid JSON: keys and strings in double quotes, no comments, no trailing commas',
        });
        continue;
      }
      report.mistakes.push(...hostMistakes(file, example));
      const lines = jsonValueLines(example.block.text);
      const source = `${file}:${example.block.line}`;
      const requestIds = example.request ? idsIn(example.request.text) : [];
      const problems = checkDocumentExample({source, network: example.network, value: example.parsed.value, requestIds}, lookup, views);
      report.mistakes.push(...problems.map((problem) => worldMistake(file, example, lines, problem)));
    }
  }
  return report;
}

/** The writers' mistakes of the examples in some pages. */
export function exampleMistakes(pages: readonly {file: string; text: string}[]): Mistake[] {
  return checkPageExamples(pages).mistakes;
}
