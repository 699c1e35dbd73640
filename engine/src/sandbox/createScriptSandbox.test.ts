import { afterAll, describe, expect, it } from 'vitest';
import { createScriptSandbox } from './createScriptSandbox';
import { ScriptSandboxError, toScriptRunner } from './scriptRunner';

const sandbox = createScriptSandbox({ clock: () => performance.now(), timeLimitMs: 300, lang: 'en_US' });
afterAll(() => sandbox.dispose());

describe('script sandbox: JSON in, JSON out', () => {
  it('runs the script as a function body over a copy of the input', async () => {
    const input = { items: [{ qty: 2, price: 3 }, { qty: 1, price: 10 }] };
    expect(await sandbox.run('return input.items.reduce(function (t, i) { return t + i.qty * i.price; }, 0);', input)).toEqual({ ok: true, value: 16 });
    expect(await sandbox.run('input.items.length = 0; return input;', input)).toEqual({ ok: true, value: { items: [] } });
    expect(input.items).toHaveLength(2);
  });
  it('no return reads as null; undefined input reads as null', async () => {
    expect(await sandbox.run('var x = 1;', undefined)).toEqual({ ok: true, value: null });
    expect(await sandbox.run('return input;', undefined)).toEqual({ ok: true, value: null });
  });
  it('modern syntax and sloppy legacy scripts both run', async () => {
    expect(await sandbox.run('const { a, ...rest } = input; return { a, rest, s: `${a}!` };', { a: 1, b: 2 })).toEqual({ ok: true, value: { a: 1, rest: { b: 2 }, s: '1!' } });
    expect(await sandbox.run('total = 5; return total;', null)).toEqual({ ok: true, value: 5 });
  });
});

describe('script sandbox: failures are data with a code', () => {
  const cases: Array<[string, string, unknown, string]> = [
    ['syntax error', 'return {;', null, 'sandbox/syntax'],
    ['thrown error', 'throw new Error("boom")', null, 'sandbox/runtime'],
    ['thrown non-error', 'throw 42', null, 'sandbox/runtime'],
    ['type error', 'return input.missing.deeper', {}, 'sandbox/runtime'],
    ['function output', 'return function () {}', null, 'sandbox/output-not-json'],
    ['bigint output', 'return 10n', null, 'sandbox/output-not-json'],
    ['cyclic output', 'var a = {}; a.self = a; return a;', null, 'sandbox/output-not-json'],
    ['promise output', 'return Promise.resolve(1)', null, 'sandbox/output-not-json'],
    ['symbol output', 'return Symbol("x")', null, 'sandbox/output-not-json'],
  ];
  for (const [name, script, input, code] of cases) {
    it(name, async () => {
      const result = await sandbox.run(script, input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe(code);
        expect(result.error.message).not.toBe(code);
      }
    });
  }
  it('the script\'s own message is kept as detail', async () => {
    expect(await sandbox.run('throw new TypeError("bad qty")', null)).toMatchObject({ ok: false, error: { path: 'script', code: 'sandbox/runtime', detail: 'TypeError: bad qty', message: 'The script failed while running' } });
  });
  it('input that is not JSON, or too large, is refused before running', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await sandbox.run('return 1', cyclic)).toMatchObject({ ok: false, error: { path: 'input', code: 'sandbox/input-not-json' } });
    expect(await sandbox.run('return 1', () => 1)).toMatchObject({ ok: false, error: { code: 'sandbox/input-not-json' } });
    expect(await sandbox.run('return 1', 'x'.repeat(1_000_001))).toMatchObject({ ok: false, error: { code: 'sandbox/input-too-large' } });
  });
  it('output past the length limit is refused', async () => {
    expect(await sandbox.run('return "x".repeat(1000001)', null)).toMatchObject({ ok: false, error: { path: 'output', code: 'sandbox/output-too-large' } });
  });
  it('a disposed sandbox refuses to run', async () => {
    const closed = createScriptSandbox({ clock: () => performance.now() });
    closed.dispose();
    expect(await closed.run('return 1', null)).toMatchObject({ ok: false, error: { code: 'sandbox/disposed' } });
  });
  it('a module that cannot load is reported, not thrown', async () => {
    const broken = createScriptSandbox({ clock: () => 0, loadModule: () => Promise.reject(new Error('no wasm')) });
    expect(await broken.run('return 1', null)).toMatchObject({ ok: false, error: { code: 'sandbox/unavailable', detail: 'no wasm' } });
  });
});

describe('script sandbox: the ScriptRunner port of the field-rule compiler', () => {
  it('resolves with the output and rejects with a coded error', async () => {
    const runner = toScriptRunner(sandbox);
    await expect(runner.run('return input.value > 3', { value: 5 })).resolves.toBe(true);
    const rejection = await runner.run('return {', null).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(ScriptSandboxError);
    expect((rejection as ScriptSandboxError).code).toBe('sandbox/syntax');
  });
});
