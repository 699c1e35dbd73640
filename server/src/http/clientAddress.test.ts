import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { clientAddress, isSecureRequest } from './clientAddress';

/** What express and the shortcuts say for a request with `headers`, from loopback (a trusted proxy here, as in createApp). */
async function answers(headers: Record<string, string>, trust: string | boolean = 'loopback') {
  const app = express();
  app.set('trust proxy', trust);
  app.get('/', (req, res) => {
    res.json({ express: { ip: req.ip, secure: req.secure }, ours: { ip: clientAddress(req), secure: isSecureRequest(req) } });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return (await response.json()) as { express: unknown; ours: unknown };
  } finally {
    server.close();
  }
}

describe('client address and TLS, without the proxy trust when it cannot matter', () => {
  it('answer what express answers, with and without forwarding headers, trusted or not', async () => {
    for (const trust of ['loopback', false] as const) {
      const cases: Array<Record<string, string>> = [{}, { 'X-Forwarded-For': '203.0.113.7' }, { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' }, { 'X-Forwarded-Proto': 'https' }, { 'X-Forwarded-Proto': 'http' }];
      for (const headers of cases) {
        const { express: theirs, ours } = await answers(headers, trust);
        expect(ours, JSON.stringify({ trust, headers })).toEqual(theirs);
      }
    }
    expect((await answers({ 'X-Forwarded-For': '203.0.113.7' })).ours).toEqual({ ip: '203.0.113.7', secure: false });
    expect((await answers({ 'X-Forwarded-Proto': 'https' })).ours).toEqual({ ip: '127.0.0.1', secure: true });
  });
});
