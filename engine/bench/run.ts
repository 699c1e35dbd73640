// Runs the engine's bench suites one after another and writes each to
// $BENCH_RESULTS_DIR/engine-<suite>.json (default <repo>/bench/results), as bench/README.md describes.
// A suite is added by importing it and listing it in `suites`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchSuite } from './harness';
import { querySuite } from './query';
import { sandboxSuite } from './sandbox';
import { rulesSuite } from './rules';

const suites: BenchSuite[] = [querySuite, rulesSuite, sandboxSuite];

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(repositoryRoot, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });

let failed = 0;
for (const suite of suites) {
  try {
    const results = await suite.run();
    const file = join(resultsDir, `engine-${suite.suite}.json`);
    writeFileSync(file, `${JSON.stringify({ suite: suite.suite, description: suite.description, results }, null, 2)}\n`);
    console.log(`engine ${suite.suite}: ${file}`);
    for (const r of results) console.log(`  ${r.name}: ${r.value} ${r.unit}${r.baseline !== undefined ? ` (baseline ${r.baseline} ${r.unit}, ratio ${r.ratio})` : ''}`);
  } catch (error) {
    failed += 1;
    console.error(`engine ${suite.suite} failed:`, error);
  }
}
if (failed > 0) process.exitCode = 1;
