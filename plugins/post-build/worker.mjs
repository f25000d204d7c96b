// A worker thread of the post-build pass (./index.ts): it loads the steps (TypeScript, through
// jiti, as Docusaurus loads the plugins) once, then processes the batches of pages it is sent, one
// after the other (the pool sends the next before this one is done), and answers each with its results.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {processFiles} = jiti('./steps.ts');

let queue = Promise.resolve();
parentPort.on('message', ({at, jobs}) => {
  queue = queue.then(async () => {
    try {
      parentPort.postMessage({at, results: await processFiles(workerData.outDir, jobs, workerData.facts)});
    } catch (error) {
      parentPort.postMessage({at, error: error instanceof Error ? error.message : String(error)});
    }
  });
});
