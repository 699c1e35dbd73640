import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskRows, maskValue, type MaskKind } from './maskValue';

describe('maskValue', () => {
  it('masks each kind the way the list shows it', () => {
    expect(maskValue('email', 'alice@example.com')).toBe('a***@example.com');
    expect(maskValue('phonenumber', '13812345678')).toBe('138****5678');
    expect(maskValue('phone', '13812345678')).toBe('138****5678');
    expect(maskValue('idcard', '110101199003071234')).toBe('1101**********1234');
    expect(maskValue('bankcard', '6222020200112233')).toBe('************2233');
    expect(maskValue('address', '北京市朝阳区建国路88号')).toBe('北京市朝********');
    expect(maskValue('ext', 'secret')).toBe('s****t');
    expect(maskValue('none', 'open')).toBe('open');
    expect(maskValue('email', null)).toBeNull();
    expect(maskValue('phonenumber', '12')).toBe('1*');
  });

  it('never hands back a masked value that still holds the hidden middle of a long value', () => {
    const kinds: MaskKind[] = ['email', 'phonenumber', 'idcard', 'address', 'bankcard', 'ext'];
    fc.assert(fc.property(fc.constantFrom(...kinds), fc.string({ minLength: 12, maxLength: 60 }), (kind, text) => {
      const masked = String(maskValue(kind, text));
      expect(masked).not.toBe(text);
      expect(masked).toContain('*');
    }));
  });

  it('masks the rows of callers who may not unmask, and leaves the rows of those who may', () => {
    const columns = [{ field: 'mail', mask: 'email' as const }, { field: 'name', mask: 'none' as const }, { field: 'card', mask: 'bankcard' as const }];
    const rows = [{ mail: 'alice@example.com', name: 'Alice', card: '6222020200112233' }, { mail: null, name: 'Bob' }];
    maskRows(rows, columns, false);
    expect(rows).toEqual([{ mail: 'a***@example.com', name: 'Alice', card: '************2233' }, { mail: null, name: 'Bob' }]);
    const open = [{ mail: 'alice@example.com' }];
    maskRows(open, columns, true);
    expect(open).toEqual([{ mail: 'alice@example.com' }]);
  });
});
