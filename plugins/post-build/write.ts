// How the post-build pass writes a file: to a temporary file beside it, then renamed over it. A rename
// within a folder is atomic, so a reader (a feed, a server, another step) sees the old page or the new
// one, never a page cut short, and a pass that fails half-way leaves no half-written file.
import {rename, rm, writeFile} from 'node:fs/promises';
import {threadId} from 'node:worker_threads';

let count = 0;

/** Writes `data` to `file` through a temporary file renamed over it. */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  // Unique per process, thread and call: the workers write at once.
  const temporary = `${file}.${process.pid}-${threadId}-${(count += 1)}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, {force: true});
    throw error;
  }
}
