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

/** Starts `size` workers running `file` (given `workerData`). */
export function startWorkers<J, R>(file: string, workerData: unknown, size: number): Pool<J, R> {
  const workers = Array.from({length: Math.max(1, size)}, () => new Worker(file, {workerData}));
  // A worker that fails to load before `run` reports it there.
  let failed: Error | undefined;
  for (const worker of workers) worker.once('error', (error) => (failed ??= error));
  const end = (): void => workers.forEach((worker) => void worker.terminate());
  return {
    end,
    run: (batches) =>
      new Promise<R[]>((resolve, reject) => {
        const answers: R[][] = [];
        let next = 0;
        let answered = 0;
        const stop = (error?: Error): void => {
          end();
          if (error) reject(error);
          else resolve(answers.flat());
        };
        if (failed) return stop(failed);
        if (batches.length === 0) return stop();
        const give = (worker: Worker): void => {
          if (next === batches.length) return;
          worker.postMessage({at: next, jobs: batches[next]});
          next += 1;
        };
        for (const worker of workers) {
          worker.on('error', stop);
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
