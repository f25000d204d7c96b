// The chain and service facts that guides, posts and the API catalogue state: units, the fee floor
// and what the minimum-fee figure means, the fees of a full mempool's worked example, the block schedule, the reward schedule, the two dust
// definitions, the API hosts and the plan each needs, and how alerts arrive. Defined once here;
// chain.ts computes with these numbers, <ChainFact> prints them in pages, and the writers' check
// (plugins/writers-checks/fact-rules.ts) fails the build where prose states one of them differently.
// Plain numbers and strings only, so that the browser bundle can import it.

/** 1 XCH is 10^12 mojo. */
export const MOJO_PER_XCH = 1_000_000_000_000;
/** A CAT token is 1,000 of its mojos. */
export const MOJO_PER_CAT = 1_000;

/**
 * The floor of a full mempool: Chia's reference node treats a fee below this many mojo per cost as no
 * fee once the mempool is full (nonzero_fee_minimum_fpc). It is the least a full mempool can take,
 * not a fee that gets a spend in: the node also needs more per cost than the cheapest waiting spends
 * pay (is_fee_enough in chia/full_node/mempool_manager.py, 2.7.3, lines 447 to 460).
 */
export const FEE_FLOOR_MOJO_PER_COST = 5;
/** The cost Spacescan works the minimum fee out for. */
export const MIN_FEE_REFERENCE_COST = 5_000_000;
/**
 * The minimum fee, in mojo for MIN_FEE_REFERENCE_COST, that the Mempool guide's worked example reads
 * off the chart: 6 mojo per cost, a surge in which the cheapest waiting spends pay more than the
 * floor, so a fee at the floor is turned away.
 */
export const EXAMPLE_MIN_FEE_MOJO = 30_000_000;

/** Where a figure was read, and when. */
type Source = {title: string; url: string; read: string};

const CHIA_COSTS: Omit<Source, 'read'> = {
  title: "Chia's Costs page, Estimated Transaction Costs",
  url: 'https://github.com/Chia-Network/chia-docs/blob/0bc28d76b534b2566ddab88880b97c0506f885c6/docs/chia-blockchain/coin-set-model/costs.md#estimated-transaction-costs',
};

/**
 * The spends the guides show a command for, each with the cost its fee is worked out for and where
 * that cost comes from. A command's fee must reach the floor of its kind (cost × the fee floor); the
 * fee the guides write is that floor rounded up to the next FEE_STEP_MOJO.
 */
export const SPEND_KINDS = {
  payment: {
    what: 'a plain XCH payment with two inputs and two outputs',
    cost: 17_187_295,
    source: {
      title: "Chialisp's Costs page, Real World Example (a 2-input, 2-output payment measured with cdv)",
      url: 'https://github.com/Chia-Network/chialisp-web/blob/43d11e797f4b104b0d228c7a273cdeadfa60bee5/docs/costs.md#using-cli',
      read: '2026-11-27',
    },
  },
  clawbackSend: {
    what: 'a send with clawback',
    // The Costs page lists 10,000,000 for a vanilla send with clawback and works its fee out for three
    // times that, for the coins a real wallet holds; the cost here is that tripled figure.
    cost: 30_000_000,
    source: {...CHIA_COSTS, read: '2026-11-27'},
  },
  clawback: {
    what: 'a clawback or claim of a clawback coin, with the coin that pays its fee',
    // 15,600,000 for the clawback coin's spend (Costs page) plus 6,000,000 for the standard spend of
    // the separate coin that pays the fee (the page's vanilla standard transaction).
    cost: 21_600_000,
    source: {...CHIA_COSTS, read: '2026-11-27'},
  },
} as const satisfies Record<string, {what: string; cost: number; source: Source}>;

export type SpendKind = keyof typeof SPEND_KINDS;

/** Fees in examples are written in steps of 0.00001 XCH, always rounded up. */
export const FEE_STEP_MOJO = 10_000_000;
/** The cost of a plain 2-input, 2-output payment, the example the Mempool guide works through. */
export const STANDARD_SPEND_COST = SPEND_KINDS.payment.cost;

