// supply, balance, price: figures that follow from the schedule and from the world's coins.
import {MOJO_PER_CAT, MOJO_PER_XCH, fromUnits, toUnitsText, totalSupply} from '../chain';
import {at, isObject, same, show, tokensOf, xchOfMojo} from './context';
import type {Context, Example} from './context';

export function checkSupply(ctx: Context, example: Example): void {
  if (example.part !== 'response' || !isObject(example.value)) return;
  const world = ctx.views.mainnet.world;
  const total = totalSupply(ctx.views.mainnet.peak);
  const locked = world.locked.reduce((sum, l) => sum + l.mojo, 0n);
  const expect: [string, number][] = [
    ['total-supply', xchOfMojo(total)],
    ['supply', xchOfMojo(total)],
    ['circulating-supply', xchOfMojo(total - locked)],
    ['explanation.total_supply', xchOfMojo(total)],
    ['explanation.total_locked', xchOfMojo(locked)],
  ];
  for (const [key, value] of expect) {
    const shown = at(example.value, key);
    if (typeof shown !== 'number' && typeof shown !== 'string') continue;
    ctx.cover('supply', example);
    if (!same(shown, value)) {
      ctx.add(
        'supply',
        `${example.base}.${key}`,
        `is ${show(shown)}, but at the peak height ${ctx.views.mainnet.peak} the supply is ${toUnitsText(total, MOJO_PER_XCH)} XCH (21,000,000 prefarm plus every block reward) and ${toUnitsText(locked, MOJO_PER_XCH)} XCH are locked`,
      );
    }
  }
  const balances = at(example.value, 'explanation.locked_balances');
  if (!Array.isArray(balances)) return;
  ctx.cover('supply', example);
  const shownSum = balances.reduce(
    (sum: bigint, b) =>
      sum +
      (fromUnits(isObject(b) && (typeof b.balance === 'number' || typeof b.balance === 'string') ? b.balance : 0, MOJO_PER_XCH) ?? 0n),
    0n,
  );
  if (shownSum !== locked)
    ctx.add(
      'supply',
      `${example.base}.explanation.locked_balances`,
      `add up to ${toUnitsText(shownSum, MOJO_PER_XCH)} XCH, not total_locked ${toUnitsText(locked, MOJO_PER_XCH)}`,
    );
  balances.forEach((b, i) => {
    const lockedAt = world.locked[i];
    if (!isObject(b) || !lockedAt) return;
    const address = ctx.views.mainnet.address(lockedAt.address).address;
    if (b.address !== address || !same(b.balance, xchOfMojo(lockedAt.mojo)) || b.type !== lockedAt.type) {
      ctx.add(
        'supply',
        `${example.base}.explanation.locked_balances[${i}]`,
        `the world locks ${toUnitsText(lockedAt.mojo, MOJO_PER_XCH)} XCH at ${address} (${lockedAt.type})`,
      );
    }
  });
}

export function checkBalance(ctx: Context, example: Example): void {
  if (example.part !== 'response' || !isObject(example.value)) return;
  const request = ctx.call.example.mainnet;
  const address = typeof request.address === 'string' ? ctx.lookup.findKind(request.address, 'address', 'mainnet')?.record : undefined;
  if (!address) return;
  const view = ctx.views.mainnet;
  const response = example.value;
  if ('mojo' in response || 'xch' in response) {
    ctx.cover('balance', example);
    ctx.used.add('address');
    const moment =
      typeof request.block === 'number'
        ? {height: request.block}
        : typeof request.timestamp === 'number'
          ? {time: request.timestamp}
          : {height: view.peak};
    const mojo = view.balance(address.key, moment, request.include_dust === true);
    if (!same(response.mojo, mojo))
      ctx.add(
        'balance',
        `${example.base}.mojo`,
        `is ${show(response.mojo)}, but ${address.key}'s unspent coins add up to ${mojo} mojo then`,
      );
    if (!same(response.xch, xchOfMojo(mojo)))
      ctx.add('balance', `${example.base}.xch`, `is ${show(response.xch)}, but ${mojo} mojo is ${toUnitsText(mojo, MOJO_PER_XCH)} XCH`);
  }
  const entries = response.balance;
  if (!Array.isArray(entries)) return;
  ctx.cover('balance', example);
  ctx.used.add('address');
  const shownAssets = new Set<string>();
  entries.forEach((entry, i) => {
    if (!isObject(entry)) return;
    const cat = typeof entry.asset_id === 'string' ? ctx.lookup.findKind(entry.asset_id, 'cat', 'mainnet')?.record : undefined;
    if (cat) {
      shownAssets.add(cat.key);
      const held = view.tokenBalance(address.key, cat.key);
      if (!same(entry.balance, tokensOf(held)))
        ctx.add(
          'balance',
          `${example.base}.balance[${i}].balance`,
          `is ${show(entry.balance)}, but ${address.key} holds ${toUnitsText(held, MOJO_PER_CAT)} ${cat.symbol}`,
        );
    }
    const nft = typeof entry.nft_id === 'string' ? ctx.lookup.findKind(entry.nft_id, 'nft', 'mainnet')?.record : undefined;
    if (nft) shownAssets.add(nft.key);
  });
  if (!address.complete) return;
  const expected = entries.some((e) => isObject(e) && 'nft_id' in e)
    ? view.nftsOwnedBy(address.key).map((n) => n.key)
    : view.tokensHeld(address.key).map((c) => c.key);
  for (const key of expected) {
    if (!shownAssets.has(key)) ctx.add('balance', `${example.base}.balance`, `lacks ${key}, which ${address.key} holds at the peak`);
  }
}

export function checkXchPrice(ctx: Context, example: Example): void {
  if (example.part !== 'response' || !isObject(example.value) || ctx.call.path !== '/stats/price') return;
  const shown = example.value.price;
  if (typeof shown !== 'number' && typeof shown !== 'string') return;
  ctx.cover('price', example);
  const price = ctx.views.mainnet.world.xchPriceUsd;
  if (Number(shown) !== price) ctx.add('price', `${example.base}.price`, `is ${show(shown)}, but the world prices 1 XCH at ${price} USD`);
}
