// Docusaurus is extended only through its documented doors (issue 24): config, plugin lifecycle
// methods, client modules, swizzles, remark and rehype plugins. This plugin fails the build, with
// one line per problem naming the file and the fix, when something reaches past them:
//
// - in the site's code (src/, plugins/, api/, the config files): an import of a path its package
//   does not export (a package with an `exports` map exports what the map lists; one without exports
//   only its root, so core's own client files are private, while `@docusaurus/Link` is one of the
//   client aliases Docusaurus configures for the bundler), an import of a package's `__`-named
//   internal, or a read of React's private fields on DOM nodes and components;
// - in the browser bundle, as the bundler has read every module: a loader of the site's own applied
//   to a dependency's file or to a file Docusaurus generated (a string patch, a rewritten route
//   registry), a file of the site imported by a dependency's file other than through Docusaurus's
//   theme and generated-file aliases (a stand-in for a dependency's module, an alias or a module
//   replacement), an entry other than Docusaurus's own, or an alias that points a package's name at
//   a file of the site;
// - in package.json: a script that runs at install time (it could edit node_modules), or a patching
//   tool among the dependencies.
//
// Each check is a function of plain data, so tests/unit/public-doors.test.ts can show it failing.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** A problem: the file (relative to the site), the line when known, what is wrong and the fix. */
export type Problem = {file: string; line?: number; message: string};

export function formatProblem({file, line, message}: Problem): string {
  return `${file}${line === undefined ? '' : `:${line}`}: ${message}`;
}

// ---------------------------------------------------------------------------------------------
// Imports in the site's code

