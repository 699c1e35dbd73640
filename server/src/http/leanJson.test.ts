import { get, type Server } from 'node:http';
import express, { type Express } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLeanJson } from './leanJson';

const large = { records: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `名前 ${i}`, note: 'x'.repeat(20) })) };

/** The same routes on an app with Express's res.json and on one with the lean one. */
function appWith(isLean: boolean): Express {
  const app = express();
  app.set('etag', false);
  if (isLean) useLeanJson(app);
  app.get('/large', (_req, res) => void res.json(large));
  app.get('/small', (_req, res) => void res.status(201).json({ ok: true }));
  app.get('/undefined', (_req, res) => void res.json(undefined));
  app.get('/typed', (_req, res) => void res.type('application/problem+json').json({ title: 'x' }));
  app.get('/etag', (_req, res) => void res.setHeader('ETag', '"v1"').json({ version: 1 }));
  app.get('/empty', (_req, res) => void res.status(204).json({ ignored: true }));
  return app;
}

async function listen(app: Express): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function answer(url: string, init?: RequestInit): Promise<{ status: number; type: string | null; length: string | null; body: string }> {
  const response = await fetch(url, init);
  return { status: response.status, type: response.headers.get('content-type'), length: response.headers.get('content-length'), body: await response.text() };
}

describe('lean res.json', () => {
  let plain: { server: Server; url: string };
  let lean: { server: Server; url: string };
  beforeAll(async () => {
    plain = await listen(appWith(false));
    lean = await listen(appWith(true));
  });
  afterAll(() => {
    plain.server.close();
    lean.server.close();
  });

  it('answers exactly as Express does: status, content type, length and body', async () => {
    for (const path of ['/large', '/small', '/typed', '/empty']) {
      expect(await answer(`${lean.url}${path}`), path).toEqual(await answer(`${plain.url}${path}`));
    }
    expect(await answer(`${lean.url}/undefined`)).toMatchObject({ status: 200, body: '' });
    expect(JSON.parse((await answer(`${lean.url}/large`)).body)).toEqual(large);
  });

  it('leaves conditional requests and HEAD to Express (304 on a matching ETag, no body on HEAD)', async () => {
    // node:http's client, as fetch adds cache headers of its own to a conditional request.
    const conditionalStatus = (url: string) => new Promise<number | undefined>((resolve, reject) => {
      get(url, { headers: { 'If-None-Match': '"v1"' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(await conditionalStatus(`${plain.url}/etag`)).toBe(304);
    expect(await conditionalStatus(`${lean.url}/etag`)).toBe(304);
    expect(await answer(`${lean.url}/large`, { method: 'HEAD' })).toEqual(await answer(`${plain.url}/large`, { method: 'HEAD' }));
  });

  it('does not copy a large body into a Buffer before writing it (Express does, for 1000 characters or more)', async () => {
    const copies = vi.spyOn(Buffer, 'from');
    try {
      await answer(`${plain.url}/large`);
      const byExpress = copies.mock.calls.filter(([value]) => typeof value === 'string' && value.startsWith('{"records"')).length;
      copies.mockClear();
      await answer(`${lean.url}/large`);
      const byLean = copies.mock.calls.filter(([value]) => typeof value === 'string' && value.startsWith('{"records"')).length;
      expect(byExpress).toBe(1);
      expect(byLean).toBe(0);
    } finally {
      copies.mockRestore();
    }
  });
});
