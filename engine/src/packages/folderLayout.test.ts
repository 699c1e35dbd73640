import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonicalJson';
import { packPackage, splitPackage, type PackageFiles } from './folderLayout';
import example from '../../../examples/customs-declaration.app.json';

const customs = example as unknown as Record<string, unknown>;

function split(pkg: unknown): PackageFiles {
  const answer = splitPackage(pkg);
  if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
  return answer.value;
}

function pack(files: PackageFiles): Record<string, unknown> {
  const answer = packPackage(files);
  if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
  return answer.value;
}

function issueCodes(answer: { ok: boolean; issues?: { code: string }[] }): string[] {
  return (answer.issues ?? []).map((issue) => issue.code);
}

const small = {
  schemaVersion: 1,
  packageCode: 'p',
  packageName: 'P',
  packageVersion: '1.0.0',
  definitions: [
    { kind: 'form', body: { schemaVersion: 1, formCode: 'f', fields: [{ code: 'b' }, { code: 'a' }] } },
    { kind: 'table', body: { schemaVersion: 1, tableName: 't' } },
    { kind: 'importTask', body: { schemaVersion: 1, taskCode: 'imp' } },
  ],
  menus: [{ menuCode: 'm', children: [{ menuCode: 'm_b' }, { menuCode: 'm_a' }] }],
  fillRules: [{ ruleCode: 'r' }],
  sqlConfigs: [],
  texts: [{ key: 'form.f.formName', en_US: 'F' }],
  bindings: [{ name: 'HTTP_X_URL', description: 'x', targets: [] }],
  dependencies: [{ kind: 'dictionary', code: 'currency' }],
};

describe('splitPackage', () => {
  it('writes one file per entity by kind and code, and the header, texts, bindings and dependencies in package.json', () => {
    const files = split(small);
    expect(Object.keys(files).sort()).toEqual(['fillRules/r.json', 'forms/f.json', 'importTasks/imp.json', 'menus/m.json', 'package.json', 'tables/t.json']);
    const header = JSON.parse(files['package.json'] ?? '') as Record<string, unknown>;
    expect(Object.keys(header).sort()).toEqual(['bindings', 'dependencies', 'packageCode', 'packageName', 'packageVersion', 'schemaVersion', 'sqlConfigs', 'texts']);
    expect(header.sqlConfigs).toEqual([]);
  });

  it('writes each file as canonical text that keeps the order of arrays inside the entity', () => {
    const files = split(small);
    expect(files['forms/f.json']).toBe('{\n  "fields": [\n    {\n      "code": "b"\n    },\n    {\n      "code": "a"\n    }\n  ],\n  "formCode": "f",\n  "schemaVersion": 1\n}\n');
    const menu = files['menus/m.json'] ?? '';
    expect(menu.indexOf('m_b')).toBeLessThan(menu.indexOf('m_a'));
    expect(files['package.json']).toMatch(/}\n$/);
  });

  it('splits the shipped customs example, with the tables and forms named by their codes', () => {
    const files = split(customs);
    expect(files).toHaveProperty(['tables/dec_head.json']);
    expect(files).toHaveProperty(['forms/dec_form.json']);
    expect(files).toHaveProperty(['menus/customs.json']);
    expect(files).toHaveProperty(['dictionaries/ie_flag.json']);
    // package.json, a file per definition, the one menu tree, and a file per dictionary, SQL config, HTTP config and fill rule.
    const countOf = (entities: unknown) => (entities as unknown[] | undefined)?.length ?? 0;
    const entityFiles = countOf(customs.dictionaries) + countOf(customs.sqlConfigs) + countOf(customs.httpConfigs) + countOf(customs.fillRules);
    expect(countOf(customs.sqlConfigs)).toBeGreaterThan(0);
    expect(Object.keys(files)).toHaveLength(1 + countOf(customs.definitions) + 1 + entityFiles);
  });

  it('refuses two entities that would share a file, also when their codes differ only in case', () => {
    const twice = { ...small, fillRules: [{ ruleCode: 'r' }, { ruleCode: 'R' }] };
    const answer = splitPackage(twice);
    expect(answer.ok).toBe(false);
    expect(issueCodes(answer as never)).toEqual(['packageFolder/duplicate-entity']);
  });

  it('refuses an entity without a code a file can be named by (no path separators come from a package)', () => {
    const answer = splitPackage({ ...small, menus: [{ menuCode: '../escape' }], definitions: [{ kind: 'form', body: { schemaVersion: 1 } }] });
    expect(answer.ok).toBe(false);
    expect((answer as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['/definitions/0', '/menus/0']);
  });

  it('refuses a definition of an unknown kind and a list named like a kind\'s folder', () => {
    expect(issueCodes(splitPackage({ definitions: [{ kind: 'gadget', body: { code: 'g' } }] }) as never)).toEqual(['packageFolder/unknown-kind']);
    expect(issueCodes(splitPackage({ tables: [{ code: 'x' }] }) as never)).toEqual(['packageFolder/reserved-folder']);
  });
});

