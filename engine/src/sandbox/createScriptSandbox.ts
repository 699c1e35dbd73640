import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';
import { defaultLanguage } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import { classifyHostError, classifyScriptError, shortenDetail } from './classifyScriptError';
import { guardBuiltinsSource } from './guardBuiltins';
import { isMemoryExhausted, loadDefaultQuickJS } from './loadDefaultQuickJS';
import type { SandboxJsonValue, QuickJSModuleLike, WasmMemoryLike, SandboxError, SandboxErrorCode, SandboxResult, ScriptSandbox, ScriptSandboxOptions } from './types';

export const sandboxDefaults = {
  timeLimitMs: 200,
  memoryLimitBytes: 16 * 1024 * 1024,
  maxStackSizeBytes: 256 * 1024,
  maxInputLength: 1_000_000,
  maxOutputLength: 1_000_000,
} as const;

// The input travels as JSON text in a global and is parsed inside QuickJS, so no host object is ever
// handed to the script. JSON.stringify/JSON.parse are captured before the script's own code can run.
// The script is a function body; what it returns is stringified inside QuickJS too, so toJSON and
// getters run under the same limits. A value JSON cannot hold (function, symbol, bigint, promise,
// cycle) comes back as a non-string, which the host reports as output-not-json.
function wrap(script: string): string {
  return `(function (stringify, parse, inputText) {
  delete globalThis.__wharfInput;
  var run = function (input) {
${script}
  };
  var result = run.call(undefined, parse(inputText));
  if (result === undefined) return 'null';
  var kind = typeof result;
  if (kind === 'function' || kind === 'symbol' || kind === 'bigint' || result instanceof Promise) return undefined;
  try { return stringify(result); } catch (error) { if (error instanceof TypeError) return undefined; throw error; }
})(JSON.stringify, JSON.parse, globalThis.__wharfInput)`;
}

/** Installs the built-in guard (see guardBuiltins.ts) for a run of at most `limitMs`. */
function guardBuiltins(vm: QuickJSContext, limitMs: number): void {
  const installer = vm.unwrapResult(vm.evalCode(guardBuiltinsSource, 'guard.js'));
  const limit = vm.newNumber(limitMs);
  try {
    vm.unwrapResult(vm.callFunction(installer, vm.undefined, limit)).dispose();
  } finally {
    limit.dispose();
    installer.dispose();
  }
}

function readText(vm: QuickJSContext, handle: QuickJSHandle, key: string): string {
  const property = vm.getProp(handle, key);
  try {
    return vm.typeof(property) === 'string' ? vm.getString(property) : '';
  } finally {
    property.dispose();
  }
}

function describeThrown(vm: QuickJSContext, thrown: QuickJSHandle): { name: string; message: string } {
  try {
    if (vm.typeof(thrown) !== 'object') return { name: '', message: String(vm.dump(thrown)) };
    return { name: readText(vm, thrown, 'name'), message: readText(vm, thrown, 'message') };
  } catch {
    // Reading the error ran script code (a getter) that failed in turn: the limits still apply to it.
    return { name: 'InternalError', message: 'interrupted' };
  }
}

/**
 * Creates a script sandbox on QuickJS (quickjs-emscripten) for the specification's scripts
 * (openScript, returnScript, resultPageLoadScript, custom rule scripts), the same in browser and Node.
 *
 * Each run gets a fresh QuickJS runtime and context, so one script cannot leave anything behind for
 * the next (a polluted prototype dies with its context). The context holds only the language's own
 * built-ins: no process, require, fetch, timers, module loader or console. Limits: a deadline on the
 * injected clock (interrupt handler, plus guarded slow built-ins, see guardBuiltins.ts), a byte limit
 * (the sandbox's own WebAssembly memory is capped) and a stack limit; input and output are JSON text of
 * bounded length. Every failure is returned as `{ ok: false, error: { path, code, message } }`.
 * Not bounded by the deadline: a single catastrophic regular expression (see CONTEXT.md); hosts that run
 * untrusted scripts should also run the sandbox in a worker they can terminate.
 */