/** The target block time, in seconds: 4,608 blocks a day. */
export const BLOCK_SECONDS = 18.75;
export const BLOCKS_PER_DAY = 4608;
/** Transaction blocks come about every 52 seconds (Chia's mempool introduction). */
export const TRANSACTION_BLOCK_SECONDS = 52;

/** Blocks between halvings: three years of 1,681,920 blocks. */
export const HALVING_INTERVAL = 5_045_760;
/** The 21,000,000 XCH of the prefarm (Chia's strategic reserve), in XCH. */
export const PREFARM_XCH = 21_000_000;
/** A block's whole reward in each three-year era, in XCH, then 0.125 XCH for ever; the farmer gets 1/8, the pool 7/8. */
export const ERA_REWARDS_XCH = [2, 1, 0.5, 0.25] as const;
export const FINAL_REWARD_XCH = 0.125;

/** Spacescan's own dust: a standard coin worth less than this many mojo. */
export const SPACESCAN_DUST_MOJO = 10_000;
/** Chia's reference wallet filter: with more than 200 unspent coins it ignores coins below this (xch_spam_amount). */
export const CHIA_WALLET_DUST_MOJO = 1_000_000;

/** Spacescan Wallets syncs a wallet about this often, and evaluates alerts after each sync. */
export const ALERT_SYNC_MINUTES = 30;
/** The plan that activity alerts need. */
const ALERT_PLAN = 'Pro';

/**
 * The API hosts and the plan each needs. Spacescan's published getting-started page names the first
 * three; the Pro testnet11 host is named only by the historical balance call's page.
 */
export const API_HOSTS = {
  mainnet: {url: 'https://api.spacescan.io', plan: 'free'},
  testnet: {url: 'https://api-testnet11.spacescan.io', plan: 'free'},
  pro: {url: 'https://pro-api.spacescan.io', plan: 'Pro'},
  proTestnet: {url: 'https://pro-api-testnet11.spacescan.io', plan: 'Pro'},
} as const;

/** A whole number with thousands separators: 25000000 → "25,000,000". */
export const grouped = (n: number): string => n.toLocaleString('en-US', {maximumFractionDigits: 20});
/** Mojo as XCH without rounding or exponent: 85000000 → "0.000085". */
export function xchText(mojo: number): string {
  const whole = Math.floor(mojo / MOJO_PER_XCH);
  const rest = String(mojo % MOJO_PER_XCH)
    .padStart(12, '0')
    .replace(/0+$/, '');
  return rest === '' ? String(whole) : `${whole}.${rest}`;
}
/** The floor of a spend of this cost, in mojo: the least fee a full mempool can take for it, never a fee that is sure to get in. */
export const floorFee = (cost: number): number => cost * FEE_FLOOR_MOJO_PER_COST;
/**
 * The fee the guides write for a spend kind: its floor, rounded up to the next fee step. It gets the
 * spend in while the mempool is not full, or while the cheapest waiting spends pay less per cost.
 */
export const exampleFee = (kind: SpendKind): number => Math.ceil(floorFee(SPEND_KINDS[kind].cost) / FEE_STEP_MOJO) * FEE_STEP_MOJO;
/** A minimum fee (mojo, read for MIN_FEE_REFERENCE_COST) scaled to a spend of this cost, in mojo. */
export const scaledMinFee = (minFee: number, cost: number): number => (minFee * cost) / MIN_FEE_REFERENCE_COST;
/**
 * The fee the guides write for a spend kind in a full mempool whose minimum fee reads minFee: the
 * least fee step that is more than the minimum fee scaled to the spend's cost (the node needs a fee
 * per cost strictly above the cheapest waiting spends') and at least the spend's example fee (its
 * floor, rounded up). Whole mojo, worked out exactly.
 */
