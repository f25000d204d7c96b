// Docusaurus and its dependencies are extended, never edited or replaced. ESLint checks the imports
// of the site's code (private paths, undeclared packages); this plugin fails the build, one line per
// problem naming the file and the fix, on what a linter cannot see:
// - package.json: an install-time script, a patching tool, or an `overrides` entry (or a dependency
//   of the site) that points a package at a fork, a file, a repository or a URL;
// - the browser build's options: an entry other than Docusaurus's, an alias of react, react-dom or
//   @docusaurus/* to anything but that package, an alias that points a package at the site's files;
// - its modules: a loader that is not Docusaurus's applied to a dependency's file or a generated one,
//   a file of the site standing in for a module a dependency imports.
// Each check is a function of plain data, so tests/unit/public-doors.test.ts can show it failing.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** A problem: the file (relative to the site), what is wrong and the fix. */
export type Problem = {file: string; message: string};

export function formatProblem({file, message}: Problem): string {
  return `${file}: ${message}`;
}

// ---------------------------------------------------------------------------------------------
// package.json

type Manifest = {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
};

/** What a dependency spec points at instead of a version of the package it names, or null. */
export function repointing(spec: string): string | null {
  if (spec.startsWith('npm:')) return 'another package';
  if (/^(file|link):|^[.~]?\.?\//.test(spec)) return 'a file';
  if (/^(git(\+[a-z]+)?|github|gitlab|bitbucket|gist):/.test(spec) || /^[\w.-]+\/[\w.-]+(#.*)?$/.test(spec)) return 'a repository';
  if (/^https?:/.test(spec)) return 'a URL';
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version specs of an `overrides` object, nested ones included, with the path of their keys. */
function overrideSpecs(overrides: Record<string, unknown>, at: string[] = []): Array<[string, string]> {
  return Object.entries(overrides).flatMap(([key, value]): Array<[string, string]> => {
    const keys = key === '.' ? at : [...at, key];
    if (typeof value === 'string') return [[keys.join(' > '), value]];
    return isRecord(value) ? overrideSpecs(value, keys) : [];
  });
}

/**
 * The problems of package.json. `upstreamSpec` gives the spec a Docusaurus package declares for a
 * dependency: a dependency of the site may point where Docusaurus itself points it (core asks for
 * `react-helmet-async` as `npm:@slorber/react-helmet-async@1.3.0`), and nowhere else.
 */
export function manifestProblems(manifest: Manifest, upstreamSpec: (name: string) => string | undefined): Problem[] {
  const problems: Problem[] = [];
  const problem = (message: string): void => {
    problems.push({file: 'package.json', message});
  };
  for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) {
    if (manifest.scripts?.[hook] !== undefined)
      problem(
        `has a "${hook}" script, which runs at install time and could change a dependency's files. Fix: remove it; build-time work goes in a Docusaurus plugin.`,
      );
  }
  const declared = {...manifest.dependencies, ...manifest.devDependencies};
  for (const tool of ['patch-package', 'patch-package-ts', '@pnpm/patching']) {
    if (declared[tool] !== undefined)
      problem(
        `depends on ${tool}, which edits installed dependencies. Fix: remove it, and describe the fix for upstream in dev/upgrading-docusaurus.md.`,
      );
  }
  for (const [name, spec] of overrideSpecs(manifest.overrides ?? {})) {
    const target = repointing(spec);
    if (target !== null)
      problem(
        `overrides ${name} with "${spec}", ${target} in place of the package. Fix: override with a version of ${name} itself, or send the fix upstream.`,
      );
  }
  for (const [name, spec] of Object.entries(declared)) {
    const target = repointing(spec);
    if (target !== null && upstreamSpec(name) !== spec)
      problem(
        `declares ${name} as "${spec}", ${target} in place of the package, which every dependency importing ${name} would get. Fix: declare a version of ${name} itself.`,
      );
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The browser build's options

export type Site = {siteDir: string; generatedDir: string};

const inside = (file: string, dir: string): boolean => file === dir || file.startsWith(`${dir}${path.sep}`);
const isDependencyFile = (file: string): boolean => file.split(path.sep).includes('node_modules');
const relative = (site: Site, file: string): string => path.relative(site.siteDir, file);
const isSiteFile = (site: Site, file: string): boolean =>
  inside(file, site.siteDir) && !isDependencyFile(file) && !inside(file, site.generatedDir);

/** The package a file under node_modules belongs to (the last one, for nested installs), or null. */
export function packageOfFile(file: string): string | null {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  const first = parts[at + 1];
  if (at < 0 || first === undefined) return null;
  return parts.slice(at + 1, first.startsWith('@') ? at + 3 : at + 2).join('/');
}

/** The package a bare module name names (`lodash/fp` → lodash), or null for a path. */
function packageOf(request: string): string | null {
  if (/^[./~]/.test(request)) return null;
  return request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The entries of a bundler's `resolve.alias` (an object, or the array form) as [name, targets], without the `$` of an exact alias. */
function aliasPairs(alias: unknown): Array<[string, unknown[]]> {
  const pairs: Array<[string, unknown]> = Array.isArray(alias)
    ? alias.map((item: {name?: string; alias?: unknown}): [string, unknown] => [item.name ?? '', item.alias])
    : typeof alias === 'object' && alias !== null
      ? Object.entries(alias)
      : [];
  return pairs.map(([name, target]) => [name.replace(/\$$/, ''), Array.isArray(target) ? target : [target]]);
}

/** The packages whose aliases must lead to the package itself. */
const GUARDED = /^(react|react-dom|@docusaurus\/[^/]+)(\/|$)/;

/** Whether an alias target is the package `name` itself (its folder, a file in it, or its name). */
function isPackageItself(name: string, target: unknown): boolean {
  if (typeof target !== 'string') return false;
  const owner = path.isAbsolute(target) ? packageOfFile(target) : packageOf(target);
  // Docusaurus's client aliases (@docusaurus/Link, ...) lead to files of @docusaurus/core.
  return name.startsWith('@docusaurus/') ? (owner?.startsWith('@docusaurus/') ?? false) : owner === name;
}

export function optionProblems(site: Site, options: {entry: unknown; alias: unknown}): Problem[] {
  const problems: Problem[] = [];
  const entries = JSON.stringify(options.entry ?? '');
  if (!entries.includes(`client${path.sep}clientEntry.js`.replace(/\\/g, '\\\\'))) {
    problems.push({
      file: 'docusaurus.config.ts',
      message: `the browser build's entry is ${entries}, not Docusaurus's client entry. Fix: leave the entry to Docusaurus; run code on every page from a client module.`,
    });
  }
  for (const [key, targets] of aliasPairs(options.alias)) {
    const guarded = GUARDED.exec(key)?.[1];
    const strange = guarded === undefined ? undefined : targets.find((target) => !isPackageItself(guarded, target));
    if (guarded !== undefined && strange !== undefined) {
      const shown = typeof strange === 'string' && path.isAbsolute(strange) ? relative(site, strange) : JSON.stringify(strange);
      problems.push({
        file: 'docusaurus.config.ts',
        message: `a bundler alias points "${key}" at ${shown}, not at ${guarded} itself. Fix: remove the alias (a plugin's configureWebpack); every module must get the ${guarded} Docusaurus was built for.`,
      });
      continue;
    }
    if (/^(@theme(-original|-init)?|@site|@generated)(\/|$)/.test(key)) continue;
    const own = targets.find(
      (target): target is string => typeof target === 'string' && path.isAbsolute(target) && isSiteFile(site, target),
    );
    if (own !== undefined) {
      problems.push({
        file: relative(site, own),
        message: `stands in for the package "${key}" through a bundler alias. Fix: remove the alias; a fix the package needs goes in the list of upstream fixes in dev/upgrading-docusaurus.md.`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The browser bundle's modules

/** A module of the browser build: its identifier (loaders, then its file), and the requests that import it. */
export type BundleModule = {identifier: string; importedBy: Array<{request: string; from: string}>};

/** The file of a module identifier (what follows its last loader), without a query. */
export function resourceOf(identifier: string): string {
  const last = identifier.split('!').pop() ?? '';
  return last.replace(/^[\w/-]+\|/, '').replace(/[?|].*$/, '');
}

/** The loaders of a module identifier: a file, or a bundler's built-in (`builtin:swc-loader`). */
export function loadersOf(identifier: string): string[] {
  const parts = identifier.replace(/^[\w/-]+\|/, '').split('!');
  return parts
    .slice(0, -1)
    .map((loader) => loader.replace(/\?.*$/, ''))
    .filter(Boolean);
}

/** The requests through which Docusaurus's files import the site's: its aliases. */
const DOCUSAURUS_REQUEST = /^(@theme(-original|-init)?|@site|@generated|@docusaurus)(\/|$)/;

/** A loader's name: a bundler built-in (`builtin:swc-loader`) as it is, else the package it comes from (or its file's path, for a file of the site). */
export function loaderName(request: string): string {
  const loader = request.replace(/\?.*$/, '');
  if (!path.isAbsolute(loader)) return packageOf(loader) ?? loader;
  return packageOfFile(loader) ?? loader;
}

/**
 * The loaders of a bundler config's rules (nested rules and `oneOf` included), by name. Read from
 * the config Docusaurus hands to this plugin, listed first among the site's plugins: the loaders
 * Docusaurus configures, before any the site adds.
 */
export function configuredLoaders(rules: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (item: unknown): void => {
    if (typeof item === 'string') names.add(loaderName(item));
    else if (Array.isArray(item)) item.forEach(visit);
    else if (isRecord(item)) ['loader', 'use', 'rules', 'oneOf'].forEach((key) => visit(item[key]));
  };
  visit(rules);
  return names;
}

/**
 * The problems of the browser bundle's modules. Only the loaders Docusaurus configures
 * (`docusaurusLoaders`, by name) may read a dependency's file or a file Docusaurus generates.
 */
export function bundleProblems(site: Site, modules: readonly BundleModule[], docusaurusLoaders: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const module of modules) {
    const file = resourceOf(module.identifier);
    const foreign = loadersOf(module.identifier).find((loader) => !docusaurusLoaders.has(loaderName(loader)));
    if (foreign !== undefined && (isDependencyFile(file) || inside(file, site.generatedDir))) {
      problems.push({
        file: isSiteFile(site, foreign) ? relative(site, foreign) : (packageOfFile(foreign) ?? foreign),
        message: `is a loader applied to ${isDependencyFile(file) ? "a dependency's file" : 'a file Docusaurus generates'}, ${relative(site, file)}: it rewrites code the site does not own. Fix: remove its rule; extend Docusaurus through a plugin lifecycle method, a client module or a swizzle, and describe the fix for upstream in dev/upgrading-docusaurus.md.`,
      });
    }
    if (!isSiteFile(site, file)) continue;
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
  const from =
    typeof originModule === 'object' &&
    originModule !== null &&
    'identifier' in originModule &&
    typeof originModule.identifier === 'function'
      ? originModule.identifier()
      : undefined;
  return typeof request === 'string' && typeof from === 'string' ? [{request, from}] : [];
}

/** A bundler plugin (Rspack or webpack) that checks the options the bundler finally runs with, and the modules it read. */
export class PublicDoorsCheck {
  constructor(
    private readonly site: Site,
    private readonly docusaurusLoaders: ReadonlySet<string>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('public-doors', (compilation) => {
      const report = (problems: Problem[]): void => {
        for (const problem of problems)
          compilation.errors.push(new compiler.webpack.WebpackError(`public-doors: ${formatProblem(problem)}`));
      };
      report(optionProblems(this.site, {entry: compiler.options.entry, alias: compiler.options.resolve?.alias}));
      compilation.hooks.finishModules.tap('public-doors', (rawModules) => {
        const modules = [...rawModules].map((module): BundleModule => ({
          identifier: module.identifier(),
          importedBy: [...compilation.moduleGraph.getIncomingConnections(module)].flatMap(importOf),
        }));
        report(bundleProblems(this.site, modules, this.docusaurusLoaders));
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The plugin

/** The spec the installed @docusaurus packages declare for a dependency, if any declares one. */
export function docusaurusSpecs(siteDir: string): (name: string) => string | undefined {
  const scope = path.join(siteDir, 'node_modules', '@docusaurus');
  const manifests: Array<{dependencies?: Record<string, string>}> = existsSync(scope)
    ? readdirSync(scope)
        .map((name) => path.join(scope, name, 'package.json'))
        .filter((file) => existsSync(file))
        .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    : [];
  return (name) => manifests.map((manifest) => manifest.dependencies?.[name]).find((spec) => spec !== undefined);
}

export default function publicDoors(context: LoadContext): Plugin {
  const site: Site = {siteDir: context.siteDir, generatedDir: context.generatedFilesDir};
  const upstreamSpec = docusaurusSpecs(context.siteDir);
  return {
    name: 'spacescan-public-doors',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const problems = manifestProblems(JSON.parse(readFileSync(path.join(context.siteDir, 'package.json'), 'utf8')), upstreamSpec);
      if (problems.length > 0)
        throw new Error(`The site reaches past Docusaurus's public doors:\n${problems.map(formatProblem).join('\n')}`);
      return {plugins: [new PublicDoorsCheck(site, configuredLoaders(config.module?.rules))]};
    },
  };
}
