// How the post-build pass writes (plugins/post-build/write.ts) and when (page-readers.ts): a reader
// sees a whole page, old or new, never one cut short; no temporary file is left behind; and the pass
// waits for the plugins that read the built pages (the blog's feeds) before it rewrites one.
import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {builtPagesRead, readsBuiltPages} from '../../plugins/post-build/page-readers';
import {writeFileAtomic} from '../../plugins/post-build/write';

test('a page rewritten while it is read is read whole, old or new, and no temporary file stays', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'post-build-writes-'));
  try {
    const file = path.join(dir, 'page.html');
    // Large enough that a plain write takes several system calls.
    const pages = ['a', 'b'].map((letter) => `<!doctype html>${letter.repeat(4_000_000)}`);
    await writeFile(file, pages[0]!);
    let writing = true;
    let reads = 0;
    const torn: number[] = [];
    const reader = (async () => {
      while (writing) {
        const read = await readFile(file, 'utf8');
        reads += 1;
        if (!pages.includes(read)) torn.push(read.length);
      }
    })();
    for (let n = 1; n <= 20; n++) await writeFileAtomic(file, pages[n % 2]!);
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(1);
    expect(torn, 'lengths of the pages read cut short').toEqual([]);
    expect(await readdir(dir)).toEqual(['page.html']);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a write that fails leaves neither the page changed nor a temporary file', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'post-build-writes-'));
  try {
    // The target is a folder: the rename fails.
    await expect(writeFileAtomic(dir, 'x')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('the pass waits until every plugin that reads the built pages has ended its postBuild', async () => {
  const outDir = path.join(tmpdir(), `readers-${process.pid}-${Date.now()}`);
  const feedsDone = readsBuiltPages(outDir, 'blog default');
  const otherDone = readsBuiltPages(outDir, 'blog changelog');
  let passed = false;
  const pass = builtPagesRead(outDir).then(() => (passed = true));
  feedsDone();
  await new Promise((resolve) => setImmediate(resolve));
  expect(passed, 'one reader is still reading').toBe(false);
  otherDone();
  await pass;
  expect(passed).toBe(true);
  // Another build folder has readers of its own.
  await builtPagesRead(path.join(outDir, 'other'));
});
