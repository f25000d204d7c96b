// The site's Content-Security-Policy (issue 28), defined once. Every built page carries it in a
// <meta http-equiv="Content-Security-Policy"> at the top of its <head> (GitHub Pages cannot send
// response headers), written after the build by ./index.ts with the hashes of that page's own
// inline scripts and style attributes, so that a script that ever got into a page (a compromised
// dependency, a pasted component) can neither run inline nor send the reader's API key anywhere
// but to the API.
//
// A policy in a <meta> ignores frame-ancestors, report-uri and sandbox, so none is set: nothing here
// relies on them.
import {createHash} from 'node:crypto';
import type {ApiPage} from '../../api/catalogue/types';

/** A hash source: the SHA-256 of an inline script or style attribute, base64. */
export type Hash = `'sha256-${string}'`;
/** An origin the policy names: scheme and host, no path. */
export type HostSource = `https://${string}`;
export type Source = "'self'" | "'none'" | "'unsafe-hashes'" | 'data:' | Hash | HostSource;

/** The directives the site sets, in the order they are written. */
export const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'connect-src',
  'object-src',
  'base-uri',
  'form-action',
] as const;
export type Directive = (typeof DIRECTIVES)[number];
export type Policy = {readonly [D in Directive]: readonly Source[]};

/** What one page's policy is made from. */
export type PageSources = {
  /** The hashes of the page's inline scripts, each a script ./inline-scripts.ts knows. */
  scriptHashes: readonly Hash[];
  /** The hashes of the page's style attributes, and of those its inline scripts write. */
  styleAttributeHashes: readonly Hash[];
  /** The API hosts the catalogue documents (documentedApiHosts). */
  apiHosts: readonly HostSource[];
};

/** The page's policy. */
export function pagePolicy({scriptHashes, styleAttributeHashes, apiHosts}: PageSources): Policy {
  return {
    // Anything the other directives do not name (fonts, frames, manifests, media, workers,
    // prefetches) comes from the site itself or not at all.
    'default-src': ["'self'"],
    // The site's own bundles, and the page's inline scripts by hash: never 'unsafe-inline' or
    // 'unsafe-eval', so an inline script the build did not write, an inline event handler
    // (onclick=…), a javascript: URL or eval() does not run.
    'script-src': ["'self'", ...unique(scriptHashes)],
    // Stylesheets from the site only: neither the built HTML nor a script adds a <style> element
    // (the build stops on one). Style attributes only by hash: React writes a component's `style` prop into the built HTML as an
    // attribute (the hidden SVG sprite of Docusaurus's icons, text for screen readers only, the
    // colours of the guides' diagrams), and Docusaurus's base-URL banner writes some in the HTML it
    // inserts. Matching an attribute by hash takes 'unsafe-hashes' (CSP 3): it applies to the
    // hashes listed here and to nothing else. In the browser React sets styles through the CSSOM
    // (element.style), which no policy governs, so moving between pages needs no more hashes.
    'style-src': ["'self'", ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'" as const, ...unique(styleAttributeHashes)] : [])],
    // The site's pictures; data: for the small SVG icons Infima's stylesheet holds as data URLs.
    'img-src': ["'self'", 'data:'],
    // The site's own files (the search index, Markdown twins) and the API hosts the Try it console
    // sends the reader's request (and key) to: nothing else can be reached with fetch, a beacon or
    // a WebSocket.
    'connect-src': ["'self'", ...unique(apiHosts)],
    'object-src': ["'none'"],
    // A <base> injected into a page cannot point its relative addresses elsewhere.
    'base-uri': ["'self'"],
    // A form injected into a page cannot post what it collects to another host.
    'form-action': ["'self'"],
  };
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The policy as the content of its <meta>: `default-src 'self'; script-src 'self' 'sha256-…'; …`. */
export function serialisePolicy(policy: Policy): string {
  return DIRECTIVES.map((directive) => [directive, ...policy[directive]].join(' ')).join('; ');
}

/** A written policy read back: each directive's sources, by name (lower case). */
export function parsePolicy(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The hash source of an inline script's text or a style attribute's value, as the browser computes it. */
export function sha256(text: string): Hash {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Every host the catalogue documents for a call (api/catalogue: each call's `hosts`, which follow
 * from its access), in a stable order. The Try it console sends only to these. Throws when a host
 * is not an https origin, which connect-src could not name as it is.
 */
export function documentedApiHosts(pages: readonly ApiPage[]): HostSource[] {
  const hosts = new Set(pages.flatMap((page) => page.calls.flatMap((call) => Object.values(call.hosts))));
  return [...hosts].sort().map((host) => {
    if (!/^https:\/\/[a-z0-9.-]+$/.test(host)) {
      throw new Error(
        `content-security-policy: the catalogue documents the host "${host}", which is not an https origin (https://name, no path). Fix the host in api/catalogue/groups.ts.`,
      );
    }
    return host as HostSource;
  });
}
