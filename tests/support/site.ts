import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

export const buildDir = path.resolve(__dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');
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
