// A built page as the policy sees it: its inline scripts, its style attributes, its inline event
// handlers, the policy it carries; and the page with its policy written in.
import * as cheerio from 'cheerio';
import {isTag, type Document, type Element, type ParentNode} from 'domhandler';
import type {InlineScript} from './inline-scripts';

/** The page read for its policy. */
export type PageScan = {
  /** Every inline script the browser would run (JSON-LD and other data blocks are not scripts). */
  scripts: InlineScript[];
  /** The text of every <style> element. */
  styleElements: string[];
  /** The value of every style attribute. */
  styleAttributes: string[];
  /** Inline event handlers (`onclick` on <img>): no policy here lets them run. */
  handlers: string[];
  /** The content of each Content-Security-Policy <meta>. */
  policies: string[];
  /** The policy <meta> is the first element of <head>, or the first after <meta charset>. */
  policyFirst: boolean;
};

// The types a <script> runs as (HTML's JavaScript MIME types, modules and import maps); any other
// type is a data block, which the browser neither runs nor checks against the policy.
const RUN_TYPES =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/;

function isRun(script: Element): boolean {
  return RUN_TYPES.test((script.attribs.type ?? '').trim().toLowerCase());
}

const POLICY_META = 'meta[http-equiv="Content-Security-Policy" i]';

type Doc = cheerio.CheerioAPI;

/** Reads a built page. */
export function scanPage(html: string): PageScan {
  return scanDoc(cheerio.load(html));
}

/**
 * Reads a built page already parsed (the post-build pass parses each page once: plugins/post-build),
 * in one walk over its elements, in document order.
 */
export function scanDoc($: Doc): PageScan {
  const scan: PageScan = {scripts: [], styleElements: [], styleAttributes: [], handlers: [], policies: [], policyFirst: false};
  const scripts: Array<{element: Element; inHead: boolean}> = [];
  let onRedirectPage = false;
  let head: Element | undefined;
  const walk = (parent: ParentNode, inHead: boolean): void => {
    for (const node of parent.children) {
      if (!isTag(node)) continue;
      const {name, attribs} = node;
      if (attribs.style !== undefined) scan.styleAttributes.push(attribs.style);
      // `on…` attributes, named with their element: no policy here lets them run.
      for (const attribute of Object.keys(attribs)) if (/^on/i.test(attribute)) scan.handlers.push(`${attribute} on <${name}>`);
      if (name === 'script' && attribs.src === undefined && isRun(node)) scripts.push({element: node, inHead});
      else if (name === 'style') scan.styleElements.push($(node).text());
      else if (name === 'meta') {
        const equiv = attribs['http-equiv']?.toLowerCase();
        if (equiv === 'refresh') onRedirectPage = true;
        if (equiv === 'content-security-policy') scan.policies.push(attribs.content ?? '');
      } else if (name === 'head') head ??= node;
      walk(node, inHead || name === 'head');
    }
  };
  walk($.root()[0] as Document, false);
  scan.scripts = scripts.map(({element, inHead}) => {
    const parent = element.parent as Element | null;
    return {
      text: $(element).text(),
      inHead,
      inBody: parent?.name === 'body',
      parentClasses: (parent?.attribs?.class ?? '').split(/\s+/).filter(Boolean),
      onRedirectPage,
    };
  });
  // Whether the policy <meta> opens <head>, after <meta charset> at most.
  const [first, second] = head === undefined ? [] : $(head).children().toArray();
  scan.policyFirst = $(first).is(POLICY_META) || ($(first).is('meta[charset]') && $(second).is(POLICY_META));
  return scan;
}

const LEADING_CHARSET = /^\s*<meta charset=("?)utf-8\1\s*\/?>/i;

/**
 * The page with its policy: a <meta http-equiv="Content-Security-Policy"> first in <head>, right
 * after <meta charset> when the page starts with one. The charset declaration has to sit within the
 * first 1024 bytes, which a policy with its hashes could push it out of; it loads and runs nothing,
 * so nothing comes before the policy that the policy would govern.
 */
export function withPolicy(html: string, policy: string, file: string): string {
  if (/<meta http-equiv=("?)Content-Security-Policy\1/i.test(html)) {
    throw new Error(
      `content-security-policy: ${file} already has a Content-Security-Policy <meta>; a page carries one policy, written once.`,
    );
  }
  if (/["&<>]/.test(policy))
    throw new Error(`content-security-policy: the policy of ${file} holds a character an attribute would need escaped: ${policy}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head === null) throw new Error(`content-security-policy: ${file} has no <head> to put its policy in.`);
  const afterHead = head.index + head[0].length;
  const charset = LEADING_CHARSET.exec(html.slice(afterHead));
  const at = charset === null ? afterHead : afterHead + charset[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}
