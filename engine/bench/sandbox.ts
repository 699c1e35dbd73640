// Bench of the script sandbox (engine/src/sandbox) and the expression evaluator (engine/src/expressions)
// on a custom-rule-sized check, each against the same check as a plain JavaScript function in the same run.
import { performance } from 'node:perf_hooks';
import { compileExpression } from '../src/expressions';
import { createScriptSandbox } from '../src/sandbox';
import { compareTimings, round3, type BenchResult, type BenchSuite } from './harness';

const input = { value: 12, values: { qty: 4, price: 3 } };
const script = 'return input.value === input.values.qty * input.values.price;';
const native = (data: typeof input) => data.value === data.values.qty * data.values.price;

async function timeRuns(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    times.push((performance.now() - start) * 1000);
  }
  return times.sort((a, b) => a - b);
}

export const sandboxSuite: BenchSuite = {
  suite: 'sandbox',
  description: 'A custom-rule-sized check (value equals qty × price): sandbox.run (fresh QuickJS runtime per run, guarded built-ins, JSON in/out) and a compiled computed-value expression, per call; baseline: the same check as a plain JavaScript function in the same run.',
  async run(): Promise<BenchResult[]> {
    const sandbox = createScriptSandbox({ clock: () => performance.now() });
    const first = await sandbox.run(script, input);
    if (!first.ok || first.value !== true) throw new Error(`sandbox answered ${JSON.stringify(first)}`);
    const runs = await timeRuns(200, () => sandbox.run(script, input));
    const nativeTimes = await timeRuns(200, async () => native(input));
    sandbox.dispose();

    const compiled = compileExpression('value == values.qty * values.price');
    if (!compiled.ok) throw new Error(compiled.error.message);
    const expression = compiled.value;
    const check = expression.evaluate(input);
    if (!check.ok || check.value !== true) throw new Error(`expression answered ${JSON.stringify(check)}`);
    const timings = compareTimings(() => expression.evaluate(input), () => native(input), { samples: 300, batch: 100 });

    const p50 = (times: number[]) => times[Math.floor(times.length / 2)] ?? Number.NaN;
    return [
      { name: 'sandbox run p50', unit: 'µs', value: round3(p50(runs)), baseline: round3(p50(nativeTimes)), ratio: round3(p50(runs) / p50(nativeTimes)), note: 'baseline: plain JS function (awaited)' },
      { name: 'expression evaluate p50', unit: 'µs', value: round3(timings.ours.p50), baseline: round3(timings.baseline.p50), ratio: round3(timings.ours.p50 / timings.baseline.p50), note: 'baseline: plain JS function' },
    ];
  },
};
