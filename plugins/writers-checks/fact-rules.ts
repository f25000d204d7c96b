import * as facts from '../../api/catalogue/world/chain-facts';
import {didYouMean, lineAt, type Mistake} from '../../shared/mistake';

// The chain facts a page states in its prose must be the ones api/catalogue/world/chain-facts.ts
// defines: the fee floor, the block time, blocks a day, block rewards, 1 XCH in mojo, a mojo amount
// beside its XCH, the two dust limits (each named as whose it is), the alert sync, what the
// minimum-fee figure means, and that the floor alone does not get a spend into a full mempool. Code
// blocks and inline code are not prose and are left out. Each difference is one mistake on its line,
// with the module's value as the fix.

/** A number as prose writes it: 4,608; 18.75; 17 million; 10^12; **5**. */
const NUM = String.raw`\**(10(?:\^|<sup>)\d+(?:<\/sup>)?|\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion)\b)?)\**`;
/** A pattern where N stands for a number and a space for any run of white space. */
const rx = (source: string): RegExp => new RegExp(source.replace(/\bN\b/g, NUM).replace(/ /g, String.raw`\s+`), 'gi');

/** The value of a number as NUM captures it. */
export function numberOf(said: string): number {
  const power = /^10(?:\^|<sup>)(\d+)/.exec(said);
  if (power) return 10 ** Number(power[1]);
  const [digits = '', scale] = said.replace(/,/g, '').split(/\s+/);
  return Number(digits) * (scale === 'million' ? 1e6 : scale === 'billion' ? 1e9 : 1);
}

type NumberRule = {
  /** What the number is, for the message. */
  what: string;
  patterns: RegExp[];
  allowed: readonly number[];
  /** The <ChainFact> that prints it, if one does. */
  fact?: facts.ChainFactName;
};

const eraRewards = [...facts.ERA_REWARDS_XCH, facts.FINAL_REWARD_XCH];

const numberRules: readonly NumberRule[] = [
  {
    what: 'the fee floor of a full mempool (mojo per cost)',
    patterns: [
      rx('(?:below|under|less than|at least|floor of|minimum of) N mojos? per (?:CLVM )?cost'),
      rx('N mojos?[- ]per[- ](?:CLVM )?cost (?:floor|minimum)'),
    ],
    allowed: [facts.FEE_FLOOR_MOJO_PER_COST],
    fact: 'feeFloor',
  },
  {
    what: 'the time between blocks (seconds)',
    patterns: [rx('(?<!transaction )\\bblocks? (?:about |roughly |on average )?every N seconds')],
    allowed: [facts.BLOCK_SECONDS],
    fact: 'blockTime',
  },
  {
    what: 'the time between transaction blocks (seconds)',
    patterns: [rx('transaction blocks? (?:come |arrive )?(?:about |roughly |on average )?every N seconds')],
    allowed: [facts.TRANSACTION_BLOCK_SECONDS],
  },
  {what: 'the blocks a day', patterns: [rx('N blocks (?:a|per|each) day')], allowed: [facts.BLOCKS_PER_DAY], fact: 'blocksPerDay'},
  {what: 'the mojo in 1 XCH', patterns: [rx('(?:1|one) XCH (?:is|=|equals) N mojos?')], allowed: [facts.MOJO_PER_XCH], fact: 'mojoPerXch'},
  {
    what: "a block's reward (XCH)",
    patterns: [rx('(?:each paying|a block pays|block reward (?:is|of)) N XCH')],
    allowed: eraRewards,
    fact: 'rewardSchedule',
  },
  {
    what: "the farmer's 1/8 of a block reward (XCH)",
    patterns: [rx('N XCH to the farmer')],
    allowed: eraRewards.map((r) => r / 8),
    fact: 'rewardSchedule',
  },
  {
    what: "the pool's 7/8 of a block reward (XCH)",
    patterns: [rx('N XCH to the pool')],
    allowed: eraRewards.map((r) => (r * 7) / 8),
    fact: 'rewardSchedule',
  },
  {
    what: "Spacescan Wallets' sync interval (minutes)",
    patterns: [rx('sync(?:s|ed|ing)?\\b[^.]{0,40}?every N minutes')],
    allowed: [facts.ALERT_SYNC_MINUTES],
    fact: 'alertSync',
  },
];

