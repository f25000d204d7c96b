// A build that was killed (Ctrl-C, a closed terminal, a CI job cancelled) may leave its bundler
// cache half-written. scripts/build.ts marks the cache folder of the build it runs and unmarks it
// when the build ends by itself; a mark left by a build that is no longer running means that
// build was cut short, and its folder is cleared before the next build of that kind reads it.
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The mark beside a cache folder: `<folder>.building`, holding the building process's id. */
export const markOf = (cacheDir: string): string => `${cacheDir}.building`;

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type Recovery = 'none' | 'cleared' | 'in use';

/**
 * Clears the cache folder when a mark says a build that no longer runs was using it. Returns
 * 'in use' when that build still runs (another build of the same kind in this checkout).
 */
export function recoverInterruptedBuild(cacheDir: string): Recovery {
  const mark = markOf(cacheDir);
  if (!existsSync(mark)) return 'none';
  if (isRunning(Number(readFileSync(mark, 'utf8').trim()))) return 'in use';
  rmSync(cacheDir, {recursive: true, force: true});
  rmSync(mark, {force: true});
  return 'cleared';
}

/** Marks the cache folder as used by the build `pid`. */
export function markBuilding(cacheDir: string, pid: number): void {
  mkdirSync(path.dirname(cacheDir), {recursive: true});
  writeFileSync(markOf(cacheDir), `${pid}\n`);
}

/** Removes the mark once the build has ended by itself (passed or failed, its cache is whole). */
export function markDone(cacheDir: string): void {
  rmSync(markOf(cacheDir), {force: true});
}