export function createScriptSandbox(options: ScriptSandboxOptions): ScriptSandbox {
  const settings = { ...sandboxDefaults, ...options };
  const lang = options.lang ?? defaultLanguage;
  const custom = options.loadModule;
  const load = (): Promise<{ module: QuickJSModuleLike; memory?: WasmMemoryLike }> =>
    custom
      ? custom().then((module) => ({ module }))
      : loadDefaultQuickJS({ growthLimitBytes: settings.memoryLimitBytes, ...(options.wasmLocation ? { wasmLocation: options.wasmLocation } : {}) });
  let modulePromise: Promise<{ module: QuickJSModuleLike; memory?: WasmMemoryLike }> | undefined;
  let isDisposed = false;

  const failure = (path: SandboxError['path'], code: SandboxErrorCode, detail?: string): SandboxResult => ({
    ok: false,
    error: { path, code, message: formatMessage(code, lang), ...(detail ? { detail: shortenDetail(detail) } : {}) },
  });

  function runIn(module: QuickJSModuleLike, script: string, inputText: string, memory: WasmMemoryLike | undefined): SandboxResult {
    const memoryBefore = memory?.buffer.byteLength ?? 0;
    const runtime = module.newRuntime();
    try {
      runtime.setMemoryLimit(settings.memoryLimitBytes);
      runtime.setMaxStackSize(settings.maxStackSizeBytes);
      // The script's time starts once the sandbox's own set-up is done: on a busy machine the guards'
      // set-up alone could use up a short limit and fail a one-line script as a runaway.
      let deadline = Number.POSITIVE_INFINITY;
      runtime.setInterruptHandler(() => settings.clock() > deadline);
      const vm = runtime.newContext();
      try {
        guardBuiltins(vm, settings.timeLimitMs);
        const inputHandle = vm.newString(inputText);
        vm.setProp(vm.global, '__wharfInput', inputHandle);
        inputHandle.dispose();
        deadline = settings.clock() + settings.timeLimitMs;
        const result = vm.evalCode(wrap(script), 'script.js');
        if (result.error) {
          const { name, message } = describeThrown(vm, result.error);
          result.error.dispose();
          // Past the deadline every answer is a timeout: reading the error may itself have been interrupted.
          // When even the error object could not be built (no name, no message) while memory grew, the
          // allocation that failed was the script's.
          const isOutOfMemory = name === '' && message === '' && memory !== undefined && memory.buffer.byteLength > memoryBefore;
          const code = settings.clock() > deadline ? 'sandbox/timeout' : isOutOfMemory ? 'sandbox/memory' : classifyScriptError(name, message);
          return failure('script', code, code === 'sandbox/runtime' || code === 'sandbox/syntax' ? `${name || 'Error'}: ${message}` : undefined);
        }
        const isText = vm.typeof(result.value) === 'string';
        const outputText = isText ? vm.getString(result.value) : '';
        result.value.dispose();
        if (!isText) return failure('output', 'sandbox/output-not-json');
        if (outputText.length > settings.maxOutputLength) return failure('output', 'sandbox/output-too-large');
        return { ok: true, value: JSON.parse(outputText) as SandboxJsonValue };
      } finally {
        vm.dispose();
      }
    } catch (error) {
      // A limit hit inside the WebAssembly itself surfaces as a host exception; classify it like one inside.
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return failure('script', classifyHostError(error), text);
    } finally {
      runtime.dispose();
    }
  }

  return {
    async run(script: string, input: unknown): Promise<SandboxResult> {
      if (isDisposed) return failure('script', 'sandbox/disposed');
      let inputText: string | undefined;
      try {
        inputText = JSON.stringify(input === undefined ? null : input);
      } catch (error) {
        return failure('input', 'sandbox/input-not-json', error instanceof Error ? error.message : undefined);
      }
      if (inputText === undefined) return failure('input', 'sandbox/input-not-json');
      if (inputText.length > settings.maxInputLength) return failure('input', 'sandbox/input-too-large');
      let loaded: { module: QuickJSModuleLike; memory?: WasmMemoryLike };
      try {
        modulePromise ??= load();
        loaded = await modulePromise;
      } catch (error) {
        modulePromise = undefined;
        return failure('script', 'sandbox/unavailable', error instanceof Error ? error.message : undefined);
      }
      if (isDisposed) return failure('script', 'sandbox/disposed');
      const result = runIn(loaded.module, String(script), inputText, loaded.memory);
      if (!loaded.memory) return result;
      const isExhausted = isMemoryExhausted(loaded.memory, settings.memoryLimitBytes);
      // WebAssembly memory never shrinks: after a run that ran out, the next run gets a fresh module.
      if (isExhausted || (!result.ok && result.error.code === 'sandbox/memory')) modulePromise = undefined;
      // A run that used all the memory there is failed for that reason, whatever QuickJS made of it.
      return isExhausted && !result.ok ? failure('script', 'sandbox/memory') : result;
    },
    dispose(): void {
      // Runtimes are per run and already freed; the module and its memory go with the last reference.
      isDisposed = true;
      modulePromise = undefined;
    },
  };
}
