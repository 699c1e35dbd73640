/**
 * Why this exists: QuickJS asks its interrupt handler only every few thousand bytecode steps, and a
 * built-in called from a loop is one step however long it takes: `for (;;) big.slice().sort()` ran for
 * minutes against a 200 ms deadline. This prelude wraps the built-ins whose cost grows with their input
 * (sorting, joining, repeating, splitting, searching, copying, JSON) so that each call first checks the
 * time; a slow built-in then overruns the deadline by about one call, not by thousands.
 *
 * The check reads QuickJS's own Date.now (captured before the script runs, so the script cannot replace
 * it): calling back into the host costs tens of microseconds per call, reading the clock inside the
 * VM a fraction of that. The authoritative limit stays the host's interrupt handler on the injected
 * clock; this is the backstop that lets it be seen in time. Past the deadline every guarded call throws
 * InternalError('interrupted'), which the sandbox reports as a timeout.
 *
 * Only the listed methods are wrapped (wrapping every built-in cost milliseconds per run); methods
 * that take callbacks are left alone because their callbacks already count as interpreter steps.
 */
export const guardBuiltinsSource = `(function (limitMs) {
  var now = Date.now, apply = Reflect.apply, define = Object.defineProperty, describe = Object.getOwnPropertyDescriptor;
  var deadline = now() + limitMs, Interrupted = InternalError;
  function guard(target, keys) {
    for (var i = 0; i < keys.length; i++) {
      var descriptor = describe(target, keys[i]);
      if (!descriptor || typeof descriptor.value !== 'function' || !descriptor.configurable) continue;
      define(target, keys[i], { value: wrap(descriptor.value), writable: descriptor.writable, enumerable: descriptor.enumerable, configurable: true });
    }
  }
  function wrap(original) {
    return function () {
      if (now() > deadline) throw new Interrupted('interrupted');
      return apply(original, this, arguments);
    };
  }
  var typedArray = Object.getPrototypeOf(Int8Array.prototype);
  guard(Array.prototype, ['sort', 'toSorted', 'join', 'toString', 'toLocaleString', 'slice', 'concat', 'indexOf', 'lastIndexOf', 'includes', 'reverse', 'toReversed', 'fill', 'copyWithin', 'splice', 'toSpliced', 'flat', 'with']);
  guard(Array, ['from', 'of']);
  guard(String.prototype, ['repeat', 'padStart', 'padEnd', 'split', 'replace', 'replaceAll', 'indexOf', 'lastIndexOf', 'includes', 'match', 'matchAll', 'search', 'normalize', 'toUpperCase', 'toLowerCase', 'toLocaleUpperCase', 'toLocaleLowerCase', 'localeCompare', 'slice', 'substring', 'substr', 'concat', 'trim', 'trimStart', 'trimEnd', 'startsWith', 'endsWith']);
  guard(String, ['fromCharCode', 'fromCodePoint', 'raw']);
  guard(JSON, ['stringify', 'parse']);
  guard(RegExp.prototype, ['exec', 'test', Symbol.replace, Symbol.split, Symbol.match, Symbol.matchAll, Symbol.search]);
  guard(Object, ['keys', 'values', 'entries', 'assign', 'fromEntries', 'getOwnPropertyNames']);
  guard(typedArray, ['sort', 'toSorted', 'fill', 'set', 'slice', 'join', 'indexOf', 'lastIndexOf', 'includes', 'reverse']);
  guard(Function.prototype, ['apply']);
})`;
