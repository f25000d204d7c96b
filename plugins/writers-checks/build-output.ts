import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {nearest, parseMistakeLine, type Mistake} from '../../shared/mistake';
import type {BuildReport} from './report';

// Reads the mistakes out of what a failed `docusaurus build` printed: the lines our own hooks
// threw, and Docusaurus's own reports (MDX syntax errors, files a page imports that do not exist,
// broken links and anchors, pages at one URL, sidebars naming docs that do not exist), each
// turned into `file:line: problem. Fix: fix` with the source file behind a page's URL.
// The formats are those of Docusaurus 3.10; tests/unit/writers-build-output.test.ts feeds them
// the real messages.

export type OutputContext = {
  siteDir: string;
  report: BuildReport;
  /** The HTML of a built page, by route (for the headings a broken anchor could have meant). */
  readPage: (route: string) => string | undefined;
};

/** The output without colours, indentation, and the bundler's box drawing at the start of lines. */
export function plainOutput(text: string): string {
  return stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.replace(/^[\s│╰─▶×]+/, '').trimEnd())
    .join('\n');
}

const toPosix = (file: string) => file.split(path.sep).join('/');

// ---------------------------------------------------------------------------------------------
// Our own lines, wherever they appear (thrown by a hook, inside the bundler's or Docusaurus's report).

