// Files that one plugin writes after the build and another reads (the MCP server's data,
// plugins/mcp-data.ts, is made of the search index, the Markdown twins and llms.txt).
//
// Docusaurus runs every postBuild at once, so a reader cannot simply go after the writers. As in
// plugins/html-writers.ts, each writer announces its work by name in the first, synchronous step of
// its postBuild, and a reader yields once, then waits for the names it needs. The list lives on
// globalThis, one per output folder, since each plugin loads its own copy of this module.

const REGISTRY = Symbol.for('spacescan-docs.post-build-files');

type Registry = Map<string, Map<string, Promise<unknown>>>;

function registry(): Registry {
  const holder = globalThis as {[REGISTRY]?: Registry};
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Announces `work`, which writes the files called `name` into `outDir`, and returns it. Call it before the first await of postBuild. */
export function writingFiles<T>(outDir: string, name: string, work: Promise<T>): Promise<T> {
  const writers = registry().get(outDir) ?? new Map<string, Promise<unknown>>();
  writers.set(name, work);
  registry().set(outDir, writers);
  return work;
}

/** Resolves once the files called `name` are written into `outDir`; fails when no plugin announced them, or when writing them failed. */
export async function filesWritten(outDir: string, name: string): Promise<unknown> {
  // Every postBuild has been called (and every writer announced) by the time this resumes.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const work = registry().get(outDir)?.get(name);
  if (work === undefined)
    throw new Error(`post-build-files: no plugin writes "${name}" into ${outDir}; it announces its work with writingFiles().`);
  return work;
}
