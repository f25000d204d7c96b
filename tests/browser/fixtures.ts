import {test as base, expect, type Page, type Request} from '@playwright/test';

/** A `securitypolicyviolation` event: what the page's Content-Security-Policy refused. */
export type PolicyViolation = {page: string; directive: string; blocked: string; sample: string};

type GuardOptions = {
  /** Console errors a test causes on purpose (a blocked chunk, say); any other fails it. */
  allowedConsoleErrors: RegExp | null;
  /**
   * Whether the test makes the page's Content-Security-Policy refuse something on purpose, and
   * reads what was refused from `policyViolations`; any other violation fails the test.
   */
  expectsPolicyViolations: boolean;
  /**
   * Hosts the test answers itself with page.route (the API hosts the Try it console sends to);
   * requests to them are expected. Chromium resolves no other host, so none can get through.
   */
  answeredHosts: readonly string[];
};

type Guards = {
  /** What the Content-Security-Policy of the test's pages refused, in every document they loaded. */
  policyViolations: PolicyViolation[];
};

/** What a page's listeners heard during one test, and what that test allows. */
type Watch = {
  allowedConsoleErrors: RegExp | null;
  answeredHosts: readonly string[];
  consoleErrors: string[];
  foreignRequests: Request[];
  policyViolations: PolicyViolation[];
};

/**
 * Listens to a page for the rest of its life: console errors, uncaught exceptions, requests to
 * other hosts, and each `securitypolicyviolation` event of every document it loads, from before
 * the page's first script (the listener is an init script, and what it hears comes back here).
 * Each test then starts the watch afresh (`startWatch`) and checks it at its end (`checkWatch`).
 */
async function watchPage(page: Page): Promise<Watch> {
  const watch: Watch = {allowedConsoleErrors: null, answeredHosts: [], consoleErrors: [], foreignRequests: [], policyViolations: []};
  const isAllowed = (text: string): boolean => watch.allowedConsoleErrors?.test(text) ?? false;
  page.on('console', (message) => {
    if (message.type() === 'error' && !isAllowed(message.text())) {
      watch.consoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (!isAllowed(error.message)) {
      watch.consoleErrors.push(`${page.url()}: ${error.message}`);
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1' && !watch.answeredHosts.includes(url.hostname)) {
      watch.foreignRequests.push(request);
    }
  });
  await page.exposeBinding('__reportPolicyViolation', (_source, violation: PolicyViolation) => {
    watch.policyViolations.push(violation);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as {__reportPolicyViolation: (violation: PolicyViolation) => void}).__reportPolicyViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => report({page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample}),
      true,
    );
  });
  return watch;
}

/** Starts a test's watch: nothing heard yet; the violations go to the test's own list. */
function startWatch(watch: Watch, options: GuardOptions, policyViolations: PolicyViolation[]): void {
  Object.assign(watch, {allowedConsoleErrors: options.allowedConsoleErrors, answeredHosts: options.answeredHosts, consoleErrors: [], foreignRequests: [], policyViolations});
}

/** Fails the test on what the watch heard that the test does not allow. */
function checkWatch(watch: Watch, expectsPolicyViolations: boolean): void {
  // A request the page's policy refused is reported to Playwright, then fails without leaving the browser.
  const sent = watch.foreignRequests.filter((request) => request.failure()?.errorText !== 'csp').map((request) => request.url());
  expect(sent, 'requests to hosts other than 127.0.0.1').toEqual([]);
  // Before the console errors, which would name the same refusal less precisely.
  if (!expectsPolicyViolations) expect(watch.policyViolations, 'what the Content-Security-Policy refused').toEqual([]);
  expect(watch.consoleErrors, 'console errors').toEqual([]);
}

type SharedPage = {page: Page; watch: Watch};

/**
 * Every browser test uses this `test`: its page fails the test on a console error or an
 * uncaught exception, on any request that leaves 127.0.0.1, and on anything the page's
 * Content-Security-Policy refuses (a `securitypolicyviolation` event).
 *
 * `sharedPage` is the same page, with the same guards, for a spec that visits many pages one
 * after the other and needs nothing else of a fresh browser context (routes.spec.ts): one page
 * per worker, kept from test to test, so that each visit does not start a browser context and a
 * renderer process and compile the site's scripts again (about half of a visit's processor time,
 * measured). Each test still loads its page from the address; between tests the page's storage
 * (the colour mode chosen, saved tabs) is cleared, so each starts as a first visit does.
 */
export const test = base.extend<GuardOptions & Guards & {sharedPage: Page}, {sharedPageOfWorker: SharedPage}>({
  allowedConsoleErrors: [null, {option: true}],
  answeredHosts: [[], {option: true}],
  expectsPolicyViolations: [false, {option: true}],
  policyViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({page, allowedConsoleErrors, answeredHosts, expectsPolicyViolations, policyViolations}, use) => {
    const watch = await watchPage(page);
    startWatch(watch, {allowedConsoleErrors, answeredHosts, expectsPolicyViolations}, policyViolations);
    await use(page);
    checkWatch(watch, expectsPolicyViolations);
  },
  sharedPageOfWorker: [
    async ({browser}, use, workerInfo) => {
      // The context the project's options describe, as Playwright would make for each test.
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, locale, timezoneId} = workerInfo.project.use;
      const context = await browser.newContext({viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, locale, timezoneId});
      const page = await context.newPage();
      await use({page, watch: await watchPage(page)});
      await context.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async ({sharedPageOfWorker, allowedConsoleErrors, answeredHosts, expectsPolicyViolations, policyViolations}, use) => {
    const {page, watch} = sharedPageOfWorker;
    startWatch(watch, {allowedConsoleErrors, answeredHosts, expectsPolicyViolations}, policyViolations);
    await use(page);
    checkWatch(watch, expectsPolicyViolations);
    // The next test starts as a first visit: no colour mode or tab chosen, nothing in the session.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
});

export {expect};
