// The inline scripts a built page may hold: each one the site knows, with where it comes from,
// what it does and how it is told apart. The policy lists the SHA-256 of each as the page holds it
// (after Docusaurus's HTML minifier), so the text is never copied here;
// these tests only say which script it is. An inline script that is none of these stops the build:
// a Markdown or MDX page, or a component, cannot add one (dev/security.md).

/** An inline script as a page holds it: its text, and where it sits. */
export type InlineScript = {
  text: string;
  /** In <head>. */
  inHead: boolean;
  /** A child of <body> itself, outside the app's root. */
  inBody: boolean;
  /** The classes of its parent element. */
  parentClasses: readonly string[];
  /** The page is a redirect page (a <meta http-equiv="refresh">). */
  onRedirectPage: boolean;
};

/** What the tests of a kind may need to know of the site. */
export type SiteFacts = {baseUrl: string};

export type InlineScriptKind = {
  name: string;
  /** Where the script comes from. */
  from: string;
  /** What it does, and why it has to be inline. */
  does: string;
  /** Whether `script` is this one. */
  is: (script: InlineScript, site: SiteFacts) => boolean;
  /** The style attributes in the HTML the script inserts: the policy has to allow them too. */
  stylesWritten?: (text: string) => string[];
};

/**
 * Whether `text` is the page template's starter: it waits for the first contentful paint, and it is
 * given a list of the site's bundles under the base URL. (Docusaurus's HTML minifier minifies it
 * again, so its exact text is known only from the page.)
 */
function isStarter(text: string, baseUrl: string): boolean {
  const list = /\((\[[^\]]*\])\);?$/.exec(text)?.[1];
  if (list === undefined || !text.includes('"first-contentful-paint"')) return false;
  try {
    const scripts: unknown = JSON.parse(list);
    return (
      Array.isArray(scripts) &&
      scripts.length > 0 &&
      scripts.every((src) => typeof src === 'string' && src.startsWith(`${baseUrl}assets/js/`) && src.endsWith('.js'))
    );
  } catch {
    return false;
  }
}

/** The values of the style attributes in HTML written inside a script's string (quoted either way). */
function styleAttributesIn(text: string): string[] {
  return [...text.matchAll(/style=\\?"([^"\\]*)\\?"/g)].map((match) => match[1] ?? '');
}

export const INLINE_SCRIPTS: readonly InlineScriptKind[] = [
  {
    name: 'colour mode',
    from: "Docusaurus's classic theme (first thing in <body>)",
    does: "sets the colour mode (the reader's saved choice or the system's) and the announcement bar's dismissed state on <html> before the first paint, so the page never flashes in the wrong colours",
    is: (script) => script.inBody && /setAttribute\(["']data-theme["']/.test(script.text),
  },
  {
    name: 'early input',
    from: 'plugins/page-start.ts (page-start/early-input.js), in <head>',
    does: 'holds a click on a control made before the scripts have run, for React to carry out once the page has hydrated, and gives Ctrl+K and "/" to the search box',
    is: (script) => script.inHead && /\bwindow\.__stopHoldingClicks\s*=\s*function\b/.test(script.text),
  },
  {
    name: 'starter',
    from: "plugins/page-start.ts (page-start/start-scripts.js), in <head>: the page template's, with the scripts Docusaurus gives it",
    does: "asks for the runtime and the main bundle once the page is painted (in place of Docusaurus's <script defer> tags)",
    is: (script, site) => script.inHead && isStarter(script.text, site.baseUrl),
  },
  {
    name: 'saved tab choice',
    from: 'src/theme/Tabs (one after each group of tabs that has a groupId)',
    does: 'shows the tab the reader chose for that group on an earlier page before the first paint, so nothing moves when React takes over',
    is: (script) =>
      script.parentClasses.includes('tabs-container') &&
      /localStorage\.getItem\("docusaurus\.tab\./.test(script.text) &&
      script.text.includes('document.currentScript'),
  },
  {
    name: 'base-URL banner',
    from: "Docusaurus (`baseUrlIssueBanner: true`), in the home page's <head>",
    does: 'shows a banner saying the site did not load properly when it is served under another base URL than it was built for (hidden by the stylesheet when it loads)',
    is: (script) => script.inHead && script.text.includes('__docusaurus-base-url-issue-banner'),
    stylesWritten: styleAttributesIn,
  },
  {
    name: 'redirect',
    from: 'plugins/redirects.ts (the body of each redirect page)',
    does: 'sends the reader on to the page that holds the content now, keeping the query and the #fragment (the refresh <meta> would drop the fragment)',
    is: (script) =>
      script.onRedirectPage && /^location\.replace\("[^"\\]*(?:\\.[^"\\]*)*" \+ location\.search \+ location\.hash\);$/.test(script.text),
  },
];

/** The kind `script` is, or undefined for a script the site does not know. */
export function kindOf(script: InlineScript, site: SiteFacts): InlineScriptKind | undefined {
  return INLINE_SCRIPTS.find((kind) => kind.is(script, site));
}
