import { describe, expect, it } from 'vitest';
import { localiseServerMessage, parseServerMessage } from './serverMessage';

describe('server messages', () => {
  it('passes plain messages through', () => {
    expect(parseServerMessage('plain text')).toBeUndefined();
    expect(localiseServerMessage('plain text', () => 'never')).toBe('plain text');
  });

  it('translates a coded message and substitutes its arguments', () => {
    const text = localiseServerMessage('system/already-exists@@{0} exists@@admin', (code) => (code === 'system/already-exists' ? '{0} 已存在' : undefined));
    expect(text).toBe('admin 已存在');
  });

  it('falls back to the default value when the code is unknown', () => {
    expect(localiseServerMessage('x/unknown@@{0} and {1}@@a@@b', () => undefined)).toBe('a and b');
  });
});
