import {chromium, devices} from '@playwright/test';
const [url] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1']});
const rows = [];
for (let run = 0; run < 5; run += 1) {
  const context = await browser.newContext({...devices['Pixel 5']});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(3000);
  const m = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const before = await m();
  const domBefore = await page.evaluate(() => document.querySelectorAll('*').length);
  await page.locator('button.navbar__toggle').tap();
  await page.waitForFunction(() => document.querySelector('.navbar.navbar-sidebar--show .navbar-sidebar') !== null);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = await m();
  const domAfter = await page.evaluate(() => document.querySelectorAll('*').length);
  const links = await page.evaluate(() => document.querySelectorAll('.navbar-sidebar a').length);
  rows.push({dom: domAfter - domBefore, links, script: ((after.ScriptDuration - before.ScriptDuration) * 1000).toFixed(0), recalc: ((after.RecalcStyleDuration - before.RecalcStyleDuration) * 1000).toFixed(0), layout: ((after.LayoutDuration - before.LayoutDuration) * 1000).toFixed(0), task: ((after.TaskDuration - before.TaskDuration) * 1000).toFixed(0)});
  await context.close();
}
console.table(rows);
await browser.close();
