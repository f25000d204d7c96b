// A pool of worker threads, as Docusaurus renders its pages (SSG with worker threads): each worker
// is given a batch at a time and the next once it answers, so the cores stay busy to the end.
import {Worker} from 'node:worker_threads';

type Answer<R> = {results: R[]} | {error: string};

/** Sends each batch to one of `size` workers running `file` (given `workerData`); the results of all batches, in batch order. */
export function runInWorkers<J, R>(file: string, workerData: unknown, batches: readonly J[][], size: number): Promise<R[]> {
  const answers: R[][] = [];
  let next = 0;
  let busy = 0;
  return new Promise<R[]>((resolve, reject) => {
    const workers = Array.from({length: Math.max(1, Math.min(size, batches.length))}, () => new Worker(file, {workerData}));
    const stop = (error?: Error): void => {
      workers.forEach((worker) => void worker.terminate());
      if (error) reject(error);
      else resolve(answers.flat());
    };
    const give = (worker: Worker): void => {
      if (next === batches.length) {
        if (busy === 0) stop();
        return;
      }
      const at = next;
      next += 1;
      busy += 1;
      worker.once('message', (answer: Answer<R>) => {
        busy -= 1;
        if ('error' in answer) return stop(new Error(answer.error));
        answers[at] = answer.results;
        give(worker);
      });
      worker.postMessage(batches[at]);
    };
    for (const worker of workers) {
      worker.on('error', stop);
      give(worker);
    }
  });
}