export function fullMempoolFee(kind: SpendKind, minFee: number = EXAMPLE_MIN_FEE_MOJO): number {
  const cost = BigInt(SPEND_KINDS[kind].cost);
  const stepsAbove = (BigInt(minFee) * cost) / (BigInt(FEE_STEP_MOJO) * BigInt(MIN_FEE_REFERENCE_COST)) + 1n;
  return Math.max(Number(stepsAbove) * FEE_STEP_MOJO, exampleFee(kind));
}
/** An amount in mojo with its XCH: 150000000 → "150,000,000 mojo (0.00015 XCH)". */
const mojoAndXch = (mojo: number): string => `${grouped(mojo)} mojo (${xchText(mojo)} XCH)`;

/** The facts by the name <ChainFact name="…"> takes. */
export const chainFacts = {
  mojoPerXch: `1 XCH = ${grouped(MOJO_PER_XCH)} mojo (10^12)`,
  feeFloor: `${FEE_FLOOR_MOJO_PER_COST} mojo per cost`,
  minFeeMeaning: 'the fee a transaction must beat to enter a full mempool, not a fee that makes the next block',
  minFeeReferenceCost: grouped(MIN_FEE_REFERENCE_COST),
  minFeeReferenceFloor: mojoAndXch(floorFee(MIN_FEE_REFERENCE_COST)),
  standardSpendCost: grouped(STANDARD_SPEND_COST),
  standardSpendFloor: mojoAndXch(floorFee(STANDARD_SPEND_COST)),
  paymentFee: `${xchText(exampleFee('payment'))} XCH`,
  clawbackSendCost: grouped(SPEND_KINDS.clawbackSend.cost),
  clawbackSendFloor: mojoAndXch(floorFee(SPEND_KINDS.clawbackSend.cost)),
  clawbackSendFee: `${xchText(exampleFee('clawbackSend'))} XCH`,
  clawbackCost: grouped(SPEND_KINDS.clawback.cost),
  clawbackFloor: mojoAndXch(floorFee(SPEND_KINDS.clawback.cost)),
  clawbackFee: `${xchText(exampleFee('clawback'))} XCH`,
  feeStep: `${xchText(FEE_STEP_MOJO)} XCH`,
  exampleFeeScope: 'while the mempool is not full, or while the cheapest spends waiting in it pay less per cost than that fee',
  exampleMinFee: mojoAndXch(EXAMPLE_MIN_FEE_MOJO),
  exampleMinFeeRate: `${EXAMPLE_MIN_FEE_MOJO / MIN_FEE_REFERENCE_COST} mojo per cost`,
  clawbackSendScaledMinFee: mojoAndXch(scaledMinFee(EXAMPLE_MIN_FEE_MOJO, SPEND_KINDS.clawbackSend.cost)),
  clawbackSendFullMempoolFee: mojoAndXch(fullMempoolFee('clawbackSend')),
  clawbackScaledMinFee: mojoAndXch(scaledMinFee(EXAMPLE_MIN_FEE_MOJO, SPEND_KINDS.clawback.cost)),
  clawbackFullMempoolFee: mojoAndXch(fullMempoolFee('clawback')),
  blockTime: `${BLOCK_SECONDS} seconds`,
  blocksPerDay: grouped(BLOCKS_PER_DAY),
  rewardSchedule: `${ERA_REWARDS_XCH.join(', ')} XCH a block in the eras of ${grouped(HALVING_INTERVAL)} blocks (three years) from March 2021, then ${FINAL_REWARD_XCH} XCH for ever; 1/8 to the farmer, 7/8 to the pool`,
  spacescanDust: `less than ${grouped(SPACESCAN_DUST_MOJO)} mojo (${xchText(SPACESCAN_DUST_MOJO)} XCH)`,
  chiaWalletDust: `less than ${grouped(CHIA_WALLET_DUST_MOJO)} mojo (${xchText(CHIA_WALLET_DUST_MOJO)} XCH)`,
  alertSync: `about every ${ALERT_SYNC_MINUTES} minutes`,
  alertPlan: ALERT_PLAN,
} as const satisfies Record<string, string>;

export type ChainFactName = keyof typeof chainFacts;

export const isChainFactName = (name: string): name is ChainFactName => Object.hasOwn(chainFacts, name);
