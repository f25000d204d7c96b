// A worker for tests/unit/post-build-pool.test.ts, answering as plugins/post-build/worker.mjs does:
// each batch `{at, jobs}` with `{at, results}`, after a delay that each job sets (so that the
// batches it holds at once end out of order), or `{at, error}` for a job that is not a number.
import {parentPort} from 'node:worker_threads';

parentPort.on('message', ({at, jobs}) => {
  if (jobs.some((job) => typeof job !== 'number')) return parentPort.postMessage({at, error: `not a number: ${jobs.join(', ')}`});
  setTimeout(() => parentPort.postMessage({at, results: jobs.map((job) => job * 2)}), jobs[0] % 3 === 0 ? 30 : 1);
});
