import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from './webApp';

const script = 'export const answer = 42;\n'.repeat(200);
let dist: string;
let server: ReturnType<ReturnType<typeof express>['listen']>;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wharf-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Wharf</title>');
  writeFileSync(join(dist, 'boot-config.js'), 'window.wharf = {};');
  const app = express();
  app.use(webAppRoutes(dist));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Raw bytes and headers, without fetch's transparent decompression (undici decodes; we ask for the raw body). */
async function get(path: string, acceptEncoding: string) {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('the built web app', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, the file itself otherwise', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Whatever came over the wire, the script is the same once decoded.
    for (const answer of [br, gz, plain]) {
      expect(answer.text).toBe(script);
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(Number(br.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(script) / 10);
  });

  it('never caches index.html or files outside assets/, and answers client routes with index.html', async () => {
    const route = await get('/eform/view/dec_list_view', 'br');
    expect(route.status).toBe(200);
    expect(route.text).toContain('<title>Wharf</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    const boot = await get('/boot-config.js', 'br');
    expect(boot.headers.get('cache-control')).toBe('no-cache');
  });
});
