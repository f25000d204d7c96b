// The API changelog as the build writes it (api/catalogue/changelog-page.ts): its page, its
// Markdown twin and its RSS and Atom feeds, read from build/.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {apiChangelog} from '../../api/catalogue/changelog';
import {entryHeading} from '../../api/catalogue/changelog-page';
import {buildDir} from '../support/site';

const siteUrl = 'https://docs.spacescan.io';

test.describe('the built page, its twin and its feeds', () => {
  const built = (file: string): string => readFileSync(path.join(buildDir, file), 'utf8');

  test("the page has a heading per entry, under the entry's date, and links each named call and row", () => {
    const $ = cheerio.load(built('api/changelog.html'));
    const headings = $('article h2').toArray();
    expect(headings.map((h) => $(h).attr('id'))).toEqual(apiChangelog.map((entry) => entry.date));
    expect(
      headings.map((h) =>
        $(h)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
      ),
    ).toEqual(apiChangelog.map(entryHeading));
    expect($('article a[href="/api/block/transactions#response-confirmed_transactions-token_coins"]').text()).toBe(
      'confirmed_transactions.token_coins',
    );
    expect($('article a[href="/api/cat/activity#parameter-asset_id"]').text()).toBe('asset_id');
    // A call that is gone is named, not linked.
    expect($('article li:contains("GET /cats")').first().find('a code:contains("GET /cats")')).toHaveLength(0);
    expect($('head link[rel="alternate"][type="application/rss+xml"][href="/api/changelog-rss.xml"]')).toHaveLength(1);
    expect($('head link[rel="alternate"][type="application/atom+xml"][href="/api/changelog-atom.xml"]')).toHaveLength(1);
    // Every page's head links them, as it links the blog's feeds.
    expect(cheerio.load(built('docs/intro.html'))('head link[rel="alternate"][href="/api/changelog-rss.xml"]')).toHaveLength(1);
  });

  test('the Markdown twin holds every entry with absolute links', () => {
    const twin = built('api/changelog.md');
    for (const entry of apiChangelog) expect(twin).toContain(`## ${entryHeading(entry)}`);
    expect(twin).toContain(`[\`GET /block/peak\`](${siteUrl}/api/block/peak)`);
    expect(twin).toContain(`[RSS](${siteUrl}/api/changelog-rss.xml)`);
  });

  test('the RSS feed has an item per entry, newest first, each linking its entry and the calls it names', () => {
    const $ = cheerio.load(built('api/changelog-rss.xml'), {xml: true});
    expect($('rss > channel > link').text()).toBe(`${siteUrl}/api/changelog`);
    expect($('rss > channel > atom\\:link').attr('href')).toBe(`${siteUrl}/api/changelog-rss.xml`);
    const items = $('channel > item').toArray();
    expect(items.map((item) => $(item).find('link').text())).toEqual(apiChangelog.map((entry) => `${siteUrl}/api/changelog#${entry.date}`));
    expect($(items[0]).find('pubDate').text()).toBe('Wed, 25 Nov 2026 00:00:00 GMT');
    const html = cheerio.load($(items[0]).find('description').text());
    expect(html(`a[href="${siteUrl}/api/block/transactions#response-confirmed_transactions-token_coins"] code`).text()).toBe(
      'confirmed_transactions.token_coins',
    );
  });

  test('the Atom feed has an entry per changelog entry, with its id, date and content', () => {
    const $ = cheerio.load(built('api/changelog-atom.xml'), {xml: true});
    expect($('feed > id').text()).toBe(`${siteUrl}/api/changelog`);
    expect($('feed > updated').text()).toBe(`${apiChangelog[0]?.date}T00:00:00Z`);
    const entries = $('feed > entry').toArray();
    expect(entries.map((entry) => $(entry).find('id').text())).toEqual(
      apiChangelog.map((entry) => `${siteUrl}/api/changelog#${entry.date}`),
    );
    const content = cheerio.load($(entries[2]).find('content').text());
    expect(content(`a[href="${siteUrl}/api/address/xch_historical_balance"] code`).text()).toBe(
      'GET /address/xch-historical-balance/{address}',
    );
  });
});
