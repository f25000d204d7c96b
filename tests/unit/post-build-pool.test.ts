// The post-build pass's pool of worker threads (plugins/post-build/pool.ts): the results come back in
// the order of the batches however the workers finish them, a failing batch fails the run with its
// worker's message, a worker that throws or exits fails it at once, and workers that are never given
// work end when asked, so the build can end.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {startWorkers} from '../../plugins/post-build/pool';

const WORKER = path.resolve('tests/support/workers/double.mjs');
const FAILS = path.resolve('tests/support/workers/fails.mjs');

test('the results come back in batch order, though each worker holds two batches and they end out of order', async () => {
  const batches = Array.from({length: 23}, (_, n) => [n * 10, n * 10 + 1]);
  const results = await startWorkers<number, number>(WORKER, null, 2).run(batches);
  expect(results).toEqual(batches.flat().map((job) => job * 2));
});

test('a batch a worker cannot do fails the run with the worker’s message', async () => {
  const pool = startWorkers<number | string, number>(WORKER, null, 2);
  await expect(pool.run([[1], [2], ['x'], [4]])).rejects.toThrow('not a number: x');
});

for (const [how, message] of [
  ['throw', 'worker 1 failed: a step threw on page 7'],
  ['exit', 'worker 1 exited (code 3) before its pages were done'],
  ['load', 'worker 1 failed: could not load the steps'],
] as const) {
  test(`a worker that ${how === 'load' ? 'throws as it loads' : how === 'throw' ? 'throws' : 'exits'} fails the run at once, with its error`, async () => {
    const started = Date.now();
    const pool = startWorkers<number, number>(FAILS, how, 1);
    // Given time to fail first when it fails as it loads, as the plan of a large build would.
    if (how === 'load') await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(pool.run([[1], [2]])).rejects.toThrow(message);
    // Not the build's two-minute watchdog: the run ends as the worker does.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
}

test('no batches: nothing to do, and the workers end', async () => {
  expect(await startWorkers<number, number>(WORKER, null, 2).run([])).toEqual([]);
});

/** Whether a Node process that starts a pool (and ends it, when `end`) exits by itself within `ms`. */
function exitsAlone(end: boolean, ms: number): boolean {
  const script = [
    `const {startWorkers} = require('jiti')(process.cwd() + '/x.js')('./plugins/post-build/pool.ts');`,
    `const pool = startWorkers(${JSON.stringify(WORKER)}, null, 2);`,
    end ? 'pool.end();' : '',
  ].join('\n');
  const {status, signal} = spawnSync(process.execPath, ['-e', script], {timeout: ms, killSignal: 'SIGKILL'});
  return status === 0 && signal === null;
}

test('a pool ended before any work lets the process exit: a caller that fails while planning does not hang the build', () => {
  expect(exitsAlone(false, 3_000), 'workers left running keep the process alive').toBe(false);
  expect(exitsAlone(true, 30_000)).toBe(true);
});
