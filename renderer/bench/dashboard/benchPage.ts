import react from '@vitejs/plugin-react';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { build } from 'vite';
import { serveFolder } from '../serveFolder';
import { benchWidgetData, widgetCount } from './page/fixtures';

/** Debian Chromium's flags for every bench load (no background traffic, no GPU). */
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Builds the bench page (both variants, one production vite build) into `outDir`; `readable`: not minified (profiles name every function). */
export async function buildBenchPage(outDir: string, readable = false): Promise<void> {
  await build({ root: join(import.meta.dirname, 'page'), base: './', mode: 'production', logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, ...(readable ? { minify: false } : {}) } });
}

/** Serves the built page, and `POST /data` as the server's batched route would: one NDJSON line per item, all at once. */
export function serveBenchPage(dir: string): Promise<{ server: Server; url: string }> {
  const lines = new Map(Array.from({ length: widgetCount }, (_, index) => [`i${index}`, benchWidgetData(index)]));
  return serveFolder(dir, (request, response, path) => {
    if (request.method !== 'POST' || path !== '/data') return false;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { items } = JSON.parse(body) as { items: Array<{ key: string }> };
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      for (const item of items) response.write(`${JSON.stringify({ key: item.key, success: true, result: lines.get(item.key) })}\n`);
      response.end();
    });
    return true;
  });
}
