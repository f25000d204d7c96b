import {test as base, expect} from '@playwright/test';

type GuardOptions = {
  /** Console errors a test causes on purpose (a blocked chunk, say); any other fails it. */
  allowedConsoleErrors: RegExp | null;
  /**
   * Hosts the test answers itself with page.route (the API hosts the Try it console sends to);
   * requests to them are expected. Chromium resolves no other host, so none can get through.
   */
  answeredHosts: readonly string[];
};

/**
 * Every browser test uses this `test`: its page fails the test on a console error or an
 * uncaught exception, and on any request that leaves 127.0.0.1.
 */
export const test = base.extend<GuardOptions>({
  allowedConsoleErrors: [null, {option: true}],
  answeredHosts: [[], {option: true}],
  page: async ({page, allowedConsoleErrors, answeredHosts}, use) => {
    const consoleErrors: string[] = [];
    const foreignRequests: string[] = [];
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
        foreignRequests.push(request.url());
      }
    });
    await use(page);
    expect(foreignRequests, 'requests to hosts other than 127.0.0.1').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export {expect};
