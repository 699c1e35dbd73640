import type { CustomizeVariantOptions } from 'quickjs-emscripten';
import type { QuickJSModuleLike, WasmMemoryLike } from './types';

// The engine compiles without DOM types and @types/node does not declare WebAssembly, yet both
// browsers and Node have it: declare the one constructor used here.
declare const WebAssembly: { Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemoryLike };

const pageBytes = 64 * 1024;
/** The WebAssembly memory the QuickJS build starts with (its declared minimum, 16 MiB). */
export const quickJSInitialMemoryBytes = 256 * pageBytes;

export interface DefaultQuickJSOptions {
  /** Bytes the module's WebAssembly memory may grow to, beyond its initial 16 MiB. */
  growthLimitBytes: number;
  /** Where the .wasm file is served (browser bundles); default: next to the package's JS. */
  wasmLocation?: string;
}

export interface LoadedQuickJS {
  module: QuickJSModuleLike;
  /** The module's memory: when it reaches its maximum, no allocation inside QuickJS can succeed. */
  memory: WasmMemoryLike;
}

/**
 * A QuickJS module of its own for one sandbox, on a WebAssembly memory with a hard maximum.
 *
 * Why not the shared module: this QuickJS build cannot measure allocation sizes
 * ("malloc_usable_size unavailable"), so its own memory limit counts allocations, not bytes; a script
 * building a few big strings sails past it. A capped WebAssembly memory is a byte limit that holds:
 * malloc fails, QuickJS throws "out of memory", and the host is never asked for more.
 * Loaded lazily (dynamic import), so code that never runs a script never loads the WebAssembly.
 */
export async function loadDefaultQuickJS(options: DefaultQuickJSOptions): Promise<LoadedQuickJS> {
  const { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC } = await import('quickjs-emscripten');
  const maximumPages = Math.ceil((quickJSInitialMemoryBytes + options.growthLimitBytes) / pageBytes);
  const memory = new WebAssembly.Memory({ initial: quickJSInitialMemoryBytes / pageBytes, maximum: maximumPages });
  const variant = newVariant(RELEASE_SYNC, { wasmMemory: memory as CustomizeVariantOptions['wasmMemory'], ...(options.wasmLocation ? { wasmLocation: options.wasmLocation } : {}) });
  return { module: await newQuickJSWASMModuleFromVariant(variant), memory };
}

/** True when the memory has grown to its maximum (the next allocation beyond it fails). */
export function isMemoryExhausted(memory: WasmMemoryLike, growthLimitBytes: number): boolean {
  return memory.buffer.byteLength + pageBytes > quickJSInitialMemoryBytes + growthLimitBytes;
}
