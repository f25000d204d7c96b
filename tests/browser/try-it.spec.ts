import {test, expect} from './fixtures';
import type {Locator, Page, Request, Route} from '@playwright/test';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {buildDir, gotoHydrated} from '../support/site';
import {axeViolations, colourRules, wcagTags} from '../support/axe';
import {apiPages} from '../../api/catalogue/pages';
import {renderSample} from '../../api/catalogue/samples';
import type {ApiCall} from '../../api/catalogue/types';

// The Try it console of the endpoint pages, as a reader uses it. The API hosts are answered by the
// test itself (page.route with fixture answers, errors, a held answer and a refused connection);
// Chromium resolves no host but 127.0.0.1, so no test can reach the real API.

const apiHostNames = ['api.spacescan.io', 'api-testnet11.spacescan.io', 'pro-api.spacescan.io', 'pro-api-testnet11.spacescan.io'];
const apiUrl = /^https:\/\/(pro-)?api(-testnet11)?\.spacescan\.io\//;
/** The path of the console's own chunk (src/components/ApiTryIt/Console.tsx): the built script that holds its text. */
function findConsoleChunk(): string {
  const dir = path.join(buildDir, 'assets/js');
  const found = readdirSync(dir).filter((file) => readFileSync(path.join(dir, file), 'utf8').includes('The same request with curl'));
  if (found.length !== 1) throw new Error(`expected one chunk with the console, found ${found.length}: ${found.join(', ')}`);
  return `/assets/js/${found[0]}`;
}

test.use({answeredHosts: apiHostNames});

const cors = {'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-request-id'};

const balance = {
  status: 'success',
  balance: {xch: 1.25, mojo: 1250000000000},
  coins: [{coin_id: '0x25e466d1a160bc3316b14205b59f0010e1e5a7fa18b73f0ec173dd7f6b34b74b', amount: 1250000000000}],
  meta: {source: {node: {name: 'fixture-node'}}},
};

type Sent = {method: string; url: string; headers: Record<string, string>};

/**
 * Answers every request to an API host with `answer`, after recording it. A preflight (OPTIONS)
 * is allowed without being recorded: it is the browser's question, not the reader's request.
 */
async function answerApi(page: Page, answer: (route: Route, request: Request) => Promise<void>): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(apiUrl, async (route, request) => {
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {...cors, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST'},
      });
      return;
    }
    sent.push({method: request.method(), url: request.url(), headers: await request.allHeaders()});
    await answer(route, request);
  });
  return sent;
}

const answerJson = (status: number, body: unknown) => async (route: Route) =>
  route.fulfill({status, contentType: 'application/json', headers: {...cors, 'x-request-id': 'fixture-1'}, body: JSON.stringify(body)});

function call(doc: string): ApiCall {
  const found = apiPages.find((p) => p.doc === doc)?.calls[0];
  if (!found) throw new Error(`no call for ${doc}`);
  return found;
}

/** Opens the page and its console with a click, as a reader does; the console region. */
async function openConsole(page: Page, path: string): Promise<Locator> {
  await gotoHydrated(page, path);
  await page.getByRole('button', {name: 'Try it'}).click();
  const region = page.getByRole('region', {name: /^Try (GET|POST) /});
  await expect(region).toBeVisible();
  return region;
}

const curlOf = (region: Locator): Locator => region.getByTestId('try-it-curl');
const progressOf = (region: Locator): Locator => region.getByTestId('try-it-progress');

test('the console loads only when opened, and nothing is sent until the reader presses Send', async ({page}) => {
  const consoleChunk = findConsoleChunk();
  const scripts: string[] = [];
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (apiUrl.test(request.url())) apiRequests.push(request.url());
  });
  const sent = await answerApi(page, answerJson(200, balance));
  await gotoHydrated(page, '/api/address/xch_balance');
  const button = page.getByRole('button', {name: 'Try it'});
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(scripts, 'console chunk before opening').not.toContain(consoleChunk);
  expect(await page.locator(`script[src="${consoleChunk}"], link[href="${consoleChunk}"]`).count(), 'console chunk named in the HTML').toBe(
    0,
  );

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const region = page.getByRole('region', {name: 'Try GET /address/xch-balance/{address}'});
  await expect(region).toBeVisible();
  expect(
    scripts.filter((s) => s === consoleChunk),
    'console chunk after opening',
  ).toHaveLength(1);
  // The untouched form is the page's own example: the same curl, byte for byte.
  await expect(curlOf(region)).toHaveText(renderSample(call('address/xch_balance'), 'mainnet', 'curl'));
  expect(apiRequests, 'requests to the API before Send').toEqual([]);

  await region.getByRole('button', {name: 'Send'}).click();
  await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
  expect(sent.map((s) => s.url)).toEqual([
    `https://api.spacescan.io/address/xch-balance/${call('address/xch_balance').example.mainnet.address}`,
  ]);
  expect(sent[0]?.headers['x-api-key'], 'no key to the free host').toBeUndefined();

  // Closing hides the console; opening again shows it as it was, without loading anything again.
  await button.click();
  await expect(region).toBeHidden();
  await button.click();
  await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
  expect(scripts.filter((s) => s === consoleChunk)).toHaveLength(1);
});

