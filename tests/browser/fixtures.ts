import {test as base, expect, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page, type Request} from '@playwright/test';

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

/** The worker's page, the options its context was made with, and the CDP session that clears its storage. */
type SharedPage = {
  context: BrowserContext;
  page: Page;
  watch: Watch;
  made: ContextOptions;
  session: CDPSession;
  /** The media features last emulated on the page (JSON). */
  media?: string;
  /** The origins the page has shown since the test began. */
  origins: Set<string>;
  /** Makes the context, with the options a page cannot change, and its page. */
  open: (made: ContextOptions, options: Pick<BrowserContextOptions, 'viewport' | 'baseURL'>) => Promise<void>;
  /** Closes the page and opens a new one in the same context. */
  renew: () => Promise<void>;
};

/** What a browser context is made with and a page cannot change once it is open. */
type ContextOptions = Pick<BrowserContextOptions, 'userAgent' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'locale' | 'timezoneId' | 'javaScriptEnabled'>;

/**
 * The Page methods a test of `sharedPage` may not call: what they add would stay on the page for
 * the tests after it (a once-listener is left out too: it is removed by a wrapper, out of sight).
 */
const lastingAdditions = ['addInitScript', 'exposeBinding', 'exposeFunction', 'addLocatorHandler', 'once', 'prependOnceListener', 'removeAllListeners'] as const;

type Listener = (...args: unknown[]) => unknown;
type ListenerMethod = (event: string, listener: Listener) => Page;

/**
 * Refuses, on `page`, the calls whose effect would outlive a test, keeps a list of the listeners
 * the test adds with page.on (Playwright's own waitForEvent adds and removes its listener through
 * the same methods), and tells `onEmulateMedia` when the test emulates media itself. Returns what
 * undoes it, and the listeners left on.
 */
function guardLastingChanges(page: Page, onEmulateMedia: () => void): {restore: () => Array<[string, Listener]>} {
  const added = new Map<Listener, string>();
  const own = page as unknown as Record<string, unknown>;
  const original = (name: string): ListenerMethod => (own[name] as ListenerMethod).bind(page);
  const replace = (name: string, value: unknown): void => {
    Object.defineProperty(page, name, {configurable: true, value});
  };
  for (const name of lastingAdditions) {
    replace(name, () => {
      throw new Error(`sharedPage: page.${name} would stay on the page for the tests after this one; use the page fixture${name.includes('nce') ? ' (or page.waitForEvent)' : ''}.`);
    });
  }
  for (const name of ['on', 'addListener', 'prependListener']) {
    const add = original(name);
    replace(name, (event: string, listener: Listener) => {
      added.set(listener, event);
      return add(event, listener);
    });
  }
  const emulateMedia = page.emulateMedia.bind(page);
  replace('emulateMedia', (options: Parameters<Page['emulateMedia']>[0]) => {
    onEmulateMedia();
    return emulateMedia(options);
  });
  for (const name of ['off', 'removeListener']) {
    const remove = original(name);
    replace(name, (event: string, listener: Listener) => {
      added.delete(listener);
      return remove(event, listener);
    });
  }
  return {
    restore: () => {
      for (const name of [...lastingAdditions, 'on', 'addListener', 'prependListener', 'off', 'removeListener', 'emulateMedia']) delete own[name];
      const left = [...added].map(([listener, event]): [string, Listener] => [event, listener]);
      for (const [event, listener] of left) (page as unknown as {off: ListenerMethod}).off(event, listener);
      return left;
    },
  };
}

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
 * - after it, its routes, permissions and cookies go, and the local and session storage of every
 *   origin it opened (the colour mode chosen, saved tabs, the search's state) is cleared;
 * - what would outlive it is refused: an init script, an exposed function, a locator handler
 *   (each throws), and a page.on listener left on (the test fails).
 * A test that needs any of those uses `page`, a fresh context of its own.
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
    async ({browser}, use) => {
      // The context is made by the first test that asks for the page, with that test's options.
      const shared = {origins: new Set<string>()} as SharedPage;
      shared.open = async (made, options) => {
        await shared.context?.close();
        shared.made = made;
        shared.context = await browser.newContext({...made, ...options});
        await shared.renew();
      };
      shared.renew = async () => {
        if (shared.page !== undefined && !shared.page.isClosed()) await shared.page.close();
        const page = await shared.context.newPage();
        page.on('framenavigated', (frame) => {
          const {origin} = new URL(frame.url());
          if (frame === page.mainFrame() && origin.startsWith('http')) shared.origins.add(origin);
        });
        Object.assign(shared, {page, watch: await watchPage(page), session: await shared.context.newCDPSession(page), media: undefined});
      };
      await use(shared);
      await shared.context?.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async (
    {sharedPageOfWorker, allowedConsoleErrors, answeredHosts, expectsPolicyViolations, policyViolations, viewport, baseURL, colorScheme, reducedMotion, forcedColors, permissions, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, javaScriptEnabled},
    use,
  ) => {
    const asked: ContextOptions = {userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, javaScriptEnabled: javaScriptEnabled ?? true};
    // A test that asks for a touch screen, JavaScript off, ... gets a context of its own, which the
    // tests after it share until one asks for other such options.
    const differs = (key: keyof ContextOptions): boolean => asked[key] !== sharedPageOfWorker.made[key];
    if (sharedPageOfWorker.context === undefined || (Object.keys(asked) as Array<keyof ContextOptions>).some(differs)) {
      await sharedPageOfWorker.open(asked, {viewport, baseURL});
    }
    const {page, watch, session, origins} = sharedPageOfWorker;
    if (viewport === null) throw new Error('sharedPage: this test asks for no viewport; use the page fixture.');
    // Only what differs from the test before is sent: emulating media restyles the page still shown.
    const media = {media: null, colorScheme: colorScheme ?? 'light', reducedMotion: reducedMotion ?? 'no-preference', forcedColors: forcedColors ?? 'none'} as const;
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
    if (JSON.stringify(media) !== sharedPageOfWorker.media) {
      await page.emulateMedia(media);
      sharedPageOfWorker.media = JSON.stringify(media);
    }
    if (permissions !== undefined && permissions.length > 0) await page.context().grantPermissions(permissions);
    // A test that emulates media itself leaves the page in a state the next test must undo.
    const guard = guardLastingChanges(page, () => (sharedPageOfWorker.media = undefined));
    origins.clear();
    startWatch(watch, {allowedConsoleErrors, answeredHosts, expectsPolicyViolations}, policyViolations);
    let listenersLeft: Array<[string, Listener]>;
    let heard: unknown;
    try {
      await use(page);
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
      listenersLeft = guard.restore();
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await page.context().clearPermissions();
      await page.context().clearCookies();
      // A test that stayed on one origin, and ends there, has its storage cleared in the page.
      // Otherwise (a second origin, or a page it left for about:blank) the local storage of each
      // origin it opened is cleared through the browser, and, as session storage belongs to the
      // tab, the next test gets a new tab.
      if (origins.size === 1 && origins.has(new URL(page.url()).origin)) {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      } else if (origins.size > 0) {
        for (const origin of origins) await session.send('Storage.clearDataForOrigin', {origin, storageTypes: 'local_storage'});
        await sharedPageOfWorker.renew();
      }
    }
    if (heard !== undefined) throw heard;
    expect(listenersLeft.map(([event]) => event), 'page.on listeners this test left on the shared page (use page.waitForEvent, or the page fixture)').toEqual([]);
  },
});

export {expect};
