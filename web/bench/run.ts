import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialJsBudgetBytes, measureInitialJs } from './initialJs';
import { measureLoginInChromium } from './loginInChromium';
import { loginBudgetBytes } from '../e2e/loginPageMeter';

// `npm run bench -w @wharf/web`: builds the app, then records what Chromium downloads for the login page
// (cold cache, served by the real server), the login route's JavaScript as counted from the build, and every
// chunk's gzip size (bench/README.md format). Numbers only; the browser tests loginWire and weight keep the budget.
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
const login = await measureLoginInChromium(distDir);
const suite = {
  suite: 'web-bundle',
  description: 'the login page in Chromium (cold cache, real server, median of 3 loads: bytes over the wire and the scripts fetched, as gzip, until the form takes input and the network is quiet); gzip sizes counted from the build',
  results: [
    { name: 'login page over the wire (Chromium, cold)', unit: 'KB', value: kb(login.wireBytes), baseline: kb(loginBudgetBytes), ratio: login.wireBytes / loginBudgetBytes, note: `baseline: the 250 KB budget of issue 21; ${login.responses} responses` },
    { name: 'login route JS loaded by Chromium (gzip)', unit: 'KB gzip', value: kb(login.jsGzipBytes), baseline: kb(loginBudgetBytes), ratio: login.jsGzipBytes / loginBudgetBytes, note: 'baseline: the 250 KB budget of issue 21' },
    { name: 'login form takes input (Chromium, cold)', unit: 'ms', value: Math.round(login.usableMs), note: 'from navigation, median of 3 fresh profiles' },
    { name: 'login route initial JS, counted from the build', unit: 'KB gzip', value: kb(initial.totalGzipBytes), baseline: kb(initialJsBudgetBytes), ratio: initial.totalGzipBytes / initialJsBudgetBytes, note: 'baseline: the 250 KB budget of issue 6' },
    ...chunks.map((chunk) => ({ name: `chunk ${chunk.name}`, unit: 'KB gzip', value: kb(chunk.gzipBytes), note: `${kb(chunk.bytes)} KB raw` })),
  ],
};
const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(webRoot, '..', 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'web-bundle.json'), `${JSON.stringify(suite, null, 2)}\n`);
console.log(suite.results.map((result) => `${String(result.value).padStart(7)} ${result.unit}  ${result.name}`).join('\n'));
