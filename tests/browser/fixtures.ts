import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type Request,
} from '@playwright/test';

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
 * The listeners are the context's, so a test may remove every listener of the page itself.
 * Each test then starts the watch afresh (`startWatch`) and checks it at its end (`checkWatch`).
 */
async function watchPage(page: Page): Promise<Watch> {
  const watch: Watch = {allowedConsoleErrors: null, answeredHosts: [], consoleErrors: [], foreignRequests: [], policyViolations: []};
  const heard = (text: string): void => {
    if (!(watch.allowedConsoleErrors?.test(text) ?? false)) watch.consoleErrors.push(`${page.url()}: ${text}`);
  };
  const context = page.context();
  context.on('console', (message) => {
    if (message.page() === page && message.type() === 'error') heard(message.text());
  });
  context.on('weberror', (webError) => {
    if (webError.page() === page) heard(webError.error().message);
  });
  context.on('request', (request) => {
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
  Object.assign(watch, {
    allowedConsoleErrors: options.allowedConsoleErrors,
    answeredHosts: options.answeredHosts,
    consoleErrors: [],
    foreignRequests: [],
    policyViolations,
  });
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

/** What a browser context is made with and a page cannot change once it is open. */
type ContextOptions = Pick<
  BrowserContextOptions,
  'userAgent' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'locale' | 'timezoneId' | 'javaScriptEnabled'
>;

/** A worker's shared page: its context, the options that context was made with, and what watches and clears the page. */
type Shared = {
  context: BrowserContext;
  made: ContextOptions;
  page: Page;
  watch: Watch;
  /** The CDP session that clears the storage of origins the page no longer shows. */
  session: CDPSession;
  /** The origins of the documents the context's pages have loaded since the test began. */
  origins: Set<string>;
};

/** A worker's shared page, made (or made again, with other context options) by the first test that asks for it. */
class WorkerPage {
  current: Shared | undefined;

  constructor(private readonly browser: Browser) {}

  /** A new context, with the options a page cannot change, and its page. */
  async open(made: ContextOptions, options: Pick<BrowserContextOptions, 'viewport' | 'baseURL'>): Promise<Shared> {
    await this.close();
    const context = await this.browser.newContext({...made, ...options});
    const origins = new Set<string>();
    context.on('request', (request) => {
      const {origin} = new URL(request.url());
      if (request.resourceType() === 'document' && origin.startsWith('http')) origins.add(origin);
    });
    const page = await context.newPage();
    this.current = {context, made, origins, page, watch: await watchPage(page), session: await context.newCDPSession(page)};
    return this.current;
  }

  async close(): Promise<void> {
    await this.current?.context.close();
  }
}

/**
 * The page a test of `sharedPage` gets: a Page, without (for the type checker: `npm run typecheck`
 * fails on a call) the methods whose additions would stay on it for the tests after it: an init
 * script, an exposed function, a locator handler. A test that needs one uses `page`.
 */
export type SharedPage = Page & {addInitScript: never; exposeBinding: never; exposeFunction: never; addLocatorHandler: never};

/**
 * Every browser test uses this `test`: its page fails the test on a console error or an
 * uncaught exception, on any request that leaves 127.0.0.1, and on anything the page's
 * Content-Security-Policy refuses (a `securitypolicyviolation` event).
 *
 * `sharedPage` is the same page, with the same guards, for a test that only visits pages and
 * acts on them as a reader does: one page per worker, kept from test to test, so that each test
 * does not start a browser context and a renderer process and compile the site's scripts again
 * (measured here: 40 visits took 42 s of processor time on fresh pages, 23 s on one page). Each
 * test loads its pages from their addresses, and starts as a first visit does:
 * - before it, the page takes the test's viewport, colour scheme, reduced motion, forced colours
 *   and permissions (test.use); a test that asks for what a page cannot change once open (a
 *   phone's touch screen, the user agent, JavaScript off, ...) gets a new context made with it,
 *   which the tests after it share until one asks for something else;
 * - after it, its page listeners, routes, permissions and cookies go, and the local and session
 *   storage of every origin it opened (the colour mode chosen, saved tabs, the search's state).
 * All of it through Playwright's public API; what that cannot take away again (an init script, an
 * exposed function, a locator handler) a test of the shared page cannot add (`SharedPage`).
 */
export const test = base.extend<GuardOptions & Guards & {sharedPage: SharedPage}, {sharedPageOfWorker: WorkerPage}>({
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
    async ({browser}, use) => {
      const worker = new WorkerPage(browser);
      await use(worker);
      await worker.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async (
    {
      sharedPageOfWorker,
      allowedConsoleErrors,
      answeredHosts,
      expectsPolicyViolations,
      policyViolations,
      viewport,
      baseURL,
      colorScheme,
      reducedMotion,
      forcedColors,
      permissions,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      javaScriptEnabled,
    },
    use,
  ) => {
    const asked: ContextOptions = {
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      javaScriptEnabled: javaScriptEnabled ?? true,
    };
    // A test that asks for a touch screen, JavaScript off, ... gets a context of its own, which the
    // tests after it share until one asks for other such options.
    const current = sharedPageOfWorker.current;
    const same =
      current !== undefined && (Object.keys(asked) as Array<keyof ContextOptions>).every((key) => asked[key] === current.made[key]);
    const shared = same ? current : await sharedPageOfWorker.open(asked, {viewport, baseURL});
    const {page, watch, session, origins} = shared;
    if (viewport === null) throw new Error('sharedPage: this test asks for no viewport; use the page fixture.');
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
    // Sent at every test, as the test before may have emulated other media itself.
    await page.emulateMedia({
      media: null,
      colorScheme: colorScheme ?? 'light',
      reducedMotion: reducedMotion ?? 'no-preference',
      forcedColors: forcedColors ?? 'none',
    });
    if (permissions !== undefined && permissions.length > 0) await page.context().grantPermissions(permissions);
    origins.clear();
    startWatch(watch, {allowedConsoleErrors, answeredHosts, expectsPolicyViolations}, policyViolations);
    let heard: unknown;
    try {
      // The same page: SharedPage only hides, from the type checker, what a test may not call.
      await use(page as SharedPage);
    } finally {
      // What the page did during the test is judged as the test ends, before the clearing below
      // gives a page that is still at work (one whose server the test closed, say) time to add to it.
      try {
        checkWatch(watch, expectsPolicyViolations);
      } catch (error) {
        heard = error;
      }
      // The next test starts as a first visit: no listener, route, permission, cookie, colour
      // mode or tab chosen, nothing in the session, on every origin this test opened.
      page.removeAllListeners();
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await page.context().clearPermissions();
      await page.context().clearCookies();
      // A test that stayed on one origin, and ends there, has its storage cleared in the page.
      // Otherwise (a second origin, or a page it left for about:blank) each origin it opened has its
      // storage cleared through the browser: Chromium clears the tab's session storage with the
      // local storage (shared-page.spec.ts shows it).
      if (origins.size === 1 && origins.has(new URL(page.url()).origin)) {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      } else {
        for (const origin of origins) await session.send('Storage.clearDataForOrigin', {origin, storageTypes: 'local_storage'});
      }
    }
    if (heard !== undefined) throw heard;
  },
});

export {expect};
