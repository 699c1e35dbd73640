// The formData bench's load client in a worker thread of its own, as a separate client would be:
// it posts `count` declarations (numbered from `offset`) with `clients` requests in flight and answers
// each request's latency. node:http with keep-alive connections (one per client), not fetch: fetch on
// the server's event loop costs this machine ~2 ms of CPU per request, which the baseline (no HTTP at
// all) does not pay and the server measured would. Plain JavaScript so the worker needs no TypeScript loader.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, count, offset, clients, path } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const { hostname, port } = new URL(url);

// The customs declaration example as the seeds install it in the demo tenant (as formData.ts `declaration`).
const declaration = (i) => JSON.stringify({ data: {
  ieFlag: 'I', customsCode: '2200', consignee: `Consignee ${i}`, socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-22', currency: 'USD', declTotal: 1200.5,
  dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25, originCountry: 'CHN' }],
} });

function save(i) {
  const body = declaration(i);
  return new Promise((resolve, reject) => {
    const req = request({
      agent, hostname, port, method: 'POST', path,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Access-Token': token },
    }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`form data save failed: ${res.statusCode} ${Buffer.concat(chunks).toString()}`))));
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
  while (next < count) {
    const i = offset + next;
    next += 1;
    const began = performance.now();
    await save(i);
    latencies.push(performance.now() - began);
  }
}));
agent.destroy();
parentPort.postMessage({ latencies, ms: performance.now() - started });
