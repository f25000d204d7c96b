import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import timestampPage from '../../api/catalogue/entries/block/timestamp';
import blockInfoPage from '../../api/catalogue/entries/block/info';
import blockTransactionsPage from '../../api/catalogue/entries/block/transactions';
import mempoolPage from '../../api/catalogue/entries/mempool';
import {
  EXAMPLE_MIN_FEE_MOJO,
  FEE_FLOOR_MOJO_PER_COST,
  FEE_STEP_MOJO,
  MIN_FEE_REFERENCE_COST,
  SPEND_KINDS,
  chainFacts,
  exampleFee,
  floorFee,
  fullMempoolFee,
  scaledMinFee,
  xchText,
} from '../../api/catalogue/world/chain-facts';

// Advice that keeps coins safe: each page corrected for issue 25 keeps the corrected claim, and the
// wrong one does not come back. What a protection covers and what it does not, what a key
// reveals, what a fee buys, what is free, how fast an alert comes; each safety or protocol page
// keeps a References section that links the Chia document behind it. Read from the source, as the
// quick-start test does, with the line breaks of the prose joined so that a phrase may wrap.

const siteDir = path.resolve(__dirname, '../..');

/** A page's prose on one line: no front matter, no code blocks, line breaks and repeated spaces as one space. */
function prose(file: string): string {
  return readFileSync(path.join(siteDir, file), 'utf8')
    .replace(/^---[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/\{\/\*\s*claim\s*\*\/\}/g, '')
    .replace(/\s+/g, ' ');
}

/** The marker that opens a safety claim in a page's source: the sentence after it must link its source. */
const CLAIM_MARKER = /\{\/\*\s*claim\s*\*\/\}/g;

/** The sentence a marker opens: up to a full stop, ! or ? before a space, outside brackets. */
function sentenceFrom(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i] ?? '';
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.!?]/.test(c) && /^\s?$/.test(text[i + 1] ?? '')) return text.slice(start, i + 1);
    if (text.startsWith('\n\n', i)) return text.slice(start, i);
  }
  return text.slice(start);
}

/** The marked safety claims of a page, each with the links it carries. */
function safetyClaims(text: string): {sentence: string; links: string[]}[] {
  return [...text.matchAll(CLAIM_MARKER)].map((match) => {
    const sentence = sentenceFrom(text, match.index + match[0].length)
      .replace(/\s+/g, ' ')
      .trim();
    return {sentence, links: [...sentence.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1] ?? '')};
  });
}

/** A Chia document: docs.chia.net, a CHIP, or the source and answers of Chia's own repositories. */
const CHIA_DOCUMENT = /^https:\/\/(docs\.chia\.net\/|github\.com\/Chia-Network\/)/;

/** The descriptions of every response field called `name`, at any depth of a catalogue page. */
function fieldDescriptions(page: unknown, name: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.name === name && typeof record.description === 'string') found.push(record.description);
      Object.values(record).forEach(walk);
    }
  };
  walk(page);
  return found;
}

/** The links of a page's References section. */
function references(file: string): string[] {
  const text = readFileSync(path.join(siteDir, file), 'utf8');
  const section = /\n## References\n([\s\S]*?)(?:\n## |$)/.exec(text)?.[1] ?? '';
  return [...section.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1] ?? '');
}

const CLAWBACK = 'docs/guide/wallet_security/clawback_protection.mdx';
const ALERTS = 'docs/guide/wallet_security/cold_wallet_alerts.mdx';
const POST = 'blog/2026-08-04-cold-wallet-recovery-window/index.mdx';
const CLAW_BACK_STEPS = 'docs/guide/wallet_security/_claw-back-from-the-command-line.mdx';
const FULL_MEMPOOL_FEE = 'docs/guide/_fee-in-a-full-mempool.mdx';
const CHIP_0044 = 'https://github.com/Chia-Network/chips/blob/main/CHIPs/chip-0044.md';
const PRIMITIVE_README = 'https://github.com/Chia-Network/chia-clawback-primitive/blob/validator/README.md';