describe('packPackage', () => {
  it('gives back the package: split then pack is the package with its entities in canonical order', () => {
    expect(pack(split(small))).toEqual(JSON.parse(canonicalJson(small)));
    expect(canonicalJson(pack(split(customs)))).toBe(canonicalJson(customs));
  });

  it('round-trips any package of entities with safe codes (property)', () => {
    const code = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
    const entities = (field: string) => fc.uniqueArray(code, { maxLength: 4 }).map((codes) => codes.map((c) => ({ [field]: c, note: `${c}!`, list: [c, 1] })));
    const pkg = fc.record({
      packageCode: code,
      definitions: fc.uniqueArray(code, { maxLength: 4 }).map((codes) => codes.map((c, i) => (i % 2 === 0 ? { kind: 'table', body: { schemaVersion: 1, tableName: c } } : { kind: 'view', body: { schemaVersion: 1, viewCode: c, columns: [{ b: 1 }, { a: 2 }] } }))),
      menus: entities('menuCode'),
      checkRules: entities('ruleCode'),
      texts: entities('key'),
    });
    fc.assert(fc.property(pkg, (value) => canonicalJson(pack(split(value))) === canonicalJson(value)));
  });

  it('reads a file added to the folder as one more entity', () => {
    const files = { ...split(small), 'checkRules/phone.json': '{"ruleCode":"phone","pattern":"^1"}' };
    expect(pack(files).checkRules).toEqual([{ ruleCode: 'phone', pattern: '^1' }]);
  });

  it('refuses a folder without package.json', () => {
    expect(issueCodes(packPackage({ 'tables/t.json': '{}' }) as never)).toEqual(['packageFolder/missing-header']);
  });

  it('names each bad file: not JSON, not an object, outside the layout, a code that is not its name', () => {
    const files = {
      ...split(small),
      'tables/broken.json': '{ "tableName": ',
      'menus/list.json': '[1]',
      'notes/deep/x.json': '{}',
      'definitions/t.json': '{}',
      'forms/other.json': '{"formCode":"renamed","schemaVersion":1}',
    };
    const answer = packPackage(files);
    expect(answer.ok).toBe(false);
    expect((answer as { issues: { path: string; code: string }[] }).issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['definitions/t.json', 'packageFolder/unknown-file'],
      ['forms/other.json', 'packageFolder/code-mismatch'],
      ['menus/list.json', 'packageFolder/not-an-object'],
      ['notes/deep/x.json', 'packageFolder/unknown-file'],
      ['tables/broken.json', 'packageFolder/bad-json'],
    ]);
  });

  it('refuses entities in a folder whose header member is not a list', () => {
    const files = split({ ...small, menus: 'none' });
    expect(issueCodes(packPackage({ ...files, 'menus/m.json': '{"menuCode":"m"}' }) as never)).toEqual(['packageFolder/header-clash']);
  });
});