test.describe('a console that cannot load', () => {
  test.use({allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/});

  test('says so, and Try it loads it again', async ({sharedPage: page}) => {
    const consoleChunk = findConsoleChunk();
    await page.route(`**${consoleChunk}`, (route) => route.abort('failed'));
    await gotoHydrated(page, '/api/block/info');
    const button = page.getByRole('button', {name: 'Try it'});
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('The console could not load. Check your connection, then press Try it again.');
    await page.unroute(`**${consoleChunk}`);
    await button.click();
    await expect(page.getByRole('region', {name: 'Try GET /block/{block_height}'})).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a 200 answer shows its status, time, headers and a foldable JSON body', async ({sharedPage: page}) => {
  await answerApi(page, answerJson(200, balance));
  const region = await openConsole(page, '/api/address/xch_balance');
  await region.getByRole('button', {name: 'Send'}).click();

  await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(region.getByTestId('try-it-time')).toHaveText(/^in \d+(\.\d+)? (ms|s)$/);
  await expect(progressOf(region)).toHaveText(/^Answered 200 in \d/);

  const headers = region.getByText(/^Response headers \(\d+\)$/);
  await headers.click();
  const list = region.getByTestId('try-it-headers');
  await expect(list).toContainText('x-request-id');
  await expect(list).toContainText('fixture-1');
  await expect(list).toContainText('content-type');

  const json = region.getByTestId('try-it-json');
  await expect(json.getByText('1250000000000').first()).toBeVisible();
  await expect(json.getByText('"0x25e466d1a160bc3316b14205b59f0010e1e5a7fa18b73f0ec173dd7f6b34b74b"')).toBeVisible();
  // Three levels start open; the fourth (meta.source.node) starts folded and opens on a click.
  await expect(json.getByText('"fixture-node"')).toBeHidden();
  await json.locator('summary', {hasText: '"node"'}).click();
  await expect(json.getByText('"fixture-node"')).toBeVisible();
  // Folding "balance" hides its values; the keyboard unfolds it again.
  const balanceSummary = json.locator('summary', {hasText: '"balance"'});
  await balanceSummary.click();
  await expect(json.getByText('1.25', {exact: true})).toBeHidden();
  await balanceSummary.focus();
  await page.keyboard.press('Enter');
  await expect(json.getByText('1.25', {exact: true})).toBeVisible();
});

test.describe('error answers', () => {
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of (404|429)/});

  test('a 404 and a 429 show their status, the body, and what the catalogue says a 429 means', async ({sharedPage: page}) => {
    let next = 404;
    await answerApi(page, async (route) => {
      await (
        next === 404 ? answerJson(404, {status: 'error', message: 'Block not found'}) : answerJson(429, {message: 'Too Many Requests'})
      )(route);
    });
    const region = await openConsole(page, '/api/block/info');
    await region.getByRole('button', {name: 'Send'}).click();
    await expect(region.getByTestId('try-it-status')).toHaveText('404 Not Found');
    await expect(region.getByTestId('try-it-json')).toContainText('"Block not found"');

    next = 429;
    await region.getByRole('button', {name: 'Send'}).click();
    await expect(region.getByTestId('try-it-status')).toHaveText('429 Too Many Requests');
    await expect(region.getByText('You sent too many requests in a short time. Wait, then retry more slowly.')).toBeVisible();
    await expect(region.getByTestId('try-it-json')).toContainText('"Too Many Requests"');
  });
});

test('a slow answer shows progress; Cancel stops it, and a later answer still arrives', async ({sharedPage: page}) => {
  const waiting: Route[] = [];
  let arrived: () => void = () => undefined;
  await answerApi(page, async (route) => {
    waiting.push(route);
    arrived();
  });
  const nextArrival = (): Promise<void> => new Promise((resolve) => (arrived = resolve));
  const region = await openConsole(page, '/api/address/xch_balance');
  const send = region.getByRole('button', {name: 'Send'});

  let arrival = nextArrival();
  await send.click();
  await arrival;
  await expect(progressOf(region)).toHaveText('Sending to api.spacescan.io… waiting for the answer.');
  await expect(send).toBeDisabled();
  await region.getByRole('button', {name: 'Cancel'}).click();
  await expect(progressOf(region)).toHaveText(/^Cancelled/);
  await expect(send).toBeEnabled();
  await expect(region.getByRole('button', {name: 'Cancel'})).toHaveCount(0);
  await waiting[0]?.abort().catch(() => undefined);

  arrival = nextArrival();
  await send.click();
  await arrival;
  await expect(progressOf(region)).toHaveText(/^Sending to api\.spacescan\.io/);
  await expect(region.getByTestId('try-it-status')).toHaveCount(0);
  await answerJson(200, balance)(waiting[1] as Route);
  await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
});