function ownLines(text: string): Mistake[] {
  return text.split('\n').flatMap((line) => {
    const mistake = parseMistakeLine(line.replace(/^\s*(?:Error:\s*|Cause:\s*)?/, ''));
    return mistake ? [mistake] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// MDX syntax errors.

function syntaxFix(cause: string): string {
  if (/closing tag|end-tag|Unexpected closing slash/i.test(cause)) {
    return 'Close the tag on that line (<div>…</div>, or <img … /> for a tag without content)';
  }
  if (/expression|acorn|brace/i.test(cause)) {
    return 'In MDX, { starts code: close it with }, or write \\{ for a literal brace';
  }
  if (/character .* before name|Unexpected character|tag/i.test(cause)) {
    return 'In MDX, < starts a tag: write &lt; for a literal <, or close the tag';
  }
  return 'Correct the MDX on that line: { and < start code and tags; write \\{ and &lt; for the characters themselves';
}

function mdxSyntaxErrors(text: string, siteDir: string): Mistake[] {
  const blocks = text.split(/(?=MDX compilation failed for file ")/).slice(1);
  return blocks.flatMap((block): Mistake[] => {
    const file = /^MDX compilation failed for file "([^"]+)"/.exec(block)?.[1];
    const cause = /\nCause: (.*)/.exec(block)?.[1]?.trim();
    if (file === undefined || cause === undefined || parseMistakeLine(cause)) return [];
    const details = block.slice(block.indexOf('\nDetails:'));
    const line = Number(/"line": (\d+)/.exec(details)?.[1] ?? /\((\d+):\d+/.exec(cause)?.[1] ?? 1);
    return [
      {
        file: toPosix(path.relative(siteDir, file)),
        line,
        problem: `MDX cannot read this line: ${cause.replace(/\.$/, '')}`,
        fix: syntaxFix(cause),
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// A file a page imports that does not exist (the bundler's "Module not found").

const sourceExtensions = /\.(mdx?|tsx?|jsx?)$/;

function missingModules(text: string, siteDir: string): Mistake[] {
  return [...text.matchAll(/Module not found: Can't resolve '([^']+)' in '([^']+)'/g)].flatMap((match): Mistake[] => {
    const [, specifier = '', folder = ''] = match;
    if (!existsSync(folder)) return [];
    const files = readdirSync(folder).filter((name) => sourceExtensions.test(name));
    for (const name of files) {
      const content = readFileSync(path.join(folder, name), 'utf8');
      const offset = content.search(new RegExp(`from\\s+['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`));
      if (offset < 0) continue;
      const target = path.resolve(folder, specifier);
      const suggestion = existsSync(path.dirname(target)) ? nearest(path.basename(target), readdirSync(path.dirname(target))) : undefined;
      return [
        {
          file: toPosix(path.relative(siteDir, path.join(folder, name))),
          line: content.slice(0, offset).split('\n').length,
          problem: `The import of ${specifier} names a file that does not exist`,
          fix: suggestion
            ? `Import ${path.posix.join(path.posix.dirname(specifier), suggestion)} (the nearest file there), or add the file`
            : 'Correct the path, or add the file',
        },
      ];
    }
    return [];
  });
}

// ---------------------------------------------------------------------------------------------
// Broken links and anchors: Docusaurus names the page; find the file and line that hold the link.

type BrokenLink = {page: string; link: string; target: string; anchor: boolean};

export function brokenLinksIn(text: string): BrokenLink[] {
  const found: BrokenLink[] = [];
  for (const block of text.matchAll(/- Broken (link|anchor) on source page path = (.+?):\n((?:\s*-> linking to .+(?:\n|$))+)/g)) {
    const [, kind = '', page = '', lines = ''] = block;
    for (const line of lines.matchAll(/-> linking to (\S+)(?: \(resolved as: (\S+)\))?/g)) {
      const [, link = '', resolved] = line;
      found.push({page, link, target: resolved ?? link, anchor: kind === 'anchor'});
    }
  }
  return found;
}

/** Every link target written in a file, with its line. */
function linkTargets(text: string): {target: string; line: number}[] {
  const patterns = [
    /\]\(\s*<?([^)\s>]+)/g, // [text](target)
    /^\s*\[[^\]]+\]:\s*<?([^\s>]+)/gm, // [label]: target
    /\b(?:href|to)\s*=\s*\{?\s*["'`]([^"'`]+)["'`]/g, // <a href="…">, <Link to="…">
    /\b(?:href|to|link)\s*:\s*["'`]([^"'`]+)["'`]/g, // {to: '…'} in TypeScript
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({target: match[1] ?? '', line: text.slice(0, match.index).split('\n').length})),
  );
}

const pathOf = (url: string) => url.replace(/[?#].*$/, '');
const hashOf = (url: string) => /#(.*)$/.exec(url)?.[1] ?? '';
const lastSegment = (url: string) => (pathOf(url).split('/').pop() ?? '').replace(/\.mdx?$/, '');

/** How surely a written link target is the one Docusaurus reported (0: not it). */
function matchScore(written: string, broken: BrokenLink): number {
  if (written === broken.link || written === broken.target) return 4;
  const sameHash = hashOf(written) !== '' && hashOf(written) === hashOf(broken.target);
  const samePage = lastSegment(written) !== '' && lastSegment(written) === lastSegment(broken.target);
  if (sameHash && (samePage || pathOf(written) === '')) return 3;
  if (samePage && !broken.anchor && hashOf(written) === hashOf(broken.target)) return 2;
  if (sameHash) return 1;
  return 0;
}

/** The source files of the site's folders (components, partials and pages alike), listed once. */
let siteFiles: string[] | undefined;

function sourceFiles(siteDir: string): string[] {
  siteFiles ??= ['src', 'docs', 'blog', 'api'].flatMap((folder) => {
    const full = path.join(siteDir, folder);
    if (!existsSync(full)) return [];
    return readdirSync(full, {recursive: true, encoding: 'utf8'})
      .filter((name) => sourceExtensions.test(name))
      .map((name) => toPosix(path.join(folder, name)));
  });
  return siteFiles;
}

/** The files where a link may be written, the page's own source first. */
function candidateFiles(siteDir: string, report: BuildReport, page: string): string[] {
  const own = report.sources[page] ?? report.sources[page.replace(/\/$/, '')] ?? [];
  const content = Object.values(report.sources).flat();
  return [...new Set([...own, ...content, 'docusaurus.config.ts', ...sourceFiles(siteDir)])];
}

type LinkLocation = {file: string; line: number; written: string};

/** The link targets of each file, read once for all the broken links of a build. */
const targetsByFile = new Map<string, {target: string; line: number}[]>();

function targetsOf(full: string): {target: string; line: number}[] {
  let targets = targetsByFile.get(full);
  if (targets === undefined) {
    targets = existsSync(full) && statSync(full).isFile() ? linkTargets(readFileSync(full, 'utf8')) : [];
    targetsByFile.set(full, targets);
  }
  return targets;
}

function locateLink(siteDir: string, report: BuildReport, broken: BrokenLink): LinkLocation | undefined {
  let best: (LinkLocation & {score: number}) | undefined;
  for (const file of candidateFiles(siteDir, report, broken.page)) {
    for (const {target, line} of targetsOf(path.join(siteDir, file))) {
      const score = matchScore(target, broken);
      if (score > (best?.score ?? 0)) best = {file, line, written: target, score};
    }
    if (best?.score === 4) break;
  }
  return best;
}

/** The ids of a built page's headings, in page order (the minified HTML may leave out quotes). */
export function pageIds(html: string): string[] {
  const id = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/;
  return [...html.matchAll(/<h[1-6]\b[^>]*>/g)].flatMap((tag) => {
    const match = id.exec(tag[0]);
    const value = match?.[1] ?? match?.[2] ?? match?.[3];
    return value ? [value] : [];
  });
}

function brokenLinkMistake(context: OutputContext, broken: BrokenLink): Mistake {
  const found = locateLink(context.siteDir, context.report, broken);
  const where = {file: found?.file ?? context.report.sources[broken.page]?.[0] ?? 'docusaurus.config.ts', line: found?.line ?? 1};
  const written = found?.written ?? broken.link;
  const resolvedNote = written === broken.target ? '' : ` (which leads to ${broken.target})`;
  const targetPath = pathOf(broken.target);
  const hash = hashOf(broken.target);
  const pageExists = context.report.routes.includes(targetPath);
  if (!broken.anchor || !pageExists) {
    const suggestion = nearest(
      targetPath,
      context.report.routes.filter((route) => !route.endsWith('.html')),
    );
    return {
      ...where,
      problem: `The link ${written}${resolvedNote} goes to no page`,
      fix: suggestion
        ? `Link to ${suggestion}${hash ? `#${hash}` : ''} (the nearest page), or to another page of build/sitemap.xml`
        : 'Link to an existing page (build/sitemap.xml lists them), by its URL such as /docs/intro or its file such as ./Farming.mdx',
    };
  }
  const ids = pageIds(context.readPage(targetPath) ?? '');
  const suggestion = nearest(decodeURIComponent(hash), ids);
  const listed = ids
    .slice(0, 8)
    .map((id) => `#${id}`)
    .join(', ');
  return {
    ...where,
    problem: `The link ${written}${resolvedNote} goes to a heading that ${targetPath} does not have`,
    fix: suggestion
      ? `Link to ${targetPath}#${suggestion} (the nearest heading there)`
      : ids.length > 0
        ? `Link to one of its headings: ${listed}${ids.length > 8 ? ', …' : ''}`
        : `Link to ${targetPath} without the #${hash}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Two routes at one URL, sidebars naming docs that do not exist, content a plugin could not load.

function duplicateRouteMistakes(text: string, report: BuildReport): Mistake[] {
  return [...text.matchAll(/Attempting to create page at (\S+?),? but a page already exists at this route/g)].map((match): Mistake => {
    const route = match[1] ?? '';
    const file = report.sources[route]?.[0];
    return {
      file: file ?? 'docusaurus.config.ts',
      line: 1,
      problem: `The URL ${route} is made twice (a page's slug may match a page the site makes itself, such as /blog/archive or a tag page)`,
      fix: file ? 'Give this page a different slug: in its front matter' : 'Change the route or slug that collides',
    };
  });
}

function sidebarMistakes(text: string, siteDir: string): Mistake[] {
  const match =
    /Invalid sidebar file at "([^"]+)"\.\nThese sidebar document ids do not exist:\n((?:- .+\n)+)\s*Available document ids are:\n((?:- .+(?:\n|$))+)/.exec(
      text,
    );
  if (!match) return [];
  const [, file = '', missing = '', available = ''] = match;
  const ids = (list: string) => [...list.matchAll(/^- (.+)$/gm)].map((m) => m[1]?.trim() ?? '');
  const sidebarFile = toPosix(path.isAbsolute(file) ? path.relative(siteDir, file) : file);
  const content = existsSync(path.join(siteDir, sidebarFile)) ? readFileSync(path.join(siteDir, sidebarFile), 'utf8') : '';
  return ids(missing).map((id): Mistake => {
    const offset = content.search(new RegExp(`['"]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`));
    const suggestion = nearest(id, ids(available));
    return {
      file: sidebarFile,
      line: offset < 0 ? 1 : content.slice(0, offset).split('\n').length,
      problem: `The sidebar lists the doc '${id}', which does not exist`,
      fix: suggestion
        ? `Write '${suggestion}' (the nearest doc id), or create the doc's file`
        : "Create the doc's file, or remove the entry",
    };
  });
}

function contentLoadingMistakes(text: string, siteDir: string): Mistake[] {
  const match =
    /Processing of blog source file path=(\S+) failed/.exec(text) ??
    /Can't process doc metadata for doc at path path=(\S+) in version/.exec(text);
  if (!match) return [];
  const written = match[1] ?? '';
  const candidates = path.isAbsolute(written)
    ? [written]
    : ['blog', 'docs', 'api', '.'].map((folder) => path.join(siteDir, folder, written));
  const file = candidates.find((candidate) => existsSync(candidate)) ?? path.join(siteDir, written);
  const causes = [...text.matchAll(/\[cause\]: (?:\w*Error: )?(.+)/g)].map((m) => m[1]?.trim() ?? '');
  const cause = causes.at(-1) ?? 'Docusaurus could not read this file';
  const field = /"(\w+)"/.exec(cause)?.[1];
  const content = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const offset = field ? content.search(new RegExp(`^${field}\\s*:`, 'm')) : -1;
  return [
    {
      file: toPosix(path.relative(siteDir, file)),
      line: offset < 0 ? 1 : content.slice(0, offset).split('\n').length,
      problem: cause.replace(/\.$/, ''),
      fix: field ? `Correct "${field}" in the front matter` : 'Correct the front matter at the top of the file',
    },
  ];
}

/** Every mistake that a build's output reports. */
export function mistakesFromOutput(output: string, context: OutputContext): Mistake[] {
  targetsByFile.clear();
  siteFiles = undefined;
  const text = plainOutput(output);
  return [
    ...ownLines(text),
    ...mdxSyntaxErrors(text, context.siteDir),
    ...missingModules(text, context.siteDir),
    ...brokenLinksIn(text).map((broken) => brokenLinkMistake(context, broken)),
    ...duplicateRouteMistakes(text, context.report),
    ...sidebarMistakes(text, context.siteDir),
    ...contentLoadingMistakes(text, context.siteDir),
  ];
}
