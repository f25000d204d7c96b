import {readFileSync} from 'node:fs';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';
import type {Page} from '@playwright/test';

// axe-core, run in the page itself. It is injected once per page and run as often as the test
// needs (light mode, then dark mode). @axe-core/playwright's AxeBuilder injects it again on
// every run and opens a blank page to finish each one, which costs a second or more per run on
// this 2-core machine; the pages here have no frames, so nothing is lost by running it directly.

declare global {
  interface Window {
    axe?: {run: (context: ElementContext, options: RunOptions) => Promise<AxeResults>};
  }
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0 and 2.1 rules at levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The WCAG A/AA rules whose result depends on the colours of the page. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** What one axe run found: one line per failing element, and the rules that some element passed. */
export type AxeFindings = {violations: string[]; passedRules: string[]};

type AxeScope = {
  /** The rules to run; all of axe's rules (but the experimental ones) when not given. */
  runOnly?: RunOptions['runOnly'];
  /** A CSS selector: only the elements inside it are checked; the whole page when not given. */
  include?: string;
};

/** Runs axe on the page, or on the part `include` names. */
export async function axeFindings(page: Page, {runOnly, include}: AxeScope = {}): Promise<AxeFindings> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    await page.evaluate(axeSource);
  }
  const found = await page.evaluate(
    async ({only, selector}) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      // Passed rules are named, not listed element by element: that is all a test reads of them.
      const results = await axe.run(selector === null ? document : {include: [selector]}, {
        ...(only === null ? {} : {runOnly: only}),
        resultTypes: ['violations'],
      });
      return {
        passedRules: results.passes.map((rule) => rule.id),
        violations: results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? 'n/a',
          help: violation.help,
          nodes: violation.nodes.map((node) => ({target: node.target.join(' '), summary: node.failureSummary ?? ''})),
        })),
      };
    },
    {only: runOnly ?? null, selector: include ?? null},
  );
  return {
    passedRules: found.passedRules,
    violations: found.violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const fix = node.summary.split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact}): ${violation.help} at ${node.target}${fix ? ` | ${fix}` : ''}`;
      }),
    ),
  };
}

/** Runs axe on the whole page; one line per failing element: rule, impact, what to fix, where. */
export async function axeViolations(page: Page, runOnly: RunOptions['runOnly']): Promise<string[]> {
  return (await axeFindings(page, {runOnly})).violations;
}
