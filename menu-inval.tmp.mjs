import {chromium, devices} from '@playwright/test';
const [url] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1']});
const context = await browser.newContext({...devices['Pixel 5']});
const page = await context.newPage();
await page.goto(url, {waitUntil: 'load'});
await page.waitForTimeout(2000);
await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking']});
await page.locator('button.navbar__toggle').tap();
await page.waitForFunction(() => document.querySelector('.navbar.navbar-sidebar--show .navbar-sidebar') !== null);
await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const t = JSON.parse((await browser.stopTracing()).toString());
const ev = t.traceEvents;
const inv = ev.filter((e) => /Invalidation/.test(e.name));
const by = {};
for (const e of inv) { const d = e.args?.data ?? {}; const k = `${e.name} | ${d.reason ?? ''} | ${d.nodeName ?? ''} ${d.invalidationList ? JSON.stringify(d.invalidationList).slice(0, 120) : ''} ${d.changedClass ?? d.changedAttribute ?? d.changedPseudo ?? ''}`; by[k] = (by[k] ?? 0) + 1; }
for (const [k, n] of Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(n, k);
await browser.close();
