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

/**
 * Reports each `securitypolicyviolation` event of every document the page loads, from before the
 * page's first script: the listener is an init script, and what it hears goes to the test.
 */
async function listenForPolicyViolations(page: Page, violations: PolicyViolation[]): Promise<void> {
  await page.exposeBinding('__reportPolicyViolation', (_source, violation: PolicyViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as {__reportPolicyViolation: (violation: PolicyViolation) => void}).__reportPolicyViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => report({page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample}),
      true,
    );
  });
}

/**
 * Every browser test uses this `test`: its page fails the test on a console error or an
 * uncaught exception, on any request that leaves 127.0.0.1, and on anything the page's
 * Content-Security-Policy refuses (a `securitypolicyviolation` event).
 */
export const test = base.extend<GuardOptions & Guards>({
  allowedConsoleErrors: [null, {option: true}],
  answeredHosts: [[], {option: true}],
  expectsPolicyViolations: [false, {option: true}],
  policyViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({page, allowedConsoleErrors, answeredHosts, expectsPolicyViolations, policyViolations}, use) => {
    const consoleErrors: string[] = [];
    const foreignRequests: Request[] = [];
    const isAllowed = (text: string): boolean => allowedConsoleErrors?.test(text) ?? false;
    page.on('console', (message) => {
      if (message.type() === 'error' && !isAllowed(message.text())) {
        consoleErrors.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message)) {
        consoleErrors.push(`${page.url()}: ${error.message}`);
      }
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1' && !answeredHosts.includes(url.hostname)) {
        foreignRequests.push(request);
      }
    });
    await listenForPolicyViolations(page, policyViolations);
    await use(page);
    // A request the page's policy refused is reported to Playwright, then fails without leaving the browser.
    const sent = foreignRequests.filter((request) => request.failure()?.errorText !== 'csp').map((request) => request.url());
    expect(sent, 'requests to hosts other than 127.0.0.1').toEqual([]);
    // Before the console errors, which would name the same refusal less precisely.
    if (!expectsPolicyViolations) expect(policyViolations, 'what the Content-Security-Policy refused').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export {expect};
