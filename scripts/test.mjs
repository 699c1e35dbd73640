#!/usr/bin/env node
// Runs every package's tests through turbo, then prints one closing line
// "N passed, N failed" summed from the vitest JSON reports in reports/.
// Exits non-zero when a runner failed, a test failed, or nothing ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reportDir = join(root, 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

// One package at a time: the browser tests and the database tests each use both cores, and
// running them together only made timing-sensitive tests wait on each other.
const extraArgs = process.argv.slice(2);
const run = spawnSync('npx', ['turbo', 'run', 'test', '--concurrency=1', '--continue', ...extraArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
});

let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(reportDir) ? readdirSync(reportDir).filter((name) => name.endsWith('.json')) : [];
for (const name of files) {
  const report = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
  const failedBefore = failed;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const everyTestPassed = (suite.assertionResults ?? []).every((test) => test.status !== 'failed');
    if (suite.status !== 'failed' || !everyTestPassed) continue;
    // A file that failed to load, or whose beforeAll/afterAll failed, is a failure even though no test in it is.
    failed += 1;
    console.log(`${name}: ${suite.name} failed outside its tests: ${firstLine(suite.message)}`);
  }
  if (report.success === false && failed === failedBefore) {
    // vitest also fails a run for an unhandled error or a global setup/teardown error, which no file carries.
    failed += 1;
    console.log(`${name}: the run failed outside every file (an unhandled error or the global setup; see above)`);
  }
}

if (run.status !== 0 && failed === 0) {
  // An unhandled error fails vitest's run while its JSON report still says every test passed; the runner's own
  // output above names it ("Unhandled Errors"). Counted, so the closing line never reads "0 failed" on a failed run.
  failed += 1;
  console.log('a test runner failed although its report has no failed test: see "Unhandled" or "Failed:" above');
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (run.status !== 0 || failed > 0 || passed === 0) process.exit(1);

function firstLine(message) {
  return String(message ?? 'no message').split('\n', 1)[0].slice(0, 300);
}
