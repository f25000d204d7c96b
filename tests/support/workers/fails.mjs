// A worker for tests/unit/post-build-pool.test.ts that fails as workerData says: `throw` (an uncaught
// error after its first batch arrives), `exit` (process.exit(3) then), or `load` (throws as it loads).
import {parentPort, workerData} from 'node:worker_threads';

if (workerData === 'load') throw new Error('could not load the steps');
parentPort.on('message', () => {
  if (workerData === 'throw')
    setTimeout(() => {
      throw new Error('a step threw on page 7');
    });
  if (workerData === 'exit') process.exit(3);
});