/** Every module specifier a source file names (import, export from, import(), require()), with its line. */
export function specifiersOf(source: string): Array<{specifier: string; line: number; names: string[]}> {
  const found: Array<{specifier: string; line: number; names: string[]}> = [];
  const lineAt = (index: number): number => source.slice(0, index).split('\n').length;
  const statement = /\b(?:import|export)\s+(type\s+)?([^;'"()]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    const names = /\{([^}]*)\}/.exec(match[2] ?? '')?.[1]?.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '') ?? [];
    found.push({specifier: match[3] ?? '', line: lineAt(match.index), names: names.filter(Boolean)});
  }
  for (const match of source.matchAll(/\b(?:import\s*\(|require\s*\(|import\s+)['"]([^'"]+)['"]/g)) {
    found.push({specifier: match[1] ?? '', line: lineAt(match.index), names: []});
  }
  return found;
}

/** The package a bare specifier names, and the subpath inside it ('' for its root). */
export function packageOf(specifier: string): {name: string; subpath: string} | null {
  if (/^(\.|\/|node:|@site\/|@theme(-original|-init)?\/|@generated\/)/.test(specifier) || specifier.startsWith('$')) return null;
  const parts = specifier.split('/');
  const count = specifier.startsWith('@') ? 2 : 1;
  return {name: parts.slice(0, count).join('/'), subpath: parts.slice(count).join('/')};
}

type Manifest = {exports?: unknown};

/** Whether `subpath` is one the package's manifest exports (a package without `exports` exports only its root). */
export function isExported(manifest: Manifest, subpath: string): boolean {
  if (subpath === '') return true;
  const {exports} = manifest;
  if (exports === undefined || exports === null || typeof exports !== 'object' || Array.isArray(exports)) return false;
  const wanted = `./${subpath}`;
  return Object.keys(exports).some((key) => {
    if (!key.includes('*')) return key === wanted || key === `${wanted}.js`;
    const [before = '', after = ''] = key.split('*');
    return wanted.startsWith(before) && wanted.endsWith(after);
  });
}

/** React's private fields, which change without notice between versions. */
const PRIVATE_FIELDS = /\b(__reactFiber|__reactProps|__reactContainer|__reactEvents|_reactInternals|__SECRET_INTERNALS\w*|__CLIENT_INTERNALS\w*|__webpack_require__)\b/;

/**
 * The problems of one source file. `manifestOf` gives an installed package's manifest (null when
 * no such package is installed: then the name must be one of Docusaurus's client aliases).
 */
export function sourceProblems(
  file: string,
  source: string,
  manifestOf: (name: string) => Manifest | null,
  clientAliases: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const {specifier, line, names} of specifiersOf(source)) {
    const target = packageOf(specifier);
    if (target === null) continue;
    const internal = names.find((name) => name.startsWith('__'));
    if (internal !== undefined) {
      problems.push({file, line, message: `imports ${internal}, an internal of ${target.name}. Fix: use the package's public API, or do without it.`});
    }
    const manifest = manifestOf(target.name);
    if (manifest === null) {
      if (target.name.startsWith('@docusaurus/') && target.subpath === '' && !clientAliases.has(target.name)) {
        problems.push({file, line, message: `imports ${specifier}, which is neither an installed package nor one of Docusaurus's client aliases. Fix: import a documented @docusaurus/ module.`});
      }
      continue;
    }
    if (!isExported(manifest, target.subpath)) {
      problems.push({
        file,
        line,
        message: `imports ${specifier}, a path ${target.name} does not export. Fix: use what the package exports (for Docusaurus: an @docusaurus/ alias, a @theme/ component, a plugin lifecycle method); a fix that belongs in the package goes in the list of upstream fixes in dev/upgrading-docusaurus.md.`,
      });
    }
  }
  source.split('\n').forEach((text, index) => {
    const field = PRIVATE_FIELDS.exec(text);
    if (field !== null && !/^\s*(\/\/|\*)/.test(text)) {
      problems.push({file, line: index + 1, message: `reads ${field[1]}, a private field of React or the bundler. Fix: use a public API (a ref, a context, a client module).`});
    }
  });
  return problems;
}

/** The problems of package.json: install-time scripts and patching tools. */
export function manifestProblems(manifest: {scripts?: Record<string, string>; dependencies?: Record<string, string>; devDependencies?: Record<string, string>}): Problem[] {
  const problems: Problem[] = [];
  for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) {
    if (manifest.scripts?.[hook] !== undefined) {
      problems.push({file: 'package.json', message: `has a "${hook}" script, which runs at install time and could change a dependency's files. Fix: remove it; build-time work goes in a Docusaurus plugin.`});
    }
  }
  for (const tool of ['patch-package', 'patch-package-ts', '@pnpm/patching']) {
    if (manifest.dependencies?.[tool] !== undefined || manifest.devDependencies?.[tool] !== undefined) {
      problems.push({file: 'package.json', message: `depends on ${tool}, which edits installed dependencies. Fix: remove it, and describe the fix for upstream in dev/upgrading-docusaurus.md.`});
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The browser bundle

/** A module of the browser build: its identifier (loaders, then its file), and the requests that import it. */
export type BundleModule = {identifier: string; importedBy: Array<{request: string; from: string}>};

/** The file of a module identifier (what follows its last loader), without a query. */
export function resourceOf(identifier: string): string {
  const last = identifier.split('!').pop() ?? '';
  return last.replace(/^[\w/-]+\|/, '').replace(/[?|].*$/, '');
}

/** The loaders of a module identifier, as files. */
export function loadersOf(identifier: string): string[] {
  const parts = identifier.replace(/^[\w/-]+\|/, '').split('!');
  return parts.slice(0, -1).map((loader) => loader.replace(/\?.*$/, '')).filter(Boolean);
}

/** Docusaurus's own aliases and module prefixes, through which its files import the site's. */
const DOCUSAURUS_REQUEST = /^(@theme(-original|-init)?|@site|@generated|@docusaurus)(\/|$)/;

export type Site = {siteDir: string; generatedDir: string};

const inside = (file: string, dir: string): boolean => file === dir || file.startsWith(`${dir}${path.sep}`);
const isDependencyFile = (file: string): boolean => file.split(path.sep).includes('node_modules');
const relative = (site: Site, file: string): string => path.relative(site.siteDir, file);

/** The problems of the browser bundle's modules. */
export function bundleProblems(site: Site, modules: readonly BundleModule[]): Problem[] {
  const problems: Problem[] = [];
  const isSiteFile = (file: string): boolean => inside(file, site.siteDir) && !isDependencyFile(file) && !inside(file, site.generatedDir);
  for (const module of modules) {
    const file = resourceOf(module.identifier);
    const ownLoader = loadersOf(module.identifier).find(isSiteFile);
    if (ownLoader !== undefined && (isDependencyFile(file) || inside(file, site.generatedDir))) {
      problems.push({
        file: relative(site, ownLoader),
        message: `is a loader applied to ${isDependencyFile(file) ? 'a dependency\'s file' : 'a file Docusaurus generates'}, ${relative(site, file)}: it rewrites code the site does not own. Fix: remove it; extend Docusaurus through a plugin lifecycle method, a client module or a swizzle, and describe the fix for upstream in dev/upgrading-docusaurus.md.`,
      });
    }
    if (!isSiteFile(file)) continue;
    for (const {request, from} of module.importedBy) {
      if (isDependencyFile(resourceOf(from)) && !DOCUSAURUS_REQUEST.test(request)) {
        problems.push({
          file: relative(site, file),
          message: `stands in for "${request}", which ${relative(site, resourceOf(from))} imports: the site replaces a dependency's module. Fix: remove the alias or replacement that leads there; use a swizzle or a plugin lifecycle method.`,
        });
      }
    }
  }
  return problems;
}

/** The problems of the browser build's options: its entry is Docusaurus's, and no alias points a package at the site. */
/**
 * The entries of a bundler's `resolve.alias` (an object, or webpack's array form) as [name, target],
 * the name without the `$` that makes an alias exact.
 */
function aliasPairs(alias: unknown): Array<[string, unknown]> {
  const pairs: Array<[string, unknown]> = Array.isArray(alias)
    ? alias.map((item: {name?: string; alias?: unknown}): [string, unknown] => [item.name ?? '', item.alias])
    : typeof alias === 'object' && alias !== null
      ? Object.entries(alias)
      : [];
  return pairs.map(([name, target]) => [name.replace(/\$$/, ''), target]);
}

export function optionProblems(site: Site, options: {entry: unknown; alias: unknown}): Problem[] {
  const problems: Problem[] = [];
  const entries = JSON.stringify(options.entry ?? '');
  if (!entries.includes(`client${path.sep}clientEntry.js`.replace(/\\/g, '\\\\'))) {
    problems.push({file: 'docusaurus.config.ts', message: `the browser build's entry is ${entries}, not Docusaurus's client entry. Fix: leave the entry to Docusaurus; run code on every page from a client module.`});
  }
  for (const [key, target] of aliasPairs(options.alias)) {
    if (DOCUSAURUS_REQUEST.test(key) || key.startsWith('~')) continue;
    const targets = (Array.isArray(target) ? target : [target]).filter((value): value is string => typeof value === 'string');
    const own = targets.find((value) => path.isAbsolute(value) && inside(value, site.siteDir) && !isDependencyFile(value) && !inside(value, site.generatedDir));
    if (own !== undefined) {
      problems.push({file: relative(site, own), message: `stands in for the package "${key}" through a bundler alias. Fix: remove the alias; a fix the package needs goes in the list of upstream fixes in dev/upgrading-docusaurus.md.`});
    }
  }
  return problems;
}

type RspackModule = {identifier: () => string};
type Connection = {dependency?: unknown; originModule?: unknown};
type Compilation = {
  errors: Error[];
  // Method syntax: webpack and Rspack each type the module with their own class.
  moduleGraph: {getIncomingConnections(module: RspackModule): Iterable<Connection>};
  hooks: {finishModules: {tap: (name: string, callback: (modules: Iterable<RspackModule>) => void) => void}};
};
type Compiler = {
  options: {entry: unknown; resolve?: {alias?: unknown}};
  hooks: {thisCompilation: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
  webpack: {WebpackError: new (message: string) => Error};
};

/** The request and the importing module of a module graph connection, when it has both. */
function importOf({dependency, originModule}: Connection): Array<{request: string; from: string}> {
  const request = typeof dependency === 'object' && dependency !== null && 'request' in dependency ? dependency.request : undefined;
  const from = typeof originModule === 'object' && originModule !== null && 'identifier' in originModule && typeof originModule.identifier === 'function' ? originModule.identifier() : undefined;
  return typeof request === 'string' && typeof from === 'string' ? [{request, from}] : [];
}

/** A bundler plugin (Rspack or webpack) that runs the bundle checks on the browser build. */
export class PublicDoorsCheck {
  constructor(private readonly site: Site) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('public-doors', (compilation) => {
      const report = (problems: Problem[]): void => {
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(`public-doors: ${formatProblem(problem)}`));
      };
      report(optionProblems(this.site, {entry: compiler.options.entry, alias: compiler.options.resolve?.alias}));
      compilation.hooks.finishModules.tap('public-doors', (rawModules) => {
        const modules = [...rawModules].map((module): BundleModule => ({
          identifier: module.identifier(),
          importedBy: [...compilation.moduleGraph.getIncomingConnections(module)].flatMap(importOf),
        }));
        report(bundleProblems(this.site, modules));
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The plugin

/** The folders and files of the site whose code is checked. */
export const CHECKED = ['src', 'plugins', 'api', 'docusaurus.config.ts', 'sidebars.ts', 'apiSidebars.ts', 'redirects.ts'];

/** This file names the private fields it looks for. */
const SELF = path.join('plugins', 'public-doors.ts');

function sourceFiles(siteDir: string): string[] {
  const files: string[] = [];
  const walk = (entry: string): void => {
    const full = path.join(siteDir, entry);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const child of readdirSync(full)) if (child !== 'node_modules') walk(path.join(entry, child));
    } else if (/\.(m|c)?(t|j)sx?$/.test(entry) && !entry.endsWith('.d.ts') && entry !== SELF) {
      files.push(entry);
    }
  };
  CHECKED.forEach(walk);
  return files;
}

/**
 * Docusaurus's client aliases (`@docusaurus/Link`, `@docusaurus/router`, ...): the `@docusaurus/`
 * names of the bundler config's `resolve.alias`, which Docusaurus fills and hands to every plugin's
 * `configureWebpack`.
 */
export function clientAliasesOf(alias: unknown): Set<string> {
  return new Set(aliasPairs(alias).map(([name]) => name).filter((name) => name.startsWith('@docusaurus/')));
}

/** Every problem of the site's code and package.json. */
export function siteProblems(siteDir: string, clientAliases: ReadonlySet<string>): Problem[] {
  const manifests = new Map<string, Manifest | null>();
  const manifestOf = (name: string): Manifest | null => {
    if (!manifests.has(name)) {
      const file = path.join(siteDir, 'node_modules', name, 'package.json');
      manifests.set(name, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null);
    }
    return manifests.get(name) ?? null;
  };
  return [
    ...manifestProblems(JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'))),
    ...sourceFiles(siteDir).flatMap((file) => sourceProblems(file, readFileSync(path.join(siteDir, file), 'utf8'), manifestOf, clientAliases)),
  ];
}

export default function publicDoors(context: LoadContext): Plugin {
  const site: Site = {siteDir: context.siteDir, generatedDir: context.generatedFilesDir};
  return {
    name: 'spacescan-public-doors',
    // The site's code is checked once, with the client bundle's config: its aliases say which
    // `@docusaurus/` names Docusaurus serves.
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const problems = siteProblems(context.siteDir, clientAliasesOf(config.resolve?.alias));
      if (problems.length > 0) {
        throw new Error(`The site reaches past Docusaurus's public doors:\n${problems.map(formatProblem).join('\n')}`);
      }
      return {plugins: [new PublicDoorsCheck(site)]};
    },
  };
}
