import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// Absolute base: the server answers every non-/api path with index.html, so nested
// routes such as /index/login must still find /assets/… .
export default defineConfig(({ mode }) => ({
  base: '/',
  // Every text asset is also written brotli- and gzip-compressed at build time (`x.js.br`, `x.js.gz`), so
  // the server sends the smallest one the browser accepts without compressing per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  resolve: {
    // react-router's package exports point every bundler at its development build; production
    // bundles take the production build, which drops the dev-only warnings.
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: require.resolve('react-router').replace(/development[\\/]index\.m?js$/, 'production/index.mjs') }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/api': { target: process.env.WHARF_API_TARGET ?? 'http://localhost:3000', changeOrigin: true } },
  },
}));