/** Prose only: code blocks, inline code and import lines become spaces, so offsets and lines stay. */
function proseOf(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return text
    .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[^\S\n]*$/gm, blank)
    .replace(/`[^`\n]+`/g, blank)
    .replace(/^(?:import|export) .*$/gm, blank);
}

/** The sentences of a prose text with their offsets: split at . ! ? before a space, at a blank line, and before a list item. */
export function sentencesOf(prose: string): {text: string; start: number}[] {
  const sentences: {text: string; start: number}[] = [];
  const boundary = /(?<=[.!?])\s+|\n[^\S\n]*\n\s*|\n(?=[^\S\n]*(?:[-*|]|\d+\.)\s)/g;
  let start = 0;
  for (const match of prose.matchAll(boundary)) {
    sentences.push({text: prose.slice(start, match.index), start});
    start = match.index + match[0].length;
  }
  sentences.push({text: prose.slice(start), start});
  return sentences.filter((s) => s.text.trim() !== '');
}

/** An amount in XCH as text, in mojo, exactly (undefined past 12 decimals). */
export function mojoOfXchText(xch: string): bigint | undefined {
  const [whole = '0', fraction = ''] = xch.replace(/,/g, '').split('.');
  if (fraction.length > 12) return undefined;
  return BigInt(whole) * BigInt(facts.MOJO_PER_XCH) + BigInt(fraction.padEnd(12, '0'));
}

const CONVERSIONS: readonly {pattern: RegExp; mojo: number; xch: number}[] = [
  {pattern: rx('N mojos?\\s*\\(\\s*([\\d.]+) XCH\\s*\\)'), mojo: 1, xch: 2},
  {pattern: rx('([\\d.]+) XCH\\**\\s*\\(\\s*N mojos?\\s*\\)'), mojo: 2, xch: 1},
  {pattern: rx('([\\d.]+) XCH\\**,? which is N mojos?'), mojo: 2, xch: 1},
];

const DUST_LIMIT = rx('(?:less than|under|below|smaller than) N mojos?');
const COST = rx('(?:N[- ]cost\\b|\\bcosts? (?:about |around |roughly )?N\\b)');
const MOJO_AMOUNT = rx('N mojos?\\b(?! per)');
/** The minimum fee made a next-block fee: "the smallest fee that gets a transaction into the next block". */
const MIN_FEE_NEXT_BLOCK =
  /\b(?:minimum|smallest|lowest) fees?\b[^.;:]{0,80}?\b(?:for|into|in|makes?|gets?|reach(?:es)?)\s+(?:\S+\s+){0,4}?the\s+next\s+block/i;

/**
 * The fee floor said to get a spend into a full mempool: "the floor gets a spend into a full
 * mempool", "a fee at the floor is enough to enter a full mempool", "a full mempool accepts a fee at
 * the floor". Chia's node (is_fee_enough, 2.7.3) also needs more per cost than the cheapest waiting
 * spends pay. The floor is named as a word or by its <ChainFact>.
 */
const FLOOR = String.raw`(?:\bfloor\b|<ChainFact\s+name=["']feeFloor["']\s*\/>)`;
const FULL_MEMPOOL = String.raw`\b(?:a|the|your)\s+full\s+mempool\b`;
const FLOOR_GETS_IN: readonly RegExp[] = [
  new RegExp(String.raw`${FLOOR}[^.;:]{0,60}?\b(?:gets?|got|lets?|puts?|brings?|takes?)\b[^.;:]{0,30}?\bin(?:to)?\s+${FULL_MEMPOOL}`, 'i'),
  new RegExp(
    String.raw`${FLOOR}[^.;:]{0,60}?\b(?:enough|suffices|sufficient|all it takes)\b[^.;:]{0,30}?\b(?:enter|get in(?:to)?)\s+${FULL_MEMPOOL}`,
    'i',
  ),
  new RegExp(String.raw`${FLOOR}[^.;:]{0,40}?\benters?\s+${FULL_MEMPOOL}`, 'i'),
  new RegExp(
    String.raw`${FULL_MEMPOOL}[^.;:]{0,30}?\b(?:accepts?|takes?|lets in|admits?)\b[^.;:]{0,40}?\b(?:at|of|pays?|paying)\s+(?:the\s+|its\s+)?${FLOOR}`,
    'i',
  ),
];
/** Words that make such a sentence conditional or negative: "only while the waiting spends pay less", "not". */
const FLOOR_QUALIFIED =
  /\b(?:not|never|no longer|only (?:if|when|while|as long as)|unless|outbids?|cheapest|more than|pay less|above what)\b/i;

const generatedFrom = (text: string): string | undefined => /Generated by \S+ from (\S+?)[.,]?\s/.exec(text)?.[1];

/** The mistakes of one page against the facts module. */
export function factMistakes(file: string, text: string): Mistake[] {
  const prose = proseOf(text);
  const mistakes: Mistake[] = [];
  const source = generatedFrom(text);
  const where = source ? ` (this page is generated: edit ${source}, then run \`npm run generate:api\`)` : '';
  const add = (offset: number, problem: string, fix: string) =>
    mistakes.push({file, line: lineAt(text, offset), problem, fix: fix + where});
  const useFact = (fact: facts.ChainFactName | undefined) => (fact ? `, or print it with <ChainFact name="${fact}" />` : '');

  for (const rule of numberRules) {
    for (const pattern of rule.patterns) {
      for (const match of prose.matchAll(pattern)) {
        const said = match[1] ?? '';
        if (rule.allowed.includes(numberOf(said))) continue;
        add(
          match.index,
          `"${match[0].replace(/\s+/g, ' ')}" states ${rule.what} as ${said.replace(/\*/g, '')}, but api/catalogue/world/chain-facts.ts says ${rule.allowed.join(' or ')}`,
          `Write ${rule.allowed.join(' or ')}${useFact(rule.fact)}`,
        );
      }
    }
  }

  for (const {pattern, mojo, xch} of CONVERSIONS) {
    for (const match of prose.matchAll(pattern)) {
      const mojoSaid = match[mojo] ?? '';
      const xchSaid = match[xch] ?? '';
      const expected = mojoOfXchText(xchSaid);
      if (expected !== undefined && BigInt(Math.round(numberOf(mojoSaid))) === expected) continue;
      add(
        match.index,
        `${mojoSaid} mojo is not ${xchSaid} XCH (1 XCH is 10^12 mojo)`,
        `Write ${facts.grouped(Math.round(numberOf(mojoSaid)))} mojo as ${facts.xchText(Math.round(numberOf(mojoSaid)))} XCH`,
      );
    }
  }

  for (const sentence of sentencesOf(prose)) {
    const {text: said, start} = sentence;
    if (/\bdust\b/i.test(said)) {
      for (const match of said.matchAll(DUST_LIMIT)) {
        const limit = numberOf(match[1] ?? '');
        const at = start + match.index;
        if (limit === facts.CHIA_WALLET_DUST_MOJO && !/\bChia\b/.test(said)) {
          add(
            at,
            `A dust limit of ${facts.grouped(limit)} mojo is Chia's wallet filter, but the sentence does not say so`,
            "Name it as Chia's reference wallet dust filter",
          );
        } else if (limit === facts.SPACESCAN_DUST_MOJO && !/Spacescan/.test(said)) {
          add(
            at,
            `A dust limit of ${facts.grouped(limit)} mojo reads as Chia's rule, but it is Spacescan's own definition (Chia's wallet filter uses ${facts.grouped(facts.CHIA_WALLET_DUST_MOJO)} mojo)`,
            'Say that Spacescan counts such a coin as dust, or print it with <ChainFact name="spacescanDust" />',
          );
        } else if (limit !== facts.CHIA_WALLET_DUST_MOJO && limit !== facts.SPACESCAN_DUST_MOJO) {
          add(
            at,
            `A dust limit of ${facts.grouped(limit)} mojo is neither Spacescan's (${facts.grouped(facts.SPACESCAN_DUST_MOJO)}) nor Chia's wallet filter (${facts.grouped(facts.CHIA_WALLET_DUST_MOJO)})`,
            'Use <ChainFact name="spacescanDust" /> or <ChainFact name="chiaWalletDust" />',
          );
        }
      }
    }
    const cost = [...said.matchAll(COST)][0];
    if (cost && /\bfloor\b|\bat least\b/i.test(said)) {
      const costValue = numberOf(cost[1] ?? cost[2] ?? '');
      const least = facts.floorFee(costValue);
      for (const fee of said.matchAll(MOJO_AMOUNT)) {
        if (numberOf(fee[1] ?? '') >= least) continue;
        add(
          start + fee.index,
          `A fee of ${fee[1]} mojo for a cost of ${facts.grouped(costValue)} is below the floor of a full mempool (${facts.FEE_FLOOR_MOJO_PER_COST} mojo per cost)`,
          `Write at least ${facts.grouped(least)} mojo (${facts.xchText(least)} XCH)`,
        );
      }
    }
    for (const pattern of FLOOR_GETS_IN) {
      const floorIn = pattern.exec(said);
      if (!floorIn) continue;
      // The clause the claim sits in (up to a colon or semicolon) decides whether it is qualified.
      const clauseStart = Math.max(said.lastIndexOf(':', floorIn.index), said.lastIndexOf(';', floorIn.index)) + 1;
      const clauseEnd = said.slice(floorIn.index).search(/[:;]/);
      const clause = said.slice(clauseStart, clauseEnd < 0 ? undefined : floorIn.index + clauseEnd);
      if (FLOOR_QUALIFIED.test(clause)) continue;
      add(
        start + floorIn.index,
        `The sentence says the fee floor gets a spend into a full mempool, but Chia's node (is_fee_enough, chia-blockchain 2.7.3) also needs more per cost than the cheapest waiting spends pay`,
        'Say the floor is the least a full mempool can take, and that a spend gets in only when it also outbids the cheapest waiting spends (docs/guide/_fee-in-a-full-mempool.mdx states the rule)',
      );
      break;
    }
    const nextBlock = MIN_FEE_NEXT_BLOCK.exec(said);
    if (nextBlock && !/\bnot\b/i.test(nextBlock[0])) {
      add(
        start + nextBlock.index,
        'The sentence makes the minimum fee a fee for the next block, but it is the fee to beat to enter a full mempool: in a busy mempool that is not full, zero-fee spends enter but may miss the next block',
        'Say it is the fee to beat to enter a full mempool, not a next-block fee, or print <ChainFact name="minFeeMeaning" />',
      );
    }
  }

  for (const match of text.matchAll(/<ChainFact\s+name=["']([^"']*)["']/g)) {
    const name = match[1] ?? '';
    if (facts.isChainFactName(name)) continue;
    mistakes.push({
      file,
      line: lineAt(text, match.index),
      problem: `<ChainFact name="${name}"> names no fact of api/catalogue/world/chain-facts.ts${didYouMean(name, Object.keys(facts.chainFacts))}`,
      fix: `Use one of: ${Object.keys(facts.chainFacts).join(', ')}`,
    });
  }
  return mistakes;
}

/** The fact mistakes of every page made from a source file. */
export function pagesFactMistakes(pages: readonly {file: string; text: string}[]): Mistake[] {
  return pages.flatMap((page) => factMistakes(page.file, page.text));
}
