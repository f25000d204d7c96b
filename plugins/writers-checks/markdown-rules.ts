import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {MarkdownHooks} from '@docusaurus/types';
import {formatMistake, nearest, type Mistake} from '../../shared/mistake';

// Rules applied while Markdown and MDX files compile: a link to a file that does not exist, a
// picture that does not exist, a picture without a text alternative, and, in a post, an import
// above the truncate marker of what only the text below it uses. A first remark plugin
// checks the pictures as the writer wrote them, Docusaurus's hooks report the broken links and
// pictures, and a last remark plugin stops the file's compilation with all of them, one line
// each. The bundler lists every failing file at the end of the build and never caches one.

/** The name of the file nearest to a missing one, in the folder it was looked for in. */
function nearestFile(missing: string, extensions: RegExp): string | undefined {
  const folder = path.dirname(missing);
  if (!existsSync(folder)) return undefined;
  const names = readdirSync(folder).filter((name) => extensions.test(name));
  return nearest(path.basename(missing), names);
}

/** `./x.mdx` for a file beside `from`, `../y/x.mdx` for one elsewhere. */
function relativeLink(fromFile: string, toFile: string): string {
  const link = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return link.startsWith('.') ? link : `./${link}`;
}

const markdownFiles = /\.mdx?$/;
const imageFiles = /\.(svg|png|jpe?g|gif|webp|avif)$/i;

function brokenLink(siteDir: string, sourceFilePath: string, url: string, line: number): Mistake {
  const target = path.resolve(siteDir, path.dirname(sourceFilePath), decodeURIComponent(url.replace(/[?#].*$/, '')));
  const markdown = markdownFiles.test(target);
  const suggestion = nearestFile(target, markdown ? markdownFiles : /\.[a-z0-9]+$/i);
  const hash = /#.*$/.exec(url)?.[0] ?? '';
  return {
    file: sourceFilePath,
    line,
    problem: `The link ${url} points at ${markdown ? 'a Markdown file' : 'a file'} that does not exist`,
    fix: suggestion
      ? `Link to ${relativeLink(path.join(siteDir, sourceFilePath), path.join(path.dirname(target), suggestion))}${hash} (the nearest file there), or to a page URL such as /docs/intro`
      : 'Link to an existing .md or .mdx file by its path from this file, or to a page URL such as /docs/intro',
  };
}

function brokenPicture(siteDir: string, sourceFilePath: string, url: string, line: number): Mistake {
  const target = url.startsWith('/')
    ? path.join(siteDir, 'static', url)
    : path.resolve(siteDir, path.dirname(sourceFilePath), decodeURIComponent(url));
  const suggestion = url === '' ? undefined : nearestFile(target, imageFiles);
  return {
    file: sourceFilePath,
    line,
    problem: url === '' ? 'The picture has no address' : `The picture ${url} does not exist`,
    fix: suggestion
      ? `Correct the path (the nearest file there is ${suggestion}), or add the file at ${path.relative(siteDir, target)}`
      : `Add the file at ${path.relative(siteDir, target)}, or correct the path`,
  };
}

// The remark plugin: pictures without a text alternative, and imports of files that do not exist.

type MdNode = {
  type: string;
  children?: MdNode[];
  position?: {start: {line: number}};
  alt?: string | null;
  url?: string;
  name?: string | null;
  value?: string;
  attributes?: {type: string; name?: string; value?: unknown}[];
};

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** A JSX attribute's value when it is given and not empty (an expression counts as given). */
function attribute(node: MdNode, name: string): unknown {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (found === undefined) return undefined;
  return typeof found.value === 'string' && found.value.trim() === '' ? undefined : (found.value ?? true);
}

/** Where an import points on disk, for relative and `@site/` imports of a file with an extension. */
function importedFile(siteDir: string, sourceFile: string, specifier: string): string | undefined {
  if (!path.extname(specifier)) return undefined;
  if (specifier.startsWith('@site/')) return path.join(siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(sourceFile), specifier);
  return undefined;
}

/** The mistakes of one compiled Markdown file (exported for the unit tests). */
export function pictureMistakes(tree: MdNode, file: string, siteDir: string): Mistake[] {
  const absolute = path.join(siteDir, file);
  const mistakes: Mistake[] = [];
  const svgComponents = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm' || node.value === undefined) return;
    const firstLine = node.position?.start.line ?? 1;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) {
      const [statement, name = '', specifier = ''] = match;
      const line = firstLine + node.value.slice(0, match.index).split('\n').length - 1;
      if (/\.svg$/i.test(specifier)) svgComponents.add(name);
      const target = importedFile(siteDir, absolute, specifier);
      if (target !== undefined && !existsSync(target)) {
        const suggestion = nearestFile(target, new RegExp(`\\${path.extname(target)}$`, 'i'));
        mistakes.push({
          file,
          line,
          problem: `${statement} imports a file that does not exist`,
          fix: suggestion
            ? `Import ${path.posix.join(path.posix.dirname(specifier), suggestion)} (the nearest file there), or add the file`
            : 'Correct the path, or add the file',
        });
      }
    }
  });
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'image' && (node.alt ?? '').trim() === '') {
      mistakes.push({
        file,
        line,
        problem: `The picture ${node.url ?? ''} has no alt text`,
        fix: `Say what the picture shows between the brackets: ![what it shows](${node.url ?? ''})`,
      });
    }
    const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (isJsx && node.name === 'img' && attribute(node, 'alt') === undefined) {
      mistakes.push({file, line, problem: 'The <img> has no alt text', fix: 'Add alt="<what the picture shows>" to it'});
    }
    if (isJsx && node.name && svgComponents.has(node.name)) {
      const named = ['aria-label', 'aria-labelledby', 'titleId', 'title', 'aria-hidden'].some(
        (name) => attribute(node, name) !== undefined,
      );
      if (!named) {
        mistakes.push({
          file,
          line,
          problem: `The picture <${node.name}> has no text alternative`,
          fix: 'Add aria-label="<what the picture shows>", or titleId="<id>" when the SVG file has its own <title> and <desc>',
        });
      }
    }
  });
  return mistakes;
}

