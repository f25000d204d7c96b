// Docusaurus runs every plugin's postBuild at once (Promise.all in core's build), so a plugin that
// reads built pages in its postBuild (the blog's feeds) would read them while the pass rewrites them.
// Such a plugin says so when it is made; the pass writes no page until each has finished reading.
// Docusaurus loads each plugin fresh (jiti without the require cache): the register is process-wide.

type Register = Map<string, Map<string, Promise<void>>>;
const KEY = Symbol.for('spacescan.post-build.page-readers');
const holder = globalThis as {[KEY]?: Register};
const register = (): Register => (holder[KEY] ??= new Map());

/**
 * Declares, when a plugin is made, that its postBuild reads the pages built into `outDir`. Call the
 * returned `done` when that postBuild ends, whether it succeeded or not. A plugin made again (a
 * second build in one process) replaces its own entry.
 */
export function readsBuiltPages(outDir: string, name: string): () => void {
  let done = (): void => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const readers = register().get(outDir) ?? new Map<string, Promise<void>>();
  readers.set(name, finished);
  register().set(outDir, readers);
  return done;
}

/** Resolves once every plugin that reads the pages of `outDir` has ended its postBuild. */
export async function builtPagesRead(outDir: string): Promise<void> {
  await Promise.all(register().get(outDir)?.values() ?? []);
}
