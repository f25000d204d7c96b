// The API changelog (api/catalogue/changelog.ts) as the site shows it: the MDX of /api/changelog
// (written by `npm run generate:api`, checked by the build like the endpoint pages), its RSS and
// Atom feeds (written after the build, plugins/api-catalogue.ts), and the checks every entry must
// pass first. Each change links the call's page and, where it names one, the row of the parameter,
// response field or error; a call or row that no longer exists is named without a link.
import {formatDate} from '../../shared/dates';
import {fieldAnchor, parameterAnchor, statusAnchor} from '../../shared/anchors';
import {apiHosts} from './groups';
import {pageParams} from './page-params';
import {GENERATED_MARK, mdxText} from './render';
import type {ApiCall, ApiChange, ApiChangelogEntry, ApiPage, CallName, ChangeKind} from './types';

export const CHANGELOG_DOC = 'changelog';
export const CHANGELOG_TITLE = 'API changelog';
export const CHANGELOG_DESCRIPTION =
  'What changed in the Spacescan API, newest first: calls, parameters, response fields, hosts and errors that were added, changed, deprecated or removed.';
/** The feeds, beside the page in the build: /api/changelog-rss.xml and /api/changelog-atom.xml. */
export const changelogFeedFiles = {rss: 'changelog-rss.xml', atom: 'changelog-atom.xml'} as const;

const kindLabel: Record<ChangeKind, string> = {added: 'Added', changed: 'Changed', deprecated: 'Deprecated', removed: 'Removed'};

interface FoundCall {
  page: ApiPage;
  call: ApiCall;
  /** What the rows of the call start their ids with, on a page of several calls. */
  prefix: string;
  /** The call's place: its page, and its heading on a page of several calls. */
  href: string;
}

