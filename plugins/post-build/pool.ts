// A pool of worker threads, as Docusaurus renders its pages (SSG with worker threads). The workers
// start first, and load their code while the caller still plans the work; then each holds two
// batches at a time and is given the next as it answers one, so that it never waits on the main
// thread (busy with the other plugins' postBuild) between batches.
import {Worker} from 'node:worker_threads';

type Answer<R> = {at: number; results: R[]} | {at: number; error: string};

/** Batches each worker holds at once: the one it works on and the next. */
const IN_FLIGHT = 2;

export type Pool<J, R> = {
  /** Sends each batch, as `{at, jobs}`, to a worker; the results of all batches, in batch order. The workers end with it. */
  run: (batches: readonly J[][]) => Promise<R[]>;
  /** Ends the workers without work (the caller failed before `run`): a worker left running would keep the build from ending. */
  end: () => void;
};

/**
 * Starts `size` workers running `file` (given `workerData`). A worker that throws or exits, before
 * `run` or during it, fails `run` at once with its error: the build does not wait for a batch it lost.
 */
export function startWorkers<J, R>(file: string, workerData: unknown, size: number): Pool<J, R> {
  const workers = Array.from({length: Math.max(1, size)}, () => new Worker(file, {workerData}));
  let ending = false;
  let failed: Error | undefined;
  let fail = (error: Error): void => void (failed ??= error);
  for (const [n, worker] of workers.entries()) {
    worker.once('error', (error) => fail(new Error(`post-build: worker ${n + 1} failed: ${error.message}`, {cause: error})));
    worker.once('exit', (code) => {
      if (!ending) fail(new Error(`post-build: worker ${n + 1} exited (code ${code}) before its pages were done.`));
    });
  }
  const end = (): void => {
    ending = true;
    workers.forEach((worker) => void worker.terminate());
  };
  return {
    end,
    run: (batches) =>
      new Promise<R[]>((resolve, reject) => {
        const answers: R[][] = [];
        let next = 0;
        let answered = 0;
        const stop = (error?: Error): void => {
          if (ending) return;
          end();
          if (error) reject(error);
          else resolve(answers.flat());
        };
        fail = stop;
        if (failed) return stop(failed);
        if (batches.length === 0) return stop();
        const give = (worker: Worker): void => {
          if (next === batches.length) return;
          worker.postMessage({at: next, jobs: batches[next]});
          next += 1;
        };
        for (const worker of workers) {
          worker.on('message', (answer: Answer<R>) => {
            if ('error' in answer) return stop(new Error(answer.error));
            answers[answer.at] = answer.results;
            answered += 1;
            if (answered === batches.length) return stop();
            give(worker);
          });
          for (let n = 0; n < IN_FLIGHT; n++) give(worker);
        }
      }),
  };
}
