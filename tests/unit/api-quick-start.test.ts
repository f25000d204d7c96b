import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// The API quick start (/api/getting-started) agrees with the facts the live docs published in
// August 2026: the three hosts with the same paths (but for the Pro-only calls), the key in x-api-key on every Pro request,
// how keys are paid for and issued, keeping the key on a server, JSON with a status field, mojo as
// exact whole numbers, numbers that arrive as strings, and the User-Agent rule. Prices and limits
// are linked, never restated. Read from the source, so it costs no page load.

const text = readFileSync(path.resolve(__dirname, '../../api/getting-started.mdx'), 'utf8');
const prose = text.replace(/^---[\s\S]*?---/, '').replace(/```[\s\S]*?```/g, '');

test('names the three hosts, which serve the same paths, and where the key goes', () => {
  for (const host of ['https://api.spacescan.io', 'https://pro-api.spacescan.io', 'https://api-testnet11.spacescan.io']) {
    expect(prose).toContain(`\`${host}\``);
  }
  // Not "every host": the Pro-only calls are served by the Pro hosts alone, and the page names one.
  expect(prose).not.toMatch(/every host serves the same paths/);
  expect(prose).toMatch(
    /The free and Pro hosts serve the same paths, except the calls marked \*\*Pro only\*\*, which only the Pro hosts serve/,
  );
  expect(prose).toMatch(/\[XCH historical balance\]\(\/api\/address\/xch_historical_balance\), exists only on the Pro hosts/);
  expect(prose).toMatch(/`x-api-key` header of each call/);
});

test('says how a key is paid for, issued and managed, and where to keep it', () => {
  expect(prose).toContain('[Spacescan API plans page](https://www.spacescan.io/apis)');
  expect(prose).toMatch(/by card, through Stripe, or in XCH/);
  expect(prose).toMatch(/issued as soon as the payment completes/);
  expect(prose).toMatch(/An XCH payment covers one year/);
  expect(prose).toMatch(/Stripe customer portal/);
  expect(prose).toMatch(/not refundable/);
  expect(prose).toMatch(/Keep it on your server/);
});

test('links to the plans page for prices and limits instead of restating them', () => {
  expect(prose).toMatch(/Tiers, rate limits and prices are on the plans page/);
  expect(prose).not.toMatch(
    /[$€£]\s?\d|\b\d+\s*(USD|XCH)\s*(a|per)\s*(month|year)|\d[\d,]*\s*requests?\s*(per|a|\/)\s*(second|minute|day|month)/i,
  );
});

test('tells the reader about status, mojo, numbers as strings and the User-Agent rule', () => {
  expect(prose).toMatch(/`status`/);
  expect(prose).toMatch(/One XCH is 10<sup>12<\/sup> mojo/);
  expect(prose).toMatch(/can arrive as a JSON string/);
  expect(prose).toMatch(/number in one row and a string in the next/);
  expect(prose).toMatch(/big integers/);
  expect(prose).toMatch(/without a `User-Agent` header never reaches the API/);
  expect(prose).toMatch(/curl and browsers send one, but some HTTP libraries send none/);
});
