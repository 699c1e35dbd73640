import type { QuickJSModuleLike } from './types';

/**
 * The default QuickJS module: quickjs-emscripten's shared release-sync build, imported lazily so that
 * code which never runs a script never loads the WebAssembly. In Node the .wasm file is found next to
 * the package; in a browser bundle, see CONTEXT.md for passing `loadModule` with the asset url.
 */
export async function loadDefaultQuickJS(): Promise<QuickJSModuleLike> {
  const { getQuickJS } = await import('quickjs-emscripten');
  return getQuickJS();
}
