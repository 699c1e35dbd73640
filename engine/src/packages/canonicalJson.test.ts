import { describe, expect, it } from 'vitest';
import { canonicalJson, compareEntities } from './canonicalJson';

describe('canonicalJson', () => {
  it('sorts keys recursively, indents by two spaces and ends with a newline', () => {
    expect(canonicalJson({ b: 1, a: { d: [ { z: 1, y: 2 } ], c: null } })).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}\n',
    );
  });

  it('gives the same text whatever order the keys and the top-level entities came in', () => {
    const one = { packageCode: 'p', definitions: [{ kind: 'form', body: { formCode: 'b', schemaVersion: 1 } }, { kind: 'table', body: { tableName: 'a', schemaVersion: 1 } }], fillRules: [{ ruleCode: 'y' }, { ruleCode: 'x' }] };
    const other = { fillRules: [{ ruleCode: 'x' }, { ruleCode: 'y' }], definitions: [{ body: { schemaVersion: 1, tableName: 'a' }, kind: 'table' }, { body: { schemaVersion: 1, formCode: 'b' }, kind: 'form' }], packageCode: 'p' };
    expect(canonicalJson(one)).toBe(canonicalJson(other));
  });

  it('orders definitions by kind then by the code their kind names (a table by tableName)', () => {
    const text = canonicalJson({ definitions: [{ kind: 'table', body: { tableName: 'b' } }, { kind: 'form', body: { formCode: 'z' } }, { kind: 'table', body: { tableName: 'a' } }] });
    const order = [...text.matchAll(/"(formCode|tableName)": "(\w)"/g)].map((m) => m[2]);
    expect(order).toEqual(['z', 'a', 'b']);
  });

  it('keeps the order of arrays inside an entity (a form\'s fields are ordered by meaning)', () => {
    const text = canonicalJson({ definitions: [{ kind: 'form', body: { formCode: 'f', fields: [{ code: 'b' }, { code: 'a' }] } }] });
    expect(text.indexOf('"b"')).toBeLessThan(text.indexOf('"a"'));
  });

  it('orders menus, dictionaries, configs, texts and bindings by their own code fields', () => {
    expect([{ menuCode: 'b' }, { menuCode: 'a' }].sort(compareEntities)).toEqual([{ menuCode: 'a' }, { menuCode: 'b' }]);
    expect([{ key: 'form.x' }, { key: 'form.a' }].sort(compareEntities)).toEqual([{ key: 'form.a' }, { key: 'form.x' }]);
    expect([{ kind: 'table', code: 'a' }, { kind: 'dictionary', code: 'z' }].sort(compareEntities)).toEqual([{ kind: 'dictionary', code: 'z' }, { kind: 'table', code: 'a' }]);
    expect(canonicalJson({ bindings: [{ name: 'HTTP_B_URL' }, { name: 'HTTP_A_URL' }] }).indexOf('HTTP_A_URL')).toBeLessThan(canonicalJson({ bindings: [{ name: 'HTTP_B_URL' }, { name: 'HTTP_A_URL' }] }).indexOf('HTTP_B_URL'));
  });

  it('drops undefined members as JSON does and parses back to an equal value', () => {
    const value = { a: undefined, b: [1, 'x', true, null], c: { d: 1.5 } };
    expect(JSON.parse(canonicalJson(value))).toEqual({ b: [1, 'x', true, null], c: { d: 1.5 } });
  });
});
