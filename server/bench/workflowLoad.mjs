// The workflow bench's load client in a worker thread of its own, as a separate client would be:
// it approves the given tasks through the API with `clients` requests in flight and answers each
// request's latency. Plain JavaScript so the worker needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, taskIds, clients } = workerData;
const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(Array.from({ length: clients }, async () => {
  while (next < taskIds.length) {
    const taskId = taskIds[next];
    next += 1;
    const began = performance.now();
    const response = await fetch(`${url}/api/bpm/task/${taskId}/approve`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Access-Token': token }, body: '{}' });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`approve ${taskId}: ${response.status} ${text}`);
    latencies.push(performance.now() - began);
  }
}));
parentPort.postMessage({ latencies, ms: performance.now() - started });
