// A worker thread of the post-build pass (./index.ts): it loads the steps (TypeScript, through
// jiti, as Docusaurus loads the plugins) once, then processes each batch of pages it is sent and
// answers with their results.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {processFiles} = jiti('./steps.ts');

parentPort.on('message', async (jobs) => {
  try {
    parentPort.postMessage({results: await processFiles(workerData.outDir, jobs, workerData.facts)});
  } catch (error) {
    parentPort.postMessage({error: error instanceof Error ? error.message : String(error)});
  }
});
