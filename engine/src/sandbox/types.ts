import type { QuickJSRuntime } from 'quickjs-emscripten';
import type { Language } from '../i18n/types';

/** A JSON value: what goes into a script and what may come out. */
export type SandboxJsonValue = string | number | boolean | null | SandboxJsonValue[] | { [key: string]: SandboxJsonValue };

/** Why a script run failed. Every code has a message in the `sandbox` catalogue. */
export type SandboxErrorCode =
  | 'sandbox/timeout'
  | 'sandbox/memory'
  | 'sandbox/stack-overflow'
  | 'sandbox/syntax'
  | 'sandbox/runtime'
  | 'sandbox/input-not-json'
  | 'sandbox/input-too-large'
  | 'sandbox/output-not-json'
  | 'sandbox/output-too-large'
  | 'sandbox/disposed'
  | 'sandbox/unavailable'
  | 'sandbox/queue-full';

export interface SandboxError {
  path: 'script' | 'input' | 'output';
  code: SandboxErrorCode;
  /** The catalogue message in the sandbox's language. */
  message: string;
  /** What the script itself reported (e.g. "TypeError: cannot read property 'x' of null"), shortened. */
  detail?: string;
}

export type SandboxResult = { ok: true; value: SandboxJsonValue } | { ok: false; error: SandboxError };

/** The part of a WebAssembly.Memory the sandbox reads. */
export interface WasmMemoryLike {
  readonly buffer: ArrayBuffer;
  grow(deltaPages: number): number;
}

/** The part of a QuickJS WebAssembly module the sandbox uses (structural, so tests and callers can supply one). */
export interface QuickJSModuleLike {
  newRuntime(): QuickJSRuntime;
}

export interface ScriptSandboxOptions {
  /**
   * Milliseconds from any fixed origin, e.g. `() => performance.now()`. The time limit is a deadline
   * on this clock, checked by QuickJS's interrupt handler; the engine itself never reads the time.
   */
  clock: () => number;
  /** Wall time one run may take. Default 200 ms. */
  timeLimitMs?: number;
  /**
   * Bytes one run may allocate. Enforced as the maximum of the sandbox's WebAssembly memory (beyond
   * QuickJS's initial 16 MiB) and as QuickJS's own limit. Default 16 MiB.
   */
  memoryLimitBytes?: number;
  /** Stack one run may use (bounds recursion). Default 256 KiB. */
  maxStackSizeBytes?: number;
  /** Characters of the input's JSON text. Default 1,000,000. */
  maxInputLength?: number;
  /** Characters of the output's JSON text. Default 1,000,000. */
  maxOutputLength?: number;
  /**
   * Where the QuickJS .wasm is served. Node and Vite bundles find it without help; pass the asset url
   * (`import wasmLocation from '@jitl/quickjs-wasmfile-release-sync/wasm?url'`) to emit only that file.
   */
  wasmLocation?: string;
  /**
   * Replaces the default loader (a module of the sandbox's own on a capped WebAssembly memory).
   * A module given here is used as is: its memory is not capped by the sandbox.
   */
  loadModule?: () => Promise<QuickJSModuleLike>;
  lang?: Language;
}

/** A sandbox: run scripts one after another, each in a fresh QuickJS runtime; dispose when done. */
export interface ScriptSandbox {
  /**
   * Runs `script` as the body of `function (input) { … }` with `input` a deep copy of the given JSON
   * value; what it returns (undefined reads as null) comes back as JSON. Never throws and never rejects.
   */
  run(script: string, input: unknown): Promise<SandboxResult>;
  dispose(): void;
}
