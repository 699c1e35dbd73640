/**
 * The form bench's page (`bench/page`): built by vite in production mode and served from a folder, and
 * the Chromium flags both the bench (`run.ts`) and the profile (`profileForm.ts`) open it with.
 */
import react from '@vitejs/plugin-react';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { build } from 'vite';
import { serveFolder } from './serveFolder';

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
  return serveFolder(dir);
}
