// Checks of what ended up in the browser bundle, made as the bundler has read every module: what
// must not reach the browser (Prism, plugins/code-highlight.ts) fails the build with one line
// naming the file and the fix.

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