test.describe('clawback names its standard and its limits', () => {
  test('the guide tells clawback v1 (the reference wallet) from v2 (CHIP-0044) and says what each lets the sender do', () => {
    const text = prose(CLAWBACK);
    expect(text).not.toMatch(/Clawback is a Chia standard, CHIP-0044/);
    expect(text).toMatch(
      /\| Sent by \| The Chia reference wallet, since version 1\.8\.2 .*\| Sage, which finalizes a clawback by pushing the coins through/,
    );
    // No source could be found that the Cloud Wallet sends v2 (issue 44).
    expect(text).not.toMatch(/Cloud Wallet/);
    expect(text).toMatch(
      /\| The sender can claw back \| At any time until the recipient claims, also after the timelock \| Only before the timelock expires \|/,
    );
    expect(text).toMatch(/Anyone can push the coin through to the recipient/);
    expect(references(CLAWBACK)).toEqual(
      expect.arrayContaining([
        'https://docs.chia.net/guides/clawback-user-guide',
        'https://docs.chia.net/guides/clawback-primitive-guide',
        PRIMITIVE_README,
        CHIP_0044,
        'https://docs.chia.net/reference-client/cli-reference/wallet-cli#clawback',
      ]),
    );
    expect(references(CLAWBACK)).not.toContain('https://github.com/Chia-Network/chia-blockchain/discussions/17963');
  });

  test('the guide never promises that clawback undoes a theft of keys', () => {
    const text = prose(CLAWBACK);
    expect(text).not.toMatch(/a thief's send cannot be undone\. Clawback changes that/);
    expect(text).not.toMatch(/theft (becomes|is) reversible/i);
    expect(text).toMatch(/It cannot stop a thief who has your keys\./);
    expect(text).toMatch(/They can also claw back your own clawback sends that are still waiting/);
    expect(text).toMatch(/clawback does not protect you if someone gains access to your keys/);
    // An alert about a send you did not make is not something to claw back.
    expect(text).not.toMatch(/clawback send you did not expect, claw it back/);
    expect(text).toMatch(/Clawback cannot undo that send/);
  });

  test('no window is suggested for an exchange deposit; the guide warns instead', () => {
    const text = prose(CLAWBACK);
    expect(text).not.toMatch(/A deposit to an exchange \| 1 to 4 hours/);
    expect(text).toMatch(/\| A deposit to an exchange \| No clawback \(see above\) \| none \|/);
    expect(text).not.toMatch(/A deposit sent with v1 clawback is never credited/);
    expect(text).toMatch(
      /Exchanges generally do not claim clawback coins\. A deposit sent with v1 clawback may never be credited: a receiving wallet that does not support clawback, an exchange's for example, leaves the coin waiting to be claimed back by the sender \(\[CHIP-0044, Motivation\]/,
    );
  });

  test('the two-key vault says what it costs', () => {
    const text = prose(CLAWBACK);
    expect(text).toMatch(/Key B cannot spend the coins inside the window\./);
    expect(text).toMatch(/Every renewal needs key A\./);
    expect(text).toMatch(/It protects key B, not key A\./);
  });
});

test.describe('the cold wallet alerts guide', () => {
  test('a cold wallet protects its keys, not its coins from a copied seed', () => {
    const text = prose(ALERTS);
    expect(text).not.toMatch(/nothing online can spend/);
    expect(text).toMatch(/That protects the keys, not the coins: anyone who holds a copy of the wallet's seed phrase can spend its coins/);
  });

  test('a master public key finds the unhardened addresses only', () => {
    const text = prose(ALERTS);
    expect(text).not.toMatch(/every address the wallet has used or will use/);
    expect(text).not.toMatch(/find every address of the wallet/);
    expect(text).toMatch(/derive the wallet's \*\*unhardened\*\* \(observer\) addresses/);
    expect(text).toMatch(
      /It cannot find every address, either\. Addresses derived with \*\*hardened\*\* \(non-observer\) keys need the private key/,
    );
    expect(references(ALERTS)).toEqual(
      expect.arrayContaining([
        'https://docs.chia.net/guides/observer-wallet-guide',
        'https://github.com/Chia-Network/chia-blockchain/blob/main/chia/wallet/derive_keys.py',
        PRIMITIVE_README,
      ]),
    );
  });

  test("an alert about a send you did not make is answered by moving the rest, not by a clawback of the thief's send", () => {
    const text = prose(ALERTS);
    expect(text).not.toMatch(/If the coins were sent with a clawback whose window has not yet expired, claw them back now/);
    expect(text).toMatch(/That send cannot be undone/);
    expect(text).toMatch(/Clawback sends that the compromised wallet made itself are no help/);
    expect(text).toMatch(/alerts are not a real-time alarm on the mempool/i);
    expect(text).toMatch(/Activity alerts are a Pro feature/);
  });

  test('the diagram no longer tells the reader to claw back a theft', () => {
    const svg = readFileSync(path.join(siteDir, 'static/img/docs/cold-wallet-alerts.svg'), 'utf8');
    expect(svg).not.toMatch(/Claw back what is still/);
    expect(svg).toMatch(/Clawback cannot undo a send with stolen keys/);
  });
});

test.describe('the recovery-window post', () => {
  test('names both standards, says clawback does not cover a leaked seed, and promises no alert "at once"', () => {
    const text = prose(POST);
    expect(text).not.toMatch(/theft becomes reversible/);
    expect(text).not.toMatch(/cannot be claimed by a thief before the window ends/);
    expect(text).not.toMatch(/at once/);
    expect(text).toMatch(/\*\*Clawback v1\*\*, which the Chia reference wallet sends/);
    expect(text).toMatch(/\*\*Clawback v2\*\* \(\[CHIP-0044\]\([^)]+\)\), which Sage sends/);
    expect(text).toMatch(/Clawback does not protect coins whose keys are stolen, and a leaked seed is exactly that case\./);
    // The exploit's figures had no source anyone could link (issue 44): they are gone, with a correction.
    expect(text).not.toMatch(/\$130 million|March 2021|Cloud Wallet/);
    expect(text).toMatch(/_Correction, 27 November 2026:/);
    expect(text).toMatch(/Activity alerts are a Pro feature/);
    expect(text).toMatch(/after the next sync, about every 30 minutes, not the moment the coins move/);
    expect(text).toContain(PRIMITIVE_README);
    expect(prose(POST)).not.toMatch(/Deposits, large transfers and moves into cold storage all go out with clawback/);
  });

  test('the clawback tag describes both standards', () => {
    const tags = readFileSync(path.join(siteDir, 'blog/tags.yml'), 'utf8');
    expect(tags).not.toMatch(/clawback payments \(CHIP-0044\), which the sender can take back until a timelock expires/);
    expect(tags).toMatch(
      /clawback v1 \(the Chia reference wallet\) until the recipient claims, clawback v2 \(CHIP-0044\) until the timelock expires/,
    );
  });
});

test.describe('the older wallet monitor and the tax guide', () => {
  test('the monitor watches the unhardened addresses of a key and promises no instant alert', () => {
    const text = prose('docs/guide/manage_asset_monitor/asset_monitor.mdx');
    expect(text).not.toMatch(/watch every address the wallet derives from it/);
    expect(text).not.toMatch(/know at once/);
    expect(text).not.toMatch(/a send an alert warns you about can still be taken back/);
    expect(text).toMatch(/its unhardened \(observer\) addresses/);
  });

  test('the tax guide promises no email "as it happens"', () => {
    expect(prose('docs/guide/chia_tax.mdx')).not.toMatch(/as it happens/);
  });
});

test.describe('what a fee buys', () => {
  test('the Mempool guide gives the 5 mojo per cost floor of a full mempool, and its example the cost, rate and date', () => {
    const text = prose('docs/guide/Mempool.mdx');
    expect(text).not.toMatch(/A minimum fee of 45,698 mojo, for example, is 0\.000000045698 XCH\./);
    // The floor is stated in the partial the guide shows (issue 59 moved it there, with the rule).
    expect(readFileSync(path.join(siteDir, 'docs/guide/Mempool.mdx'), 'utf8')).toMatch(/^<FeeInAFullMempool \/>$/m);
    expect(prose(FULL_MEMPOOL_FEE)).toMatch(/A fee per cost below the floor counts as no fee/);
    expect(text).toMatch(
      /on 9 March 2022 the home page showed a minimum fee of 0\.000000045698 XCH, which is 45,698 mojo, for the 5,000,000-cost reference: a rate of about 0\.009 mojo per cost/,
    );
    expect(text).toMatch(/the lowest fee it accepted for that transaction was 25,000,000 mojo \(0\.000025 XCH\)/);
    expect(references('docs/guide/Mempool.mdx')).toEqual(
      expect.arrayContaining([
        'https://docs.chia.net/chia-blockchain/architecture/mempool/fees',
        'https://github.com/Chia-Network/chia-blockchain/blob/2.7.3/chia/full_node/mempool_manager.py',
        'https://github.com/Chia-Network/chia-blockchain/blob/2.7.3/chia/full_node/mempool.py#L301-L327',
      ]),
    );
  });

  test('the Min Fees post states the floor and the date its example applies to', () => {
    const text = prose('blog/2022-03-09-dailyupdates/index.mdx');
    expect(text).not.toMatch(
      /Add at least that much to a transaction of about 5M cost while the storm lasts, and it should make the next block/,
    );
    expect(text).toMatch(/On 9 March 2022 the home page showed \*\*0\.000000045698 XCH\*\*/);
    expect(text).toMatch(/a rate of about 0\.009 mojo per cost/);
    expect(text).not.toMatch(/1\.1\.3/);
    expect(text).toMatch(
      /turns away any fee below 5 mojo per cost as too close to zero, whatever the waiting transactions pay \(a Chia developer described the rule a month earlier, in \[chia-docs issue 75\]\(https:\/\/github\.com\/Chia-Network\/chia-docs\/issues\/75\)\)/,
    );
    expect(text).not.toMatch(/When the figure is zero, the mempool has room and you do not need a fee/);
    expect(text).toMatch(
      /When the figure is zero, the mempool is not full: a spend without a fee gets in, but while the mempool is busy it may wait several blocks/,
    );
    expect(text).toMatch(/the lowest fee a full mempool accepted was therefore 25,000,000 mojo \(0\.000025 XCH\)/);
  });
});

test.describe('what is free, and what the calls return', () => {
  test('the FAQ no longer answers "Yes." to "Is Spacescan free to use?" and names the paid services', () => {
    const text = prose('docs/faq/about_spacescan.mdx');
    expect(text).not.toMatch(/### Is Spacescan free to use\? Yes\./);
    expect(text).toMatch(/\*\*The Pro API\.\*\*/);
    expect(text).toMatch(/\*\*Activity alerts in Spacescan Wallets\.\*\*/);
  });

  test('block/timestamp says the reward coins a block creates pay earlier blocks', () => {
    const call = timestampPage.calls[0];
    const rewards = call?.responseFields.find((f) => f.name === 'data.rewards');
    expect(rewards?.description).not.toMatch(/^Reward coins of the block\./);
    expect(rewards?.description).toMatch(
      /They pay earlier blocks: the previous transaction block, and the blocks without transactions just before that one/,
    );
    expect(call?.notes.join(' ')).toMatch(/A block's own reward .* is not among the coins it creates/);
    const count = blockInfoPage.calls[0]?.responseFields.find((f) => f.name === 'reward_count');
    expect(count?.description).not.toMatch(/tied to the block/);
  });

  test("block/transactions says its reward coins pay earlier blocks, not this block's farming", () => {
    const descriptions = fieldDescriptions(blockTransactionsPage, 'reward_coins');
    expect(descriptions.length).toBeGreaterThan(0);
    for (const description of descriptions) {
      expect(description).not.toMatch(/that is, farming rewards\.$/);
      expect(description).toMatch(
        /the farming rewards of earlier blocks \(the previous transaction block, and the blocks without transactions just before that one\), which this transaction block pays/,
      );
    }
  });

  test('the Farming guide and the tour say a reward arrives in a later block', () => {
    expect(prose('docs/guide/Farming.mdx')).toMatch(
      /The reward arrives in a later block: a transaction block's reward comes with the next transaction block/,
    );
    const tour = prose('docs/guide/Spacescan_Guide.mdx');
    expect(tour).not.toMatch(/the reward coins the block paid/);
    expect(tour).toMatch(/the reward coins the block created, which pay earlier blocks/);
  });

  test('the mempool call gives the 5 mojo per cost floor of a full mempool beside the minimum it returns', () => {
    const note = `${mempoolPage.calls[0]?.notes.join(' ')} ${prose('api/mempool.mdx')}`;
    expect(note).toMatch(/any fee below 5 mojo per cost/);
    expect(note).toContain('https://docs.chia.net/chia-blockchain/architecture/mempool/fees');
  });

  test('the older cats_api page says its tokens are CAT1, and where CAT2 ids come from', () => {
    const text = prose('docs/for-developers/cats_api.mdx');
    expect(text).toMatch(/tokens of the first CAT standard, CAT1\. Tokens reissued under CAT2 from July 2022 have new asset ids/);
  });
});

test.describe('what a check covers', () => {
  test('the NFT hash post says the check covers what Spacescan shows, not a marketplace that skips it', () => {
    const text = prose('blog/2022-07-23-WeeklyUpdate/index.mdx');
    expect(text).not.toMatch(/a swapped picture cannot pass for the original\. /);
    expect(text).toMatch(/a marketplace or wallet that does not check the hash can still show the swapped file/);
    expect(text).toContain('https://docs.chia.net/guides/nft-intro');
  });
});

test.describe('every wallet-security and Chia-basics page cites the Chia documents it rests on', () => {
  const pages = [CLAWBACK, ALERTS, 'docs/guide/Farming.mdx', 'docs/guide/POST.mdx', 'docs/guide/Mempool.mdx', 'docs/guide/What_is_DID.mdx'];
  for (const file of pages) {
    test(`${file} has a References section that links Chia's documentation, a CHIP or a Chia repository`, () => {
      const links = references(file);
      expect(links.length, file).toBeGreaterThan(0);
      expect(
        links.some((link) => /^https:\/\/(docs\.chia\.net\/|github\.com\/Chia-Network\/)/.test(link)),
        file,
      ).toBe(true);
    });
  }

  test("a DID's recovery is not sold as protection against stolen keys", () => {
    const text = prose('docs/guide/What_is_DID.mdx');
    expect(text).not.toMatch(/nobody can destroy it without you/);
    expect(text).toMatch(/Recovery helps when keys are lost, not when they are stolen/);
  });
});

test.describe('one fact, stated the same everywhere (issue 38)', () => {
  test('the minimum fee is the fee to enter a full mempool, not a next-block fee, in the guide and the API reference', () => {
    const guide = prose('docs/guide/Mempool.mdx');
    expect(guide).not.toMatch(/The minimum fee that Spacescan reads from the mempool for the next block/);
    expect(guide).not.toMatch(/If it is zero, you can send with no fee/);
    expect(guide).toMatch(/The minimum fee is <ChainFact name="minFeeMeaning" \/>/);
    expect(guide).toMatch(
      /\*\*The mempool is busy but not full\.\*\* More is waiting than one block holds\. A transaction without a fee still enters the mempool, but it waits behind the ones that pay and is not sure to make the next block/,
    );
    const call = mempoolPage.calls[0];
    for (const said of [mempoolPage.description, call?.summary ?? '', prose('api/mempool.mdx')]) {
      expect(said).not.toMatch(/(smallest|minimum) fee (that gets a standard transaction into|for) the next block/);
      expect(said).toMatch(/enter a full mempool/);
    }
  });

  test('a clawback is made with the ID that get_transactions --clawback lists, written once and shown on both pages', () => {
    const steps = prose(CLAW_BACK_STEPS);
    expect(steps).not.toMatch(/with the ID of the transaction you sent/);
    expect(steps).toMatch(/not by the ID that `chia wallet send` printed/);
    const source = readFileSync(path.join(siteDir, CLAW_BACK_STEPS), 'utf8');
    const list = source.indexOf('chia wallet get_transactions -f FINGERPRINT --clawback');
    const clawback = source.indexOf('chia wallet clawback -f FINGERPRINT -ids CLAWBACK_TRANSACTION_ID');
    expect(list).toBeGreaterThan(0);
    expect(clawback).toBeGreaterThan(list);
    for (const page of [CLAWBACK, ALERTS]) {
      const text = readFileSync(path.join(siteDir, page), 'utf8');
      expect(text, page).toMatch(/^import ClawBackFromTheCommandLine from '\.\/_claw-back-from-the-command-line\.mdx';$/m);
      expect(text, page).toMatch(/^<ClawBackFromTheCommandLine \/>$/m);
      expect(text, page).not.toMatch(/^chia wallet clawback /m);
    }
  });

  test('each fee in a clawback example reaches the floor of its own spend, and the prose says where the cost comes from', () => {
    const fees = (file: string) =>
      [...readFileSync(path.join(siteDir, file), 'utf8').matchAll(/^chia wallet (send|clawback) -f 2527933521 .*-m ([\d.]+)/gm)].map(
        (m) => [m[1], m[2]],
      );
    expect([...fees(CLAWBACK), ...fees(CLAW_BACK_STEPS)]).toEqual([
      ['send', xchText(exampleFee('clawbackSend'))],
      ['clawback', xchText(exampleFee('clawback'))],
    ]);
    for (const kind of ['payment', 'clawbackSend', 'clawback'] as const) {
      expect(exampleFee(kind)).toBeGreaterThanOrEqual(floorFee(SPEND_KINDS[kind].cost));
      expect(SPEND_KINDS[kind].source.url).toMatch(/^https:\/\/github\.com\/Chia-Network\/[^/]+\/blob\/[0-9a-f]{40}\//);
    }
    // 17,187,295 is the cost Chia's documentation measured; the old 17,000,000 was rounded down.
    expect(SPEND_KINDS.payment.cost).toBe(17_187_295);
    expect(prose(FULL_MEMPOOL_FEE)).toMatch(/the fee the examples pay: the floor rounded up to the next <ChainFact name="feeStep" \/>/);
    expect(chainFacts.feeStep).toBe('0.00001 XCH');
    for (const page of [CLAWBACK, 'docs/guide/Mempool.mdx']) {
      expect(readFileSync(path.join(siteDir, page), 'utf8'), page).toMatch(/^<FeeInAFullMempool \/>$/m);
    }
  });

  test('a mistyped master public key is not called a valid key', () => {
    const text = prose(ALERTS);
    expect(text).not.toMatch(/one wrong character is still a valid key/);
    expect(text).toMatch(/A master public key with a mistyped character is almost never a key at all/);
    expect(text).toMatch(/a key pasted from the wrong wallet is accepted/);
  });

  test('the tax page says activity alerts are Pro and arrive after a sync', () => {
    const text = prose('docs/guide/chia_tax.mdx');
    expect(text).toMatch(
      /Emails about new transactions are Spacescan Wallets' activity alerts\. They are a <ChainFact name="alertPlan" \/> feature, and they come after a sync: Spacescan syncs each wallet <ChainFact name="alertSync" \/>/,
    );
  });

  test('the spent-coin drop is credited to the node source that does it, not to the mempool introduction', () => {
    const source = readFileSync(path.join(siteDir, 'docs/guide/Mempool.mdx'), 'utf8');
    expect(source).not.toMatch(/nodes drop the spent coins' transactions after each block/);
    expect(prose('docs/guide/Mempool.mdx')).toMatch(/`new_peak` removes from the mempool the transactions whose coins a new block spent/);
  });

  test('the four unconfirmed claims are sourced, qualified or gone', () => {
    expect(prose('docs/guide/Mempool.mdx')).not.toMatch(/since version 1\.1\.3/);
    expect(prose('docs/guide/Mempool.mdx')).toMatch(/a Chia developer described it in February 2022, in \[chia-docs issue 75\]/);
    const alerts = prose(ALERTS);
    expect(alerts).not.toMatch(/a gap in the derivation path does not hide the addresses after it/);
    expect(alerts).toMatch(
      /Some wallets search only a limited number of addresses for a key \(\[Chia's FAQ\]\(https:\/\/docs\.chia\.net\/faq\)\)/,
    );
    const start = prose('api/getting-started.mdx');
    expect(start).toMatch(
      /The Pro testnet11 host appears only on the \[XCH historical balance\]\(\/api\/address\/xch_historical_balance\) page/,
    );
    expect(start).not.toMatch(/A dust coin holds less than 10,000 mojo/);
    expect(start).toMatch(
      /Spacescan counts a standard coin as dust when it holds <ChainFact name="spacescanDust" \/>\. That is Spacescan's own definition, not a rule of Chia/,
    );
    expect(start).toMatch(/<ChainFact name="chiaWalletDust" \/>/);
  });
});

test.describe('a full mempool takes a spend that outbids the cheapest waiting ones and meets the floor (issue 59)', () => {
  const NODE = 'https://github.com/Chia-Network/chia-blockchain/blob/2.7.3/chia/full_node/mempool_manager.py';
  /** `is_fee_enough`: any fee while the mempool has room (L455–456); when full, the floor (L457–458) and more than get_min_fee_rate (L459–460). */
  const IS_FEE_ENOUGH = `${NODE}#L447-L460`;
  /** The same test where a spend is validated, with its two errors: INVALID_FEE_TOO_CLOSE_TO_ZERO (L760–761), INVALID_FEE_LOW_FEE (L765–766). */
  const VALIDATE_FEE = `${NODE}#L758-L766`;

  /** Each sentence of the rule in the partial, paired with the lines of chia-blockchain 2.7.3 it must cite. */
  const RULE: {says: RegExp; cites: string}[] = [
    {says: /^\*\*It has room\.\*\* Any fee gets in, even none \(/, cites: IS_FEE_ENOUGH},
    {
      says: /^\*\*It is full\.\*\* Your fee per cost must be at least <ChainFact name="feeFloor" \/>, and more than the cheapest waiting spends pay: the ones your spend would push out to make room \(/,
      cites: IS_FEE_ENOUGH,
    },
    {
      says: /^A fee per cost below the floor counts as no fee, and a fee per cost equal to what the cheapest spends pay is turned away too \(.*`INVALID_FEE_TOO_CLOSE_TO_ZERO`, then `INVALID_FEE_LOW_FEE`\)\.$/,
      cites: VALIDATE_FEE,
    },
  ];

  /** What is_fee_enough answers, in its float arithmetic, for a full mempool whose cheapest waiting spends pay `rate` per cost. */
  const fullMempoolTakes = (fee: number, cost: number, rate: number): boolean => fee / cost >= FEE_FLOOR_MOJO_PER_COST && fee / cost > rate;
  /** The rate of the worked example's minimum fee: what its cheapest waiting spends pay. */
  const exampleRate = EXAMPLE_MIN_FEE_MOJO / MIN_FEE_REFERENCE_COST;

  test('the partial states the rule as is_fee_enough applies it, each sentence citing its lines at 2.7.3', () => {
    const claims = safetyClaims(readFileSync(path.join(siteDir, FULL_MEMPOOL_FEE), 'utf8'));
    for (const {says, cites} of RULE) {
      const stating = claims.filter((claim) => says.test(claim.sentence));
      expect(
        stating.map((claim) => claim.sentence),
        `one marked sentence says ${says}`,
      ).toHaveLength(1);
      expect(stating[0]?.links, `${says} cites ${cites}`).toContain(cites);
    }
    expect(prose(FULL_MEMPOOL_FEE)).toMatch(/Spacescan's \*\*minimum fee\*\* chart reads what those spends pay\./);
  });

  test('the rule is stated once: the guides show the partial, and no other guide cites is_fee_enough', () => {
    const guides = (dir: string): string[] =>
      readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) =>
        entry.isDirectory() ? guides(`${dir}/${entry.name}`) : /\.mdx?$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
      );
    const citing = guides('docs').filter((file) => readFileSync(path.join(siteDir, file), 'utf8').includes(IS_FEE_ENOUGH));
    expect(citing).toEqual([FULL_MEMPOOL_FEE]);
    for (const page of [CLAWBACK, 'docs/guide/Mempool.mdx']) {
      expect(readFileSync(path.join(siteDir, page), 'utf8'), page).toMatch(/^<FeeInAFullMempool \/>$/m);
    }
  });

  test('the floor is the least a full mempool can take, not a fee that gets in, and the old sentence is gone', () => {
    const text = prose(FULL_MEMPOOL_FEE);
    expect(text).not.toMatch(/The floor only gets a spend into a full mempool/);
    expect(text).toMatch(
      /So the floor is the least a full mempool can ever take\. It is not a fee that gets you in: while the cheapest waiting spends pay the floor or more, a fee at the floor is turned away\./,
    );
    expect(text).toMatch(/A fee that gets into the mempool does not promise the next block/);
    // What that sentence says, in the node's arithmetic: at the floor's own rate, the floor is refused.
    for (const kind of ['payment', 'clawbackSend', 'clawback'] as const) {
      const {cost} = SPEND_KINDS[kind];
      expect(fullMempoolTakes(floorFee(cost), cost, FEE_FLOOR_MOJO_PER_COST), kind).toBe(false);
      expect(fullMempoolTakes(floorFee(cost), cost, FEE_FLOOR_MOJO_PER_COST - 0.001), kind).toBe(true);
      expect(fullMempoolTakes(floorFee(cost) - 1, cost, 0), kind).toBe(false);
    }
  });

  test('the fee step pays more than the scaled minimum fee and at least the floor, never "whichever is more"', () => {
    const text = prose('docs/guide/Mempool.mdx');
    expect(text).not.toMatch(/whichever is more/);
    expect(text).toMatch(
      /Work out two amounts for your transaction, and pay a fee that passes both: - \*\*More than\*\* the minimum fee scaled to your cost: the minimum fee times your transaction's cost, divided by <ChainFact name="minFeeReferenceCost" \/>\. A fee equal to it is turned away\. - \*\*At least\*\* the floor: your transaction's cost times <ChainFact name="feeFloor" \/>\./,
    );
    expect(text).toMatch(/a transaction that costs more may have to push out more of the waiting ones, some of which pay more/);
    expect(text).toMatch(
      /\*\*The mempool is full\.\*\* It has no room left for your transaction\. A node now takes it only if it outbids the cheapest transactions waiting/,
    );
  });

  test('the worked example shows both amounts for a send with clawback and a clawback, and pays the least fee step the node takes', () => {
    const text = prose('docs/guide/Mempool.mdx');
    for (const [kind, name] of [
      ['clawbackSend', 'clawbackSend'],
      ['clawback', 'clawback'],
    ] as const) {
      expect(text).toContain(`<ChainFact name="${name}ScaledMinFee" />, and its floor is <ChainFact name="${name}Floor" />`);
      expect(text).toContain(`Pay more than the scaled minimum: <ChainFact name="${name}FullMempoolFee" />`);
      const {cost} = SPEND_KINDS[kind];
      const fee = fullMempoolFee(kind);
      const scaled = scaledMinFee(EXAMPLE_MIN_FEE_MOJO, cost);
      expect(Number.isInteger(scaled), `${kind}: the scaled minimum is whole mojo, so the page prints it exactly`).toBe(true);
      expect(fee % FEE_STEP_MOJO, kind).toBe(0);
      expect(fee).toBeGreaterThan(scaled);
      expect(fee).toBeGreaterThanOrEqual(floorFee(cost));
      expect(fullMempoolTakes(fee, cost, exampleRate), `${kind}: ${fee} mojo gets in`).toBe(true);
      expect(fullMempoolTakes(fee - FEE_STEP_MOJO, cost, exampleRate), `${kind}: one step less is turned away`).toBe(false);
      expect(fullMempoolTakes(scaled, cost, exampleRate), `${kind}: exactly the scaled minimum is turned away`).toBe(false);
      expect(fullMempoolTakes(exampleFee(kind), cost, exampleRate), `${kind}: the table's fee is turned away in the surge`).toBe(false);
    }
    expect(exampleRate).toBeGreaterThan(FEE_FLOOR_MOJO_PER_COST);
    // The numbers the page shows today, to the mojo (1 XCH = 10^12 mojo).
    expect([chainFacts.exampleMinFee, chainFacts.exampleMinFeeRate]).toEqual(['30,000,000 mojo (0.00003 XCH)', '6 mojo per cost']);
    expect([chainFacts.clawbackSendScaledMinFee, chainFacts.clawbackSendFloor, chainFacts.clawbackSendFullMempoolFee]).toEqual([
      '180,000,000 mojo (0.00018 XCH)',
      '150,000,000 mojo (0.00015 XCH)',
      '190,000,000 mojo (0.00019 XCH)',
    ]);
    expect([chainFacts.clawbackScaledMinFee, chainFacts.clawbackFloor, chainFacts.clawbackFullMempoolFee]).toEqual([
      '129,600,000 mojo (0.0001296 XCH)',
      '108,000,000 mojo (0.000108 XCH)',
      '130,000,000 mojo (0.00013 XCH)',
    ]);
    // Where the minimum fee is below the floor (March 2022), the floor is the fee to pay.
    expect(fullMempoolFee('clawbackSend', 45_698)).toBe(exampleFee('clawbackSend'));
  });

  test('the table and every example fee say when that fee gets a spend in', () => {
    expect(chainFacts.exampleFeeScope).toBe(
      'while the mempool is not full, or while the cheapest spends waiting in it pay less per cost than that fee',
    );
    const table = readFileSync(path.join(siteDir, 'src/components/SpendFeeTable/index.tsx'), 'utf8');
    expect(table).toMatch(/<caption[^>]*>The fee in the examples gets a spend in \{chainFacts\.exampleFeeScope\}\.<\/caption>/);
    expect(prose(CLAWBACK)).toMatch(/That fee gets the send in <ChainFact name="exampleFeeScope" \/>\. In a surge, pay more/);
    expect(prose(CLAW_BACK_STEPS)).toMatch(
      /It gets the clawback in <ChainFact name="exampleFeeScope" \/>\. In a surge, pay more per cost than the cheapest waiting spends/,
    );
    expect(prose(CLAW_BACK_STEPS)).not.toMatch(/is the floor of a clawback in a full mempool/);
    // What the scope says, in the node's arithmetic: the example fee gets in just below its own rate, not at it.
    for (const kind of ['payment', 'clawbackSend', 'clawback'] as const) {
      const {cost} = SPEND_KINDS[kind];
      const rate = exampleFee(kind) / cost;
      expect(fullMempoolTakes(exampleFee(kind), cost, rate * 0.999), kind).toBe(true);
      expect(fullMempoolTakes(exampleFee(kind), cost, rate), kind).toBe(false);
    }
  });

  test('every other page that gives a fee for a full mempool says it must outbid the cheapest waiting spends', () => {
    expect(prose(CLAWBACK)).toMatch(
      /When the mempool is full, it also needs a fee that outbids the cheapest waiting spends and pays at least <ChainFact name="feeFloor" \/> \(\[Fees Required for Inclusion\]/,
    );
    const call = mempoolPage.calls[0];
    expect(call?.notes.join(' ')).toMatch(
      /takes a transaction only if its fee per cost is more than the cheapest waiting transactions pay and at least 5 mojo per cost.*So pay more than this fee, scaled to your transaction's cost/,
    );
    expect(call?.notes.join(' ')).toContain(IS_FEE_ENOUGH);
    expect(prose('api/mempool.mdx')).toContain(IS_FEE_ENOUGH);
  });
});

test.describe('each safety claim links the Chia document that states it', () => {
  // What protects coins, what a key reveals, what a fee buys, what gets credited: each such
  // sentence opens with {/* claim */} and carries a link to docs.chia.net, a CHIP or Chia's source.
  const pages: [string, number][] = [
    [CLAWBACK, 8],
    [ALERTS, 5],
    [CLAW_BACK_STEPS, 1],
    [FULL_MEMPOOL_FEE, 2],
    ['docs/guide/Mempool.mdx', 6],
    ['docs/guide/exchange_integration/exchange_integration.mdx', 4],
  ];
  for (const [file, least] of pages) {
    test(`${file} marks at least ${least} safety claims, and each links a Chia document`, () => {
      const claims = safetyClaims(readFileSync(path.join(siteDir, file), 'utf8'));
      expect(claims.length, file).toBeGreaterThanOrEqual(least);
      const unsourced = claims.filter((claim) => !claim.links.some((link) => CHIA_DOCUMENT.test(link))).map((claim) => claim.sentence);
      expect(unsourced, `${file}: claims without a link to a Chia document`).toEqual([]);
    });
  }

  test('a marked claim without a link is listed', () => {
    const text =
      'Fine. {/* claim */}A key cannot spend ([guide](https://docs.chia.net/guides/observer-wallet-guide)). {/* claim */}A fee buys\na place (see below).\n\nNext.';
    expect(safetyClaims(text)).toEqual([
      {
        sentence: 'A key cannot spend ([guide](https://docs.chia.net/guides/observer-wallet-guide)).',
        links: ['https://docs.chia.net/guides/observer-wallet-guide'],
      },
      {sentence: 'A fee buys a place (see below).', links: []},
    ]);
    // A full stop inside bold or a number does not end the sentence; its link is still read.
    expect(safetyClaims('{/* claim */}**It is full.** Pay 0.00019 XCH ([fees](https://docs.chia.net/a)). Next.')).toEqual([
      {sentence: '**It is full.** Pay 0.00019 XCH ([fees](https://docs.chia.net/a)).', links: ['https://docs.chia.net/a']},
    ]);
  });
});
