/**
 * The form bench's page (`bench/page`): built by vite in production mode and served from a folder, and
 * the Chromium flags both the bench (`run.ts`) and the profile (`profileForm.ts`) open it with.
 */
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';

const here = import.meta.dirname;

// No vsync and no frame-rate limit: a frame is drawn as soon as its work is done, so "to the next paint"
// measures the page's work rather than the wait for the next 60 Hz tick (the same for both pages, but
// up to 16.7 ms of noise that hid every difference below a frame).
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-gpu-vsync', '--disable-frame-rate-limit', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Builds `bench/page` into `outDir` (production mode, as users get it; `minify: false` keeps names readable in profiles). */
export async function buildPage(outDir: string, { minify = true } = {}): Promise<void> {
  await build({
    root: join(here, 'page'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, minify },
  });
}

/** Serves `dir` on a free local port. */
export function serve(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = resolve(dir, `.${path === '/' ? '/index.html' : path}`);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    done({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }));
}
