// The workflow bench's load client in a worker thread of its own, as a separate client would be:
// it approves the given tasks through the API with `clients` requests in flight and answers each
// request's latency. node:http with keep-alive connections (one per client), not fetch: fetch costs
// this machine ~2 ms of CPU per request, which on 2 cores would be taken from the server measured.
// Plain JavaScript so the worker needs no TypeScript loader.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, taskIds, clients } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const { hostname, port } = new URL(url);
const body = '{}';

function approve(taskId) {
  return new Promise((resolve, reject) => {
    const req = request({
      agent, hostname, port, method: 'POST', path: `/api/bpm/task/${taskId}/approve`,
      headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, 'X-Access-Token': token },
    }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => (res.statusCode >= 300 ? reject(new Error(`approve ${taskId}: ${res.statusCode} ${Buffer.concat(chunks).toString()}`)) : resolve()));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(Array.from({ length: clients }, async () => {
  while (next < taskIds.length) {
    const taskId = taskIds[next];
    next += 1;
    const began = performance.now();
    await approve(taskId);
    latencies.push(performance.now() - began);
  }
}));
agent.destroy();
parentPort.postMessage({ latencies, ms: performance.now() - started });
