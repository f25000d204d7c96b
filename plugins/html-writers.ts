// Who writes the built HTML pages after the build, and when they are done.
//
// Docusaurus runs every plugin's postBuild at the same time (one Promise.all over the plugins), so
// nothing orders them. Two plugins write pages there: page-start rewrites every page's <head>
// (plugins/page-start.ts) and the redirects plugin writes the redirect pages
// (plugins/redirects.ts). The Content-Security-Policy plugin hashes the inline scripts of the pages
// as written, so it must read them after both: each writer announces its work here as it starts
// (`writingPages`), and the policy plugin waits for all of it (`pagesWritten`).
//
// Docusaurus calls every postBuild, in the order of the config, before any of them has awaited
// anything, and a writer announces itself in that first, synchronous step; the waiting side yields
// once before it looks, so the order of the plugins in the config does not matter. Docusaurus loads
// each plugin's module afresh (jiti without the require cache: each plugin has its own copy of this
// module), so the list lives on globalThis, one list per output folder.

const REGISTRY = Symbol.for('spacescan-docs.html-writers');

type Registry = Map<string, Array<Promise<unknown>>>;

function registry(): Registry {
  const holder = globalThis as {[REGISTRY]?: Registry};
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Announces `work`, which writes HTML pages into `outDir`, and returns it. Call it before the first await of postBuild. */
export function writingPages<T>(outDir: string, work: Promise<T>): Promise<T> {
  const writers = registry().get(outDir) ?? [];
  writers.push(work);
  registry().set(outDir, writers);
  return work;
}

/**
 * Resolves once every writer announced for `outDir` has finished: true when all of them succeeded,
 * false when one failed (its own error then fails the build).
 */
export async function pagesWritten(outDir: string): Promise<boolean> {
  // Every postBuild has been called (and every writer announced) by the time this resumes.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const writers = registry().get(outDir) ?? [];
  registry().delete(outDir);
  const results = await Promise.allSettled(writers);
  return results.every((result) => result.status === 'fulfilled');
}
