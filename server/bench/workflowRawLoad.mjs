// The workflow bench's lean load client (the default): a worker thread of its own that keeps one
// keep-alive TCP connection per client and writes each request as prepared bytes, reading the answer
// by its status line and Content-Length, as wrk or autocannon do. node:http's client (workflowLoad.mjs,
// BENCH_WORKFLOW_CLIENT=http) costs ~0.9 ms of CPU per request here, which on 2 cores is taken from
// the server measured; this one a fraction of that. A non-2xx answer, a chunked or unframed answer
// or a closed connection fails the run. Plain JavaScript so the worker needs no TypeScript loader.
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, taskIds, clients } = workerData;
const { hostname, port } = new URL(url);
const body = '{}';
const headerEnd = Buffer.from('\r\n\r\n');

const requestBytes = (taskId) => Buffer.from(
  `POST /api/bpm/task/${taskId}/approve HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n`
  + `X-Access-Token: ${token}\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`,
);

/** One connection that sends one request at a time and resolves with the answer's status and body. */
function openConnection() {
  const socket = connect({ host: hostname, port: Number(port), noDelay: true });
  let pending;
  let buffered = Buffer.alloc(0);
  const fail = (error) => {
    if (pending) pending.reject(error);
    pending = undefined;
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the server closed a load connection')));
  socket.on('data', (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const end = buffered.indexOf(headerEnd);
    if (end < 0 || !pending) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(new Error(`an answer without Content-Length: ${head}`));
    const total = end + 4 + Number(length[1]);
    if (buffered.length < total) return;
    const status = Number(head.slice(9, 12));
    const answer = buffered.subarray(end + 4, total).toString();
    buffered = buffered.subarray(total);
    const { resolve } = pending;
    pending = undefined;
    resolve({ status, answer });
  });
  return {
    send: (bytes) => new Promise((resolve, reject) => {
      pending = { resolve, reject };
      socket.write(bytes);
    }),
    close: () => socket.destroy(),
  };
}

const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(Array.from({ length: clients }, async () => {
  const connection = openConnection();
  try {
    while (next < taskIds.length) {
      const taskId = taskIds[next];
      next += 1;
      const bytes = requestBytes(taskId);
      const began = performance.now();
      const { status, answer } = await connection.send(bytes);
      latencies.push(performance.now() - began);
      if (status >= 300) throw new Error(`approve ${taskId}: ${status} ${answer}`);
    }
  } finally {
    connection.close();
  }
}));
parentPort.postMessage({ latencies, ms: performance.now() - started });
