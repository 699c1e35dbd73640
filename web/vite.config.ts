import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// Absolute base: the server answers every non-/api path with index.html, so nested
// routes such as /index/login must still find /assets/… .
export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [react()],
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
