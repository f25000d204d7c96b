import {test, expect} from '@playwright/test';
import {
  HALVING_INTERVAL,
  MOJO_PER_XCH,
  blockReward,
  computeCoinId,
  farmerParentId,
  farmerReward,
  isoTime,
  networks,
  poolParentId,
  poolReward,
  readRewardParent,
  rewardedHeights,
  scheduledTime,
  totalSupply,
} from '../../api/catalogue/world/chain';
import {buildWorld, world} from '../../api/catalogue/world';
import {checkWorld} from '../../api/catalogue/world/world-rules';
import type {CatalogueProblem} from '../../api/catalogue/problems';
import type {World} from '../../api/catalogue/world/model';

// The example world against Chia's rules: first the rules themselves (schedule, emission, reward
// parents), then the world's own checks, each fed a world with one fact broken.

const xch = (n: number | string): bigint => BigInt(Math.round(Number(n) * 1000)) * (MOJO_PER_XCH / 1000n);

test.describe("Chia's rules the world follows", () => {
  test('the schedule: 4,608 blocks a day, one every 18.75 seconds, from 2021-03-19', () => {
    expect(isoTime(scheduledTime(0))).toBe('2021-03-19T00:00:00.000Z');
    expect(scheduledTime(4608) - scheduledTime(0)).toBe(86_400);
    expect(scheduledTime(4) - scheduledTime(0)).toBe(75);
    // The example: 7,512,043 falls near 2025-09-04 on this schedule.
    expect(isoTime(scheduledTime(7_512_043)).slice(0, 10)).toBe('2025-09-04');
  });

  test('the emission: 2 XCH a block until 5,045,759, halving every 5,045,760 blocks down to 0.125, 7/8 pool and 1/8 farmer', () => {
    expect(HALVING_INTERVAL).toBe(5_045_760);
    expect(blockReward(0)).toBe(xch(21_000_000));
    expect(blockReward(1)).toBe(xch(2));
    expect(blockReward(5_045_759)).toBe(xch(2));
    expect(blockReward(5_045_760)).toBe(xch(1));
    expect(blockReward(10_091_520)).toBe(xch(0.5));
    expect(blockReward(15_137_280)).toBe(xch(0.25));
    expect(blockReward(20_183_040)).toBe(xch(0.125));
    expect(blockReward(90_000_000)).toBe(xch(0.125));
    expect(poolReward(7_500_000)).toBe(xch(0.875));
    expect(farmerReward(7_500_000)).toBe(xch(0.125));
  });

  test('the supply: the prefarm plus every block reward up to the height', () => {
    expect(totalSupply(0)).toBe(xch(21_000_000));
    expect(totalSupply(5_012_800)).toBe(xch(31_025_600));
    expect(totalSupply(5_045_759)).toBe(xch(21_000_000 + 2 * 5_045_759));
    expect(totalSupply(7_512_043)).toBe(xch(33_557_802));
  });

  test('reward coin parents: genesis_challenge[0:16] (pool) or [16:32] (farmer), then the height as 16 bytes big-endian', () => {
    const mainnet = networks.mainnet;
    expect(poolParentId(mainnet, 7_500_000)).toBe('ccd5bb71183532bff220ba46c268991a000000000000000000000000007270e0');
    expect(farmerParentId(mainnet, 7_500_000)).toBe('3ff07eb358e8255a65c30a2dce0e5fbb000000000000000000000000007270e0');
    expect(readRewardParent(mainnet, poolParentId(mainnet, 42))).toEqual({height: 42, share: 'pool'});
    expect(readRewardParent(mainnet, farmerParentId(mainnet, 42))).toEqual({height: 42, share: 'farmer'});
    expect(readRewardParent(mainnet, poolParentId(networks.testnet, 42))).toBeNull();
  });
});

function expectWorldRule(problems: CatalogueProblem[], rule: string, field: RegExp): void {
  expect(problems, JSON.stringify(problems, null, 2)).toContainEqual(
    expect.objectContaining({endpoint: 'world', rule: `world ${rule}`, field: expect.stringMatching(field)}),
  );
}

/** A fresh world with one fact broken. */
function broken(change: (w: World) => void): CatalogueProblem[] {
  const w = buildWorld();
  change(w);
  return checkWorld(w);
}

function coinOf(w: World, key: string): World['mainnet']['coins'][number] {
  const coin = w.mainnet.coins.find((c) => c.key === key);
  if (!coin) throw new Error(`no coin ${key}`);
  return coin;
}

test.describe('the world as committed', () => {
  test('breaks none of its rules', () => {
    expect(checkWorld(world)).toEqual([]);
  });

  test('holds one address the examples ask about whose every coin it knows, and a peak for each network', () => {
    expect(world.mainnet.addresses.filter((a) => a.complete).map((a) => a.key)).toEqual(['alice']);
    expect(world.mainnet.blocks.some((b) => b.height === world.mainnet.peakHeight)).toBe(true);
    expect(world.testnet.blocks.some((b) => b.height === world.testnet.peakHeight)).toBe(true);
  });
});

