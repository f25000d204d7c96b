import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import type {Page} from '@playwright/test';
import {ports} from './ports';

export const buildDir = path.resolve(__dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');
export const testPagesOrigin = `http://127.0.0.1:${ports.testPages}`;
/** The build with the test-only pages (`npm run build:test-pages`); it may not exist. */
export const testPagesDir = path.resolve(__dirname, '../..', 'build-test');
/** The base URL build-test/ is built and served under (`npm run build:test-pages`). */
export const testPagesBaseUrl = '/docs-preview/';
/** Where build-test/ is served: its origin and base URL, without the final slash. */
export const testPagesSite = `${testPagesOrigin}${testPagesBaseUrl.replace(/\/$/, '')}`;

/** The path of every page in the built sitemap, in sitemap order. */
export function sitemapPaths(dir: string = buildDir): string[] {
  const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/**
 * Waits until the page's scripts have taken it over: React has hydrated the page (Docusaurus marks
 * the html element). The pointer is moved over the page first, as a reader's would be.
 */
export async function startScripts(page: Page): Promise<void> {
  await movePointer(page);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** Moves the pointer over the page (near its top-left corner, clear of any link). */
export async function movePointer(page: Page): Promise<void> {
  // Two positions, so that the move happens even where the pointer already rests.
  await page.mouse.move(4, 4);
  await page.mouse.move(5, 5);
}

/**
 * A script the page has run (not one only fetched ahead): its path, the bytes it took off the
 * network (0 from the cache) and when the page asked for it (ms since navigation).
 */
export type ScriptRun = {path: string; bytes: number; askedAt: number};

/** The scripts the page has run, in the order they were fetched, from its resource timing entries. */
export function scriptsRun(page: Page): Promise<ScriptRun[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        bytes: (entry as PerformanceResourceTiming).transferSize,
        askedAt: entry.startTime,
      })),
  );
}

/** Makes the page's navigator.connection report `connection` (say {effectiveType: '2g', saveData: false}). */
export async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {get: () => value, configurable: true});
  }, connection);
}

/** Opens a path, moves the pointer over it and waits until its scripts have hydrated it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  // Hydration, not the load event (which also waits for every picture), is when the page is ready.
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  await startScripts(page);
}

/**
 * Does what takes the reader to another page (a click, a key press) and waits until that page
 * has replaced the one before. The router changes the address (and the canonical link, which
 * follows it) at once, but keeps the old page on screen until the new page's scripts have
 * loaded; a second click in that moment lands on the old page. Each page sets its own title as
 * it renders, so the new page is there when the title has changed.
 */
export async function navigate(page: Page, action: () => Promise<void>, pagePath: string): Promise<void> {
  const titleBefore = await page.title();
  await action();
  await expect(page).toHaveURL(pagePath);
  await expect(page).not.toHaveTitle(titleBefore);
}