test.describe('failures', () => {
  test.use({allowedConsoleErrors: /Failed to load resource: net::ERR_(FAILED|CONNECTION_REFUSED|ACCESS_DENIED)/});

  // Playwright's answers skip the browser's CORS check, so a refused cross-origin request is
  // played by what the page sees of one: a fetch that fails with a TypeError, as a failed
  // connection does.
  test('a failed or refused connection explains itself and offers the curl', async ({sharedPage: page}) => {
    let failure: 'failed' | 'connectionrefused' | 'accessdenied' = 'failed';
    await answerApi(page, async (route) => route.abort(failure));
    const region = await openConsole(page, '/api/cat/info');
    const curl = await curlOf(region).innerText();
    for (const kind of ['failed', 'connectionrefused', 'accessdenied'] as const) {
      failure = kind;
      await region.getByRole('button', {name: 'Send'}).click();
      await expect(progressOf(region)).toHaveText(/^No answer after/);
      await expect(
        region.getByText(/Your browser could not reach api\.spacescan\.io, or the host refused a request from this page/),
      ).toBeVisible();
      await expect(region.getByText('Run the same request from a terminal instead:')).toBeVisible();
      await expect(region.locator('pre', {hasText: 'curl '}).last()).toHaveText(curl);
      await expect(region.getByTestId('try-it-status')).toHaveCount(0);
    }
  });
});

test('the curl follows the fields and the host as the reader changes them', async ({sharedPage: page}) => {
  const region = await openConsole(page, '/api/address/xch_transactions');
  const example = call('address/xch_transactions');
  const curl = curlOf(region);
  await expect(curl).toHaveText(renderSample(example, 'mainnet', 'curl'));

  await region.getByRole('textbox', {name: /^count/}).fill('25');
  await expect(curl).toContainText('count=25');
  await region.getByRole('combobox', {name: /^include_send_dust/}).selectOption('(not sent)');
  await expect(curl).not.toContainText('include_send_dust');

  // Untouched fields follow the host's example (a txch1 address); touched ones stay as the reader left them.
  await region.getByRole('radio', {name: /^Testnet/}).check();
  const testnetPath = example.path.replace('{address}', String(example.example.testnet?.address));
  await expect(curl).toContainText(`'https://api-testnet11.spacescan.io${testnetPath}?count=25&`);
  const fresh = await openConsole(page, '/api/address/xch_balance');
  await fresh.getByRole('radio', {name: /^Testnet/}).check();
  await expect(fresh.getByRole('textbox', {name: /^address/})).toHaveValue(String(call('address/xch_balance').example.testnet?.address));
  await expect(curlOf(fresh)).toHaveText(renderSample(call('address/xch_balance'), 'testnet', 'curl'));
});

test('a path parameter in the wrong format is flagged beside its field, and Send refuses it', async ({sharedPage: page}) => {
  const sent = await answerApi(page, answerJson(200, balance));
  const cases: {path: string; field: RegExp; wrong: string; expected: RegExp}[] = [
    {
      path: '/api/address/xch_balance',
      field: /^address/,
      wrong: 'xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm8',
      expected: /xch1 and 58 more characters/,
    },
    {
      path: '/api/cat/info',
      field: /^asset_id/,
      wrong: '0x6d95dae356e32a71db5ddcb42224754a02524c615c5fc35f568c2af04774e589',
      expected: /64 hex characters, without 0x/,
    },
    {path: '/api/block/info', field: /^block_height/, wrong: '6555398.5', expected: /a whole number/},
  ];
  for (const {path, field, wrong, expected} of cases) {
    const region = await openConsole(page, path);
    const input = region.getByRole('textbox', {name: field});
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await input.fill(wrong);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expected);
    await region.getByRole('button', {name: 'Send'}).click();
    await expect(region.getByRole('alert')).toHaveText(/^Not sent: fix /);
    await expect(input).toBeFocused();
  }
  expect(sent, 'requests sent while a field was wrong').toEqual([]);
});

