import {test as base, expect} from '@playwright/test';

type GuardOptions = {
  /** Console errors a test causes on purpose (a blocked chunk, say); any other fails it. */
  allowedConsoleErrors: RegExp | null;
};

/**
 * Every browser test uses this `test`: its page fails the test on a console error or an
 * uncaught exception, and on any request that leaves 127.0.0.1.
 */
export const test = base.extend<GuardOptions>({
  allowedConsoleErrors: [null, {option: true}],
  page: async ({page, allowedConsoleErrors}, use) => {
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
      if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1') {
        foreignRequests.push(request.url());
      }
    });
    await use(page);
    expect(foreignRequests, 'requests to hosts other than 127.0.0.1').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export {expect};