test.describe('the world rules catch a broken world', () => {
  test('coin-id: a coin whose amount changed but not its id', () => {
    expectWorldRule(
      broken((w) => {
        coinOf(w, 'alice change').amount += 1n;
      }),
      'coin-id',
      /mainnet\.coins\[alice change\]/,
    );
  });

  test('reward: a reward coin paying the share of another height', () => {
    expectWorldRule(
      broken((w) => {
        const coin = coinOf(w, 'reward pool 7499998');
        coin.amount = xch(1.75);
      }),
      'reward',
      /reward pool 7499998/,
    );
  });

  test('reward: a transaction block that pays a block after its previous transaction block, and one that skips a block before it', () => {
    // 7,500,000 pays 7,499,998 and the blocks without transactions before it (7,499,996 and
    // 7,499,997); 7,499,999 comes after 7,499,998, so the next transaction block pays it.
    const paysTooLate = broken((w) => {
      const coin = coinOf(w, 'reward pool 7499996');
      coin.parent = poolParentId(networks.mainnet, 7_499_999);
      coin.id = computeCoinId(coin.parent, coin.puzzleHash, coin.amount) ?? coin.id;
    });
    expectWorldRule(paysTooLate, 'reward', /^mainnet\.blocks\[7500000\]$/);
    expect(paysTooLate.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/pays a reward of block 7499999, which is not its previous transaction block 7499998/),
        expect.stringMatching(/pays the pool and farmer rewards of block 7499996/),
      ]),
    );
    expect(rewardedHeights({height: 7_499_998, previousTransactionHeight: 7_499_995})).toEqual([7_499_996, 7_499_997, 7_499_998]);
    expect(rewardedHeights({height: 7_510_879, previousTransactionHeight: 7_510_878})).toEqual([7_510_879]);
  });

  test('schedule: a block three days from the schedule', () => {
    expectWorldRule(
      broken((w) => {
        const block = w.mainnet.blocks.find((b) => b.height === 7_500_000);
        if (block) block.time += 3 * 86_400;
      }),
      'schedule',
      /mainnet\.blocks\[7500000\]/,
    );
  });

  test('order: an NFT minted before its collection was created', () => {
    expectWorldRule(
      broken((w) => {
        const collection = w.mainnet.collections.find((c) => c.key === 'chiaFriends');
        if (collection) collection.createdHeight = 6_000_000;
      }),
      'order',
      /mainnet\.nfts\[cf6707\]/,
    );
  });

  test('peak: a coin created after the peak', () => {
    expectWorldRule(
      broken((w) => {
        coinOf(w, 'alice from dave').confirmedHeight = 7_600_000;
      }),
      'peak',
      /alice from dave/,
    );
  });

  test('ids: an NFT id that is not the bech32m of its launcher', () => {
    expectWorldRule(
      broken((w) => {
        const nft = w.mainnet.nfts.find((n) => n.key === 'cf2713');
        const other = w.mainnet.nfts.find((n) => n.key === 'cf6707');
        if (nft && other) nft.id = other.id;
      }),
      'ids',
      /nfts\[cf2713\]/,
    );
  });

  test('tokens: another asset called Stably USD, and a made-up token that does not say it is illustrative', () => {
    const problems = broken((w) => {
      const token = w.mainnet.cats.find((c) => c.key === 'example');
      if (token) token.name = 'Stably USD';
    });
    expectWorldRule(problems, 'tokens', /cats\[example\]/);
    expect(problems.map((p) => p.message).join('\n')).toContain(
      'Stably USD (USDS) is the asset 6d95dae356e32a71db5ddcb42224754a02524c615c5fc35f568c2af04774e589',
    );
  });

  test('collections: a collection named after one of its NFTs, and fewer trades than its NFTs made', () => {
    const problems = broken((w) => {
      const collection = w.mainnet.collections.find((c) => c.key === 'chiaFriends');
      if (!collection) return;
      collection.name = 'Chia Friends #6707';
      collection.tradeCount = 0;
    });
    expectWorldRule(problems, 'collections', /collections\[chiaFriends\]/);
    expect(problems.filter((p) => p.rule === 'world collections').length).toBeGreaterThanOrEqual(2);
  });

  test('conservation: a CAT spend that creates more tokens than it spent', () => {
    expectWorldRule(
      broken((w) => {
        coinOf(w, 'alice usds change').amount += 1000n;
      }),
      'conservation',
      /coins\[alice usds from bob\]/,
    );
  });

  test('supply: more XCH locked than exists', () => {
    expectWorldRule(
      broken((w) => {
        const burn = w.locked[0];
        if (burn) burn.mojo = xch(40_000_000);
      }),
      'supply',
      /locked/,
    );
  });
});