/** Whether a node is the truncate marker of a post (`{/* truncate *\/}`). */
function isTruncateMarker(node: MdNode): boolean {
  return node.type === 'mdxFlowExpression' && /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value ?? '');
}

/**
 * A post's imports above its truncate marker of components it uses only below it (exported for the
 * unit tests). The lists of posts (the blog, each tag, each author) show the part above the marker,
 * and they load everything that part imports: an SVG diagram imported at the top of a post travels
 * in the JavaScript of every list that shows the post, though the list never draws it.
 */
export function truncateImportMistakes(tree: MdNode, file: string): Mistake[] {
  const markerLine = tree.children?.find(isTruncateMarker)?.position?.start.line;
  if (markerLine === undefined) return [];
  const imports: Array<{name: string; statement: string; line: number}> = [];
  const uses = new Map<string, number[]>();
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'mdxjsEsm' && node.value !== undefined && line < markerLine) {
      for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"][^'"]+['"];?/g)) {
        imports.push({name: match[1] ?? '', statement: match[0], line: line + node.value.slice(0, match.index).split('\n').length - 1});
      }
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      uses.set(node.name, [...(uses.get(node.name) ?? []), line]);
    }
  });
  return imports
    .filter(({name}) => {
      const lines = uses.get(name) ?? [];
      return lines.length > 0 && lines.every((line) => line > markerLine);
    })
    .map(({name, statement, line}) => ({
      file,
      line,
      problem: `${statement} sits above the truncate marker, but <${name}> is used only below it: every list of posts that shows this post loads it`,
      fix: `Move the import below {/* truncate */}, just above where <${name}> is used`,
    }));
}

type VFileLike = {path?: string; data?: Record<string, unknown>};

/** The mistakes one compilation found as the file was written, kept on that compilation's file. */
const AS_WRITTEN = 'spacescanMistakesAsWritten';

function mistakesAsWritten(vfile: VFileLike): Mistake[] {
  const found = vfile.data?.[AS_WRITTEN];
  return Array.isArray(found) ? found : [];
}

/**
 * The hooks and the two remark plugins, sharing the mistakes found in each file while it
 * compiles: `beforeDefaultRemarkPlugins` checks the pictures, the hooks add the broken links and
 * pictures, `remarkPlugins` (after Docusaurus's own) throws them all.
 */
export function createMarkdownRules(siteDir: string) {
  const found = new Map<string, Mistake[]>();
  const relative = (vfile: VFileLike) =>
    vfile.path === undefined ? undefined : path.relative(siteDir, vfile.path).split(path.sep).join('/');
  const add = (file: string, mistake: Mistake) => found.set(file, [...(found.get(file) ?? []), mistake]);

  // Kept on the compilation's own file, not by path: a post compiles twice at once (whole, and cut
  // at its truncate marker for the lists), and only the whole one has what is below the marker.
  function checkPictures() {
    return (tree: MdNode, vfile: VFileLike) => {
      const file = relative(vfile);
      if (file === undefined) return;
      vfile.data = {...vfile.data, [AS_WRITTEN]: [...pictureMistakes(tree, file, siteDir), ...truncateImportMistakes(tree, file)]};
    };
  }

  function stopOnMistakes() {
    return (_tree: MdNode, vfile: VFileLike) => {
      const file = relative(vfile);
      const mistakes = file === undefined ? [] : [...mistakesAsWritten(vfile), ...(found.get(file) ?? [])];
      if (file !== undefined) found.delete(file);
      if (mistakes.length > 0) {
        throw new Error(
          [...mistakes]
            .sort((a, b) => a.line - b.line)
            .map(formatMistake)
            .join('\n'),
        );
      }
    };
  }

  // Docusaurus gives the hooks the file relative to the working folder; key it as the plugins do.
  const fromSite = (sourceFilePath: string) => relative({path: path.resolve(sourceFilePath)}) ?? sourceFilePath;
  const hooks = {
    onBrokenMarkdownLinks: ({sourceFilePath, url, node}) => {
      const file = fromSite(sourceFilePath);
      add(file, brokenLink(siteDir, file, url, node.position?.start.line ?? 1));
    },
    onBrokenMarkdownImages: ({sourceFilePath, url, node}) => {
      const file = fromSite(sourceFilePath);
      add(file, brokenPicture(siteDir, file, url, node.position?.start.line ?? 1));
    },
  } satisfies MarkdownHooks;

  return {
    hooks,
    beforeDefaultRemarkPlugins: [checkPictures],
    remarkPlugins: [stopOnMistakes],
  };
}
