import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { createRequire } from 'node:module';
import { textChunks } from './viteTextChunks';

const require = createRequire(import.meta.url);

// Absolute base: the server answers every non-/api path with index.html, so nested
// routes such as /index/login must still find /assets/… .
export default defineConfig(({ mode }) => ({
  base: '/',
  // Every text asset is also written brotli- and gzip-compressed at build time (`x.js.br`, `x.js.gz`), so
  // the server sends the smallest one the browser accepts without compressing per request.
  // textChunks: the engine's messages and the packages' UI texts, one chunk per language and group.
  plugins: [react(), textChunks(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  resolve: {
    // react-router's package exports point every bundler at its development build; production
    // bundles take the production build, which drops the dev-only warnings.
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: require.resolve('react-router').replace(/development[\\/]index\.m?js$/, 'production/index.mjs') }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is fetched before the first frame anyway; as one
          // chunk it is one response instead of some forty small ones (each costs its headers, about
          // 1 KB, and compresses worse alone). Lazy chunks keep their own splitting.
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.WHARF_API_TARGET ?? 'http://localhost:3000', changeOrigin: true } },
  },
}));
