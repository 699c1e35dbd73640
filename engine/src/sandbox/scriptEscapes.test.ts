import { afterAll, describe, expect, it } from 'vitest';
import { createScriptSandbox } from './createScriptSandbox';
import type { SandboxResult } from './types';

// Attempts to break out of, starve or poison the sandbox. Each must end in a clear, coded answer,
// and the host must be untouched afterwards.
// Scripts that must finish get a roomy limit (CI's busy cores can stall a one-liner past 150 ms);
// the runaways meet a short one, so each timeout costs little.
const sandbox = createScriptSandbox({ clock: () => performance.now(), timeLimitMs: 5000, memoryLimitBytes: 8 * 1024 * 1024, lang: 'en_US' });
const strict = createScriptSandbox({ clock: () => performance.now(), timeLimitMs: 150, memoryLimitBytes: 8 * 1024 * 1024, lang: 'en_US' });
afterAll(() => {
  sandbox.dispose();
  strict.dispose();
});

const codeOf = (result: SandboxResult) => (result.ok ? 'ok' : result.error.code);

describe('host objects are out of reach', () => {
  it('process, require, fetch, module loading and timers do not exist', async () => {
    const script = `var g = Function('return this')();
      return [typeof process, typeof require, typeof fetch, typeof XMLHttpRequest, typeof setTimeout, typeof console, typeof g.process, typeof globalThis.Deno, typeof module, typeof __dirname];`;
    expect(await sandbox.run(script, null)).toEqual({ ok: true, value: Array(10).fill('undefined') });
  });
  it('constructor chains reach only QuickJS\'s own Function', async () => {
    const script = `var F = ({}).constructor.constructor;
      var viaArray = [].map.constructor('return typeof process')();
      var viaProto = Object.getPrototypeOf(function () {}).constructor('return this')();
      return [viaArray, typeof viaProto.require, F('return typeof fetch')()];`;
    expect(await sandbox.run(script, { a: 1 })).toEqual({ ok: true, value: ['undefined', 'undefined', 'undefined'] });
  });
  it('the input is a copy: its constructor chain is QuickJS\'s too', async () => {
    expect(await sandbox.run("return input.constructor.constructor('return typeof process')()", {})).toEqual({ ok: true, value: 'undefined' });
  });
  it('dynamic import is refused', async () => {
    // import() only yields a promise that no job ever settles (there is no module loader and no job
    // runs): returned, it is refused as output that is not JSON; awaited by callbacks, it stays pending.
    expect(await sandbox.run("return import('fs')", null)).toEqual({ ok: false, error: expect.objectContaining({ path: 'output', code: 'sandbox/output-not-json' }) });
    expect(await sandbox.run("var state = 'pending'; import('fs').then(function () { state = 'loaded'; }, function () { state = 'refused'; }); return state;", null)).toEqual({ ok: true, value: 'pending' });
    expect(await sandbox.run("import fs from 'fs'; return 1", null)).toEqual({ ok: false, error: expect.objectContaining({ path: 'script', code: 'sandbox/syntax' }) });
  });
  it('prototype pollution stays inside one run', async () => {
    const polluted = await sandbox.run('Object.prototype.polluted = "yes"; Array.prototype.map = null; JSON.stringify = null; return 1;', null);
    // Inside the run the pollution is allowed (the script's own realm); it just must not escape.
    expect(polluted).toEqual({ ok: true, value: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof [].map).toBe('function');
    expect(await sandbox.run('return [typeof ({}).polluted, typeof [].map];', null)).toEqual({ ok: true, value: ['undefined', 'function'] });
  });
  it('__proto__ keys in the input do not pollute anything', async () => {
    const input = JSON.parse('{"__proto__": {"isAdmin": true}}') as unknown;
    // JSON.parse makes "__proto__" an own data property: nothing gains a prototype from it.
    expect(await sandbox.run("return [({}).isAdmin === undefined, typeof input.isAdmin, Object.keys(input)];", input)).toEqual({ ok: true, value: [true, 'undefined', ['__proto__']] });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('resource limits', () => {
  it('an infinite loop times out, even inside try/catch', async () => {
    expect(codeOf(await strict.run('for (;;) {}', null))).toBe('sandbox/timeout');
    expect(codeOf(await strict.run('while (true) { try { for (;;) {} } catch (e) {} }', null))).toBe('sandbox/timeout');
  });
  it('a loop hidden in toJSON or in an error getter times out', async () => {
    expect(codeOf(await strict.run('return { toJSON: function () { for (;;) {} } };', null))).toBe('sandbox/timeout');
    expect(codeOf(await strict.run("var e = new Error('x'); Object.defineProperty(e, 'message', { get: function () { for (;;) {} } }); throw e;", null))).toBe('sandbox/timeout');
  });
  it('a loop around a slow built-in times out near the deadline, not thousands of calls later', async () => {
    // Unguarded, QuickJS looks at the clock only every few thousand loop steps: this ran for minutes.
    expect(codeOf(await strict.run('var a = []; for (var i = 0; i < 50000; i++) a.push((i * 7919) % 50000); for (;;) a.slice().sort();', null))).toBe('sandbox/timeout');
    expect(codeOf(await strict.run('var o = []; for (var i = 0; i < 20000; i++) o.push({ a: i }); for (;;) { try { JSON.stringify(o); } catch (e) {} }', null))).toBe('sandbox/timeout');
    expect(codeOf(await strict.run('Date.now = function () { return 0; }; for (;;) "x".repeat(100000);', null))).toBe('sandbox/timeout');
  }, 20_000);
  it('guarded built-ins still behave as built-ins', async () => {
    expect(await sandbox.run('return [[3, 1, 2].sort().join("-"), "a,b".split(","), JSON.parse(JSON.stringify({ a: [1] })), "abc".replace(/b/g, "x"), Math.max.apply(null, [1, 9]), Array.from("xy")];', null))
      .toEqual({ ok: true, value: ['1-2-3', ['a', 'b'], { a: [1] }, 'axc', 9, ['x', 'y']] });
  });
  it('unbounded recursion overflows the stack cleanly', async () => {
    expect(codeOf(await sandbox.run('function f(n) { return f(n + 1) + 1; } return f(0);', null))).toBe('sandbox/stack-overflow');
  });
  it('huge allocations hit the memory limit', async () => {
    // A generous deadline so the memory limit, not the clock, is what stops these.
    const small = createScriptSandbox({ clock: () => performance.now(), timeLimitMs: 5000, memoryLimitBytes: 4 * 1024 * 1024 });
    expect(codeOf(await small.run('var a = []; for (;;) a.push([a.length, a.length, a.length]);', null))).toBe('sandbox/memory');
    expect(codeOf(await small.run('return new ArrayBuffer(1024 * 1024 * 1024).byteLength;', null))).toBe('sandbox/memory');
    expect(codeOf(await small.run('return "x".repeat(2 ** 29).length;', null))).toBe('sandbox/memory');
    expect(codeOf(await small.run('var s = "xx"; for (;;) s = s + s;', null))).toBe('sandbox/memory');
    // Few, large allocations: QuickJS's own limit counts allocations in this build, the capped
    // WebAssembly memory counts bytes.
    expect(codeOf(await small.run('var a = []; for (var i = 0; i < 200; i++) a.push("x".repeat(100000) + i); return a.length;', null))).toBe('sandbox/memory');
    expect(await small.run('return 1 + 1', null)).toEqual({ ok: true, value: 2 });
  });
  it('pending jobs never run after the script returns', async () => {
    expect(await sandbox.run('Promise.resolve().then(function () { for (;;) {} }); return "done";', null)).toEqual({ ok: true, value: 'done' });
  });
  it('the deadline comes from the injected clock', async () => {
    let now = 0;
    const stepping = createScriptSandbox({ clock: () => (now += 1), timeLimitMs: 50 });
    expect(codeOf(await stepping.run('for (;;) {}', null))).toBe('sandbox/timeout');
    // The guards on built-ins (the result's JSON too) read QuickJS's own clock: a roomy limit keeps a busy
    // machine from tripping them while the frozen injected clock never ends the loop.
    const frozen = createScriptSandbox({ clock: () => 0, timeLimitMs: 2000 });
    expect(await frozen.run('var n = 0; for (var i = 0; i < 200000; i++) n += i; return n;', null)).toEqual({ ok: true, value: 19999900000 });
  });
  it('after every attack the sandbox still works', async () => {
    expect(await sandbox.run('return input * 2', 21)).toEqual({ ok: true, value: 42 });
    expect(await strict.run('return input * 2', 21)).toEqual({ ok: true, value: 42 });
  });
});
