// Checks of what ended up in the browser bundle, made as the bundler has read every module: a
// patch of a dependency's file that no longer applies, or a stand-in that no longer stands in,
// fails the build with one line naming the file and what is wrong (issue 13). A check made only
// where a patch applies would pass in silence once the patched file leaves the bundle.

/** One module of the browser build: its identifier (which ends with its file) and its source after loaders. */
export type BuiltModule = {identifier: string; source: () => string};

/** A check: a message when something is wrong, null when all is well. */
export type BundleCheck = (modules: readonly BuiltModule[]) => string | null;

type Compilation = {
  errors: Error[];
  hooks: {finishModules: {tap: (name: string, callback: (modules: Iterable<RspackModule>) => void) => void}};
};
type RspackModule = {identifier: () => string; originalSource: () => {source: () => string | Buffer} | null};
type Compiler = {
  hooks: {thisCompilation: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
  webpack: {WebpackError: new (message: string) => Error};
};

/** The modules whose file is `file` (an absolute path). */
export function modulesOf(modules: readonly BuiltModule[], file: string): BuiltModule[] {
  return modules.filter((module) => module.identifier.endsWith(file) || module.identifier.includes(`${file}|`) || module.identifier.includes(`${file}?`));
}

/**
 * A check of what the bundle built from `file` (an absolute path): `gone` when nothing is (what
 * was done to the file now applies nowhere), else what `inspect` finds wrong in the built sources.
 */
export function fileCheck(file: string, gone: string, inspect: (sources: string[]) => string | null): BundleCheck {
  return (modules) => {
    const found = modulesOf(modules, file);
    return found.length === 0 ? gone : inspect(found.map((module) => module.source()));
  };
}

/** A bundler plugin (Rspack or webpack) that runs `checks` on the browser build's modules. */
export class BundleChecks {
  constructor(
    private readonly name: string,
    private readonly checks: readonly BundleCheck[],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.finishModules.tap(this.name, (rawModules) => {
        const modules: BuiltModule[] = [...rawModules].map((module) => ({
          identifier: module.identifier(),
          source: () => String(module.originalSource()?.source() ?? ''),
        }));
        for (const check of this.checks) {
          const problem = check(modules);
          if (problem !== null) compilation.errors.push(new compiler.webpack.WebpackError(problem));
        }
      });
    });
  }
}
