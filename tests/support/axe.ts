import {readFileSync} from 'node:fs';
import type {AxeResults, RunOptions} from 'axe-core';
import type {Page} from '@playwright/test';

// axe-core, run in the page itself. It is injected once per page and run as often as the test
// needs (light mode, then dark mode). @axe-core/playwright's AxeBuilder injects it again on
// every run and opens a blank page to finish each one, which costs a second or more per run on
// this 2-core machine; the pages here have no frames, so nothing is lost by running it directly.

declare global {
  interface Window {
    axe?: {run: (context: Document, options: RunOptions) => Promise<AxeResults>};
  }
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0 and 2.1 rules at levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The WCAG A/AA rules whose result depends on the colours of the page. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the whole page; one line per failing element: rule, impact, what to fix, where. */
export async function axeViolations(page: Page, runOnly: RunOptions['runOnly']): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async (only) => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const results = await axe.run(document, {runOnly: only, resultTypes: ['violations']});
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'n/a',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({target: node.target.join(' '), summary: node.failureSummary ?? ''})),
    }));
  }, runOnly);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const fix = node.summary.split('\n').slice(1).join(' ').trim();
      return `${violation.id} (${violation.impact}): ${violation.help} at ${node.target}${fix ? ` | ${fix}` : ''}`;
    }),
  );
}