/** The call a changelog names by method and path: the current call where an older one shares them. */
export function findCall(pages: readonly ApiPage[], name: CallName): FoundCall | undefined {
  const matches = pages.flatMap((page) =>
    page.calls.filter((call) => `${call.method} ${call.path}` === name).map((call) => ({page, call})),
  );
  const found = matches.find(({call}) => !call.legacy) ?? matches[0];
  if (found === undefined) return undefined;
  const anchor = found.call.id.split('#')[1];
  return {...found, prefix: anchor ? `${anchor}-` : '', href: `/api/${found.page.doc}${anchor ? `#${anchor}` : ''}`};
}

/** The id of the row a change names on its call's page, or undefined when the page has no such row. */
export function rowAnchor(change: ApiChange, found: FoundCall): string | undefined {
  const {call, prefix} = found;
  const name = change.name;
  if (name === undefined) return undefined;
  switch (change.subject) {
    case 'parameter':
      return pageParams(call).some((param) => param.name === name) ? parameterAnchor(name, prefix) : undefined;
    case 'response field': {
      const holds = call.responseFields.some(
        (field) => field.name === name || field.name.startsWith(`${name}.`) || field.name.startsWith(`${name}[]`),
      );
      return holds ? fieldAnchor('response', name, prefix) : undefined;
    }
    case 'error': {
      const index = call.errors.findIndex((error) => String(error.status) === name);
      return index < 0 ? undefined : statusAnchor(call.errors[index]?.status ?? null, index, prefix);
    }
    default:
      return undefined;
  }
}

/** The id of an entry's heading, and of its item in the feeds: its date. */
export const entryAnchor = (entry: ApiChangelogEntry): string => entry.date;
export const entryHeading = (entry: ApiChangelogEntry): string => `${formatDate(`${entry.date}T00:00:00Z`, 'long')}: ${entry.title}`;

/** One change as its parts: what it touches, linked where the page has it, and what it says. */
interface ChangeParts {
  kind: string;
  /** `[subject, name, href?]` for the row, then `[call, href?]`; absent parts are left out. */
  row?: {subject: string; name: string; href?: string};
  call?: {name: string; href?: string};
  text: string;
}

function partsOf(change: ApiChange, pages: readonly ApiPage[]): ChangeParts {
  const found = change.call === undefined ? undefined : findCall(pages, change.call);
  const callPart =
    change.call === undefined
      ? undefined
      : {name: change.call, href: change.kind === 'removed' && change.subject === 'call' ? undefined : found?.href};
  if (change.subject === 'call') return {kind: kindLabel[change.kind], call: callPart, text: change.text};
  const anchor = found === undefined || change.kind === 'removed' ? undefined : rowAnchor(change, found);
  const pageHref = found === undefined ? undefined : `/api/${found.page.doc}`;
  return {
    kind: kindLabel[change.kind],
    row: {
      subject: change.subject,
      name: change.name ?? '',
      href: anchor === undefined || pageHref === undefined ? undefined : `${pageHref}#${anchor}`,
    },
    call: callPart ?? {name: 'every call'},
    text: change.text,
  };
}

/** One change as a Markdown list item: `- **Added** parameter [`page`](/api/…#parameter-page) of [`GET /tokens`](/api/cat/list): …`. */
function changeMarkdown(change: ApiChange, pages: readonly ApiPage[]): string {
  const parts = partsOf(change, pages);
  const code = (name: string, href?: string): string => (href === undefined ? `\`${name}\`` : `[\`${name}\`](${href})`);
  const call = parts.call === undefined ? '' : parts.call.name === 'every call' ? 'every call' : code(parts.call.name, parts.call.href);
  const what = parts.row === undefined ? `call ${call}` : `${parts.row.subject} ${code(parts.row.name, parts.row.href)} of ${call}`;
  return `- **${parts.kind}** ${what}: ${mdxText(parts.text)}`;
}

/** The MDX of /api/changelog. */
export function renderChangelogPage(entries: readonly ApiChangelogEntry[], pages: readonly ApiPage[]): string {
  const lines = [
    '---',
    `title: ${JSON.stringify(CHANGELOG_TITLE)}`,
    `description: ${JSON.stringify(CHANGELOG_DESCRIPTION)}`,
    'sidebar_label: "Changelog"',
    'displayed_sidebar: apiSidebar',
    'toc_max_heading_level: 2',
    '---',
    '',
    `{/* ${GENERATED_MARK} from api/catalogue/changelog.ts. Edit that file, then run \`npm run generate:api\`. */}`,
    '',
    "import ApiChangelogFeeds from '@site/src/components/ApiChangelogFeeds';",
    '',
    'What changed in the Spacescan API, newest first. Each entry is dated with the day the change reached the Spacescan API documentation, and names the calls it touches, linked to their pages and rows. A call or field that is gone is named without a link.',
    '',
    `<ApiChangelogFeeds rss="/api/${changelogFeedFiles.rss}" atom="/api/${changelogFeedFiles.atom}" />`,
    '',
  ];
  for (const entry of entries) {
    lines.push(
      `## ${mdxText(entryHeading(entry))} \\{#${entryAnchor(entry)}\\}`,
      '',
      ...entry.changes.map((change) => changeMarkdown(change, pages)),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------------------------------------
// Feeds.

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text with `code` spans as HTML. */
const inlineHtml = (text: string): string =>
  text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? `<code>${xml(part.slice(1, -1))}</code>` : xml(part)))
    .join('');

/** One change as an HTML list item, its links absolute (`siteBase` is the site's URL with its base, without the final slash). */
function changeHtml(change: ApiChange, pages: readonly ApiPage[], siteBase: string): string {
  const parts = partsOf(change, pages);
  const code = (name: string, href?: string): string =>
    href === undefined ? `<code>${xml(name)}</code>` : `<a href="${xml(siteBase + href)}"><code>${xml(name)}</code></a>`;
  const call = parts.call === undefined ? '' : parts.call.name === 'every call' ? 'every call' : code(parts.call.name, parts.call.href);
  const what = parts.row === undefined ? `call ${call}` : `${xml(parts.row.subject)} ${code(parts.row.name, parts.row.href)} of ${call}`;
  return `<li><strong>${parts.kind}</strong> ${what}: ${inlineHtml(parts.text)}</li>`;
}

export const entryHtml = (entry: ApiChangelogEntry, pages: readonly ApiPage[], siteBase: string): string =>
  `<ul>${entry.changes.map((change) => changeHtml(change, pages, siteBase)).join('')}</ul>`;

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An entry's date as RSS writes it (RFC 822): `Wed, 25 Nov 2026 00:00:00 GMT`. */
function rfc822(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${weekdays[day.getUTCDay()]}, ${String(day.getUTCDate()).padStart(2, '0')} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()} 00:00:00 GMT`;
}

export interface FeedSite {
  /** The site's URL with its base URL, without the final slash: `https://docs.spacescan.io`. */
  siteBase: string;
  copyright: string;
}

/** The RSS 2.0 feed of the changelog. */
export function changelogRss(entries: readonly ApiChangelogEntry[], pages: readonly ApiPage[], site: FeedSite): string {
  const page = `${site.siteBase}/api/${CHANGELOG_DOC}`;
  const items = entries.map(
    (entry) =>
      `    <item>\n      <title>${xml(entryHeading(entry))}</title>\n      <link>${xml(`${page}#${entryAnchor(entry)}`)}</link>\n      <guid isPermaLink="false">${xml(`${page}#${entryAnchor(entry)}`)}</guid>\n      <pubDate>${rfc822(entry.date)}</pubDate>\n      <description>${xml(entryHtml(entry, pages, site.siteBase))}</description>\n    </item>`,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>Spacescan ${CHANGELOG_TITLE}</title>`,
    `    <link>${xml(page)}</link>`,
    `    <description>${xml(CHANGELOG_DESCRIPTION)}</description>`,
    '    <language>en</language>',
    `    <copyright>${xml(site.copyright)}</copyright>`,
    ...(entries[0] ? [`    <lastBuildDate>${rfc822(entries[0].date)}</lastBuildDate>`] : []),
    `    <atom:link href="${xml(`${site.siteBase}/api/${changelogFeedFiles.rss}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The Atom feed of the changelog. */
export function changelogAtom(entries: readonly ApiChangelogEntry[], pages: readonly ApiPage[], site: FeedSite): string {
  const page = `${site.siteBase}/api/${CHANGELOG_DOC}`;
  const items = entries.map(
    (entry) =>
      `  <entry>\n    <title>${xml(entryHeading(entry))}</title>\n    <id>${xml(`${page}#${entryAnchor(entry)}`)}</id>\n    <link href="${xml(`${page}#${entryAnchor(entry)}`)}"/>\n    <updated>${entry.date}T00:00:00Z</updated>\n    <content type="html">${xml(entryHtml(entry, pages, site.siteBase))}</content>\n  </entry>`,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>Spacescan ${CHANGELOG_TITLE}</title>`,
    `  <subtitle>${xml(CHANGELOG_DESCRIPTION)}</subtitle>`,
    `  <id>${xml(page)}</id>`,
    `  <link href="${xml(page)}"/>`,
    `  <link href="${xml(`${site.siteBase}/api/${changelogFeedFiles.atom}`)}" rel="self" type="application/atom+xml"/>`,
    `  <updated>${entries[0]?.date ?? '1970-01-01'}T00:00:00Z</updated>`,
    '  <author>\n    <name>Spacescan</name>\n  </author>',
    `  <rights>${xml(site.copyright)}</rights>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Checks: a writer's mistake in the changelog stops the build with file:line and the fix.

export interface ChangelogMistake {
  /** Which entry (its index) and which change of it (its index), for the line. */
  entry: number;
  change?: number;
  problem: string;
  fix: string;
}

const isDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** Whether a change removes what `change` names (the same call, and the same row or the whole call). */
const removes = (later: ApiChange, change: ApiChange): boolean =>
  later.kind === 'removed' &&
  later.call === change.call &&
  (later.subject === 'call' || (later.subject === change.subject && later.name === change.name));

/**
 * Every mistake of the changelog: dates that are not days, in the future or out of order, two
 * entries on one day, an empty entry, and a change that names a call or a row the catalogue does
 * not have (unless that entry or a later one removes it).
 */
export function checkChangelog(entries: readonly ApiChangelogEntry[], pages: readonly ApiPage[], today: string): ChangelogMistake[] {
  const mistakes: ChangelogMistake[] = [];
  const hosts = new Set<string>(Object.values(apiHosts));
  entries.forEach((entry, i) => {
    if (!isDate(entry.date))
      mistakes.push({
        entry: i,
        problem: `The date "${entry.date}" is not a day written YYYY-MM-DD`,
        fix: 'Write the day the change reached the documentation, such as 2026-11-25',
      });
    else if (entry.date > today)
      mistakes.push({
        entry: i,
        problem: `The entry is dated ${entry.date}, after today (${today})`,
        fix: 'Date it the day the change is published, today or earlier',
      });
    const previous = entries[i - 1];
    if (previous !== undefined && entry.date >= previous.date) {
      mistakes.push({
        entry: i,
        problem:
          entry.date === previous.date
            ? `Two entries are dated ${entry.date}`
            : `The entry of ${entry.date} comes after the entry of ${previous.date}`,
        fix: entry.date === previous.date ? 'Put the changes of one day in one entry' : 'Keep the entries newest first',
      });
    }
    if (entry.title.trim() === '') mistakes.push({entry: i, problem: 'The entry has no title', fix: 'Say in a few words what changed'});
    if (entry.changes.length === 0)
      mistakes.push({entry: i, problem: 'The entry lists no change', fix: 'Add its changes, or remove the entry'});
    // A later entry comes first in the list: the ones before this one, and this one itself.
    const laterChanges = entries.slice(0, i + 1).flatMap((e) => e.changes);
    entry.changes.forEach((change, j) => {
      const add = (problem: string, fix: string): void => void mistakes.push({entry: i, change: j, problem, fix});
      if (change.text.trim() === '') add('The change says nothing', 'Say what changed, for a reader who calls the API');
      if (change.subject === 'host') {
        if (change.name === undefined) add('The host change names no host', "Give the host's URL as its name");
        else if (change.kind !== 'removed' && !hosts.has(change.name))
          add(`The host ${change.name} is not a host of the API (api/catalogue/groups.ts)`, `Name one of ${[...hosts].join(', ')}`);
        return;
      }
      if (change.call === undefined) {
        add(`A ${change.subject} change names no call`, "Add the call, its method and path, such as call: 'GET /block/peak'");
        return;
      }
      if (change.subject !== 'call' && change.name === undefined)
        add(
          `The ${change.subject} change names no ${change.subject}`,
          `Add its name, such as name: '${change.subject === 'error' ? '404' : 'page'}'`,
        );
      const gone = laterChanges.some((later) => removes(later, change));
      const found = findCall(pages, change.call);
      if (found === undefined) {
        if (!gone)
          add(
            `The catalogue has no call ${change.call}`,
            "Write the method and path as the call's page shows them, or add an entry (this one or a later one) that removes the call",
          );
        return;
      }
      if (change.subject !== 'call' && change.name !== undefined && rowAnchor(change, found) === undefined && !gone) {
        add(
          `The page of ${change.call} has no ${change.subject} ${change.name}`,
          `Name a ${change.subject} of ${found.page.doc} as its page lists it, or add an entry that removes it`,
        );
      }
    });
  });
  return mistakes;
}

/** The line of the changelog's source a mistake is on: its entry's date, or its change's `kind:`. */
export function changelogLine(source: string, mistake: ChangelogMistake, entries: readonly ApiChangelogEntry[]): number {
  const lines = source.split('\n');
  // The entries are found in order, so that a date written twice finds each entry in turn.
  let at = lines.findIndex((line) => /apiChangelog\b/.test(line));
  for (let i = 0; i <= mistake.entry; i += 1) {
    const date = entries[i]?.date ?? '';
    const next = lines.findIndex((line, n) => n > at && line.includes(`date: '${date}'`));
    if (next < 0) return Math.max(1, at + 1);
    at = next;
  }
  if (mistake.change === undefined) return at + 1;
  let seen = -1;
  for (let n = at + 1; n < lines.length; n += 1) {
    for (const _ of (lines[n] ?? '').matchAll(/\bkind:/g)) {
      seen += 1;
      if (seen === mistake.change) return n + 1;
    }
  }
  return at + 1;
}
