import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialJsBudgetBytes, measureInitialJs } from './initialJs';

// `npm run bench -w @wharf/web`: builds the app and records the login route's initial JavaScript
// and every chunk's gzip size (bench/README.md format). Numbers only; the weight test asserts the budget.
const webRoot = join(import.meta.dirname, '..');
const distDir = join(webRoot, 'dist');
const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const initial = measureInitialJs(distDir);
const assets = join(distDir, 'assets');
const chunks = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name: name.replace(/-[\w-]{8}\.js$/, '.js'), gzipBytes: gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, bytes: statSync(join(assets, name)).size }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const suite = {
  suite: 'web-bundle',
  description: 'gzip sizes of the built app: the JavaScript the login route loads before first paint, and each lazy chunk',
  results: [
    { name: 'login route initial JS', unit: 'KB gzip', value: kb(initial.totalGzipBytes), baseline: kb(initialJsBudgetBytes), ratio: initial.totalGzipBytes / initialJsBudgetBytes, note: 'baseline: the 250 KB budget of issue 6' },
    ...chunks.map((chunk) => ({ name: `chunk ${chunk.name}`, unit: 'KB gzip', value: kb(chunk.gzipBytes), note: `${kb(chunk.bytes)} KB raw` })),
  ],
};
const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(webRoot, '..', 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'web-bundle.json'), `${JSON.stringify(suite, null, 2)}\n`);
console.log(suite.results.map((result) => `${String(result.value).padStart(7)} ${result.unit}  ${result.name}`).join('\n'));