test('the Pro key goes as x-api-key, stays in sessionStorage only, and survives a reload', async ({sharedPage: page}) => {
  const key = 'fixture-key-5be1c0d2';
  const sent = await answerApi(page, answerJson(200, balance));
  let region = await openConsole(page, '/api/address/xch_balance');
  await expect(region.getByLabel(/Pro API key/)).toHaveCount(0);
  await region.getByRole('radio', {name: /^Pro/}).check();
  const keyField = region.getByLabel(/Pro API key/);
  await expect(keyField).toHaveAttribute('type', 'password');
  await expect(keyField).toHaveAttribute('autocomplete', 'off');

  await region.getByRole('button', {name: 'Send'}).click();
  await expect(region.getByRole('alert')).toHaveText('Not sent: fix your API key first.');
  expect(sent).toEqual([]);

  await keyField.fill(key);
  await expect(curlOf(region)).toContainText('x-api-key: YOUR_API_KEY');
  await region.getByRole('button', {name: 'Send'}).click();
  await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers['x-api-key']).toBe(key);
  expect(sent[0]?.url).toMatch(/^https:\/\/pro-api\.spacescan\.io\/address\/xch-balance\/xch1/);
  expect(sent[0]?.url).not.toContain(key);
  expect(await page.evaluate(() => sessionStorage.getItem('spacescan-docs:api-key'))).toBe(key);
  expect(await page.evaluate((k) => Object.values(localStorage).some((value) => value.includes(k)), key), 'the key in localStorage').toBe(
    false,
  );
  expect(page.url()).not.toContain(key);
  expect(await page.content(), 'the key in the page').not.toContain(key);
  expect(await page.locator('body').innerText()).not.toContain(key);

  await page.reload();
  region = await openConsole(page, '/api/address/xch_balance');
  await region.getByRole('radio', {name: /^Pro/}).check();
  await expect(region.getByLabel(/Pro API key/)).toHaveValue(key);
});

test('the console works from the keyboard alone', async ({sharedPage: page}) => {
  const sent = await answerApi(page, answerJson(200, balance));
  await gotoHydrated(page, '/api/address/xch_balance');
  await page.getByRole('button', {name: 'Try it'}).focus();
  await page.keyboard.press('Enter');
  const region = page.getByRole('region', {name: /^Try GET/});
  await expect(region).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('radio', {name: /^Mainnet/})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(region.getByRole('radio', {name: /^Testnet/})).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('textbox', {name: /^address/})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
  expect(sent.map((s) => new URL(s.url).host)).toEqual(['api-testnet11.spacescan.io']);
});

test('a POST call sends the body from its text area, and a broken body is refused', async ({sharedPage: page}) => {
  const sent = await answerApi(page, answerJson(200, {coin_id: '0x00'}));
  const region = await openConsole(page, '/api/tools/get_coin_id');
  const body = region.getByRole('textbox', {name: /^Body/});
  await expect(curlOf(region)).toHaveText(renderSample(call('tools/get_coin_id'), 'mainnet', 'curl'));
  const text = await body.inputValue();
  await body.fill(`${text.slice(0, -1)}`);
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await region.getByRole('button', {name: 'Send'}).click();
  await expect(region.getByRole('alert')).toHaveText('Not sent: fix the body first.');
  expect(sent).toEqual([]);
  await body.fill(text);
  await region.getByRole('button', {name: 'Send'}).click();
  await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
  expect(sent[0]?.method).toBe('POST');
  expect(sent[0]?.headers['content-type']).toBe('application/json');
});

test('the opened console has no axe violation in light or dark mode', async ({sharedPage: page}) => {
  test.setTimeout(60_000);
  await answerApi(page, answerJson(200, balance));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
    const region = await openConsole(page, '/api/address/xch_balance');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await region.getByRole('radio', {name: /^Pro/}).check();
    await region.getByRole('textbox', {name: /^address/}).fill('xch1wrong');
    await region.getByRole('button', {name: 'Send'}).click();
    await expect(region.getByRole('alert')).toBeVisible();
    await region.getByRole('radio', {name: /^Mainnet/}).check();
    await region.getByRole('textbox', {name: /^address/}).fill(String(call('address/xch_balance').example.mainnet.address));
    await region.getByRole('button', {name: 'Send'}).click();
    await region.getByText(/^Response headers/).click();
    await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
    await region.getByRole('textbox', {name: /^address/}).fill('xch1wrong');
    const violations = await axeViolations(
      page,
      scheme === 'light' ? {type: 'tag', values: wcagTags} : {type: 'rule', values: colourRules},
    );
    expect(violations, `axe in ${scheme} mode`).toEqual([]);
  }
});

test('a click on Try it before the page’s scripts have run opens the console once they have', async ({sharedPage: page}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/api/block/info', {waitUntil: 'commit'});
  const button = page.getByRole('button', {name: 'Try it'});
  await button.click();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  release();
  await expect(page.getByRole('region', {name: 'Try GET /block/{block_height}'})).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});
