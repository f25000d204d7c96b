import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import type {Page} from '@playwright/test';

export const buildDir = path.resolve(__dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');
/** The site's own origin, as docusaurus.config.ts gives it (canonical URLs start with it). */
const siteUrl = 'https://docs.spacescan.io';
export const testPagesOrigin = 'http://127.0.0.1:3211';

/** The path of every page in the built sitemap, in sitemap order. */
export function sitemapPaths(dir: string = buildDir): string[] {
  const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** Opens a path and waits until React has hydrated the page. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/**
 * Waits until the address bar shows `pagePath` and the page for it has replaced the one before.
 * After a click on a link the router changes the address at once but keeps the old page on
 * screen until the new one's scripts have loaded; a second click in that moment lands on the
 * old page. The new page is there when its canonical URL (set as it renders) names its path.
 */
export async function expectPageAt(page: Page, pagePath: string): Promise<void> {
  await expect(page).toHaveURL(pagePath);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${pagePath}`);
}
