import { describe, expect, it } from 'vitest';
import { classifyHostError } from './classifyScriptError';

const thrown = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('classifyHostError', () => {
  it('an interrupt that surfaces from the WebAssembly is a timeout, not the memory running out', () => {
    expect(classifyHostError(thrown('InternalError', 'interrupted'))).toBe('sandbox/timeout');
  });
  it('QuickJS\'s other limits keep their meaning', () => {
    expect(classifyHostError(thrown('InternalError', 'stack overflow'))).toBe('sandbox/stack-overflow');
    expect(classifyHostError(thrown('InternalError', 'out of memory'))).toBe('sandbox/memory');
  });
  it('anything else thrown there is the memory running out', () => {
    expect(classifyHostError(new RangeError('Maximum call stack size exceeded in wasm'))).toBe('sandbox/stack-overflow');
    expect(classifyHostError(new Error('memory access out of bounds'))).toBe('sandbox/memory');
    expect(classifyHostError('not an error')).toBe('sandbox/memory');
  });
});
