import { describe, expect, it } from 'vitest';
import example from '../../../examples/customs-declaration.app.json';
import { collectReferences } from '../definitions/collectReferences';
import { validateAppPackage } from './validateDefinition';

type Package = typeof example & { dependencies: Array<{ kind: string; code: string }>; definitions: Array<{ kind: string; body: Record<string, unknown> }> };
const copy = (): Package => structuredClone(example) as Package;
const codes = (pkg: unknown) => validateAppPackage(pkg, 'en_US').map((i) => `${i.path} ${i.code}`);

describe('validateAppPackage', () => {
  it('accepts the customs declaration example, including its form saved at schemaVersion 1', () => {
    expect(validateAppPackage(example)).toEqual([]);
  });

  it('reports a reference that is neither carried nor declared', () => {
    const pkg = copy();
    pkg.dependencies = pkg.dependencies.filter((d) => d.code !== 'country');
    expect(codes(pkg)).toEqual(['/definitions/1/body/columns/7/dictCode validation/missing-dependency', '/definitions/2/body/subTables/0/fields/6/showConfig/dictOption/dictCode validation/missing-dependency']);
    expect(validateAppPackage(pkg, 'en_US')[0]!.message).toBe('The app package lacks a dependency: dictionary country');
  });

  it('reports body issues under /definitions/<i>/body', () => {
    const pkg = copy();
    pkg.definitions[0]!.body.tableName = '报关单';
    expect(codes(pkg)).toContain('/definitions/0/body/tableName validation/code-format');
  });

  it('reports two definitions of one kind with one code', () => {
    const pkg = copy();
    pkg.definitions.push(structuredClone(pkg.definitions[0]!));
    expect(codes(pkg)).toContain(`/definitions/${pkg.definitions.length - 1}/body validation/duplicate-code`);
  });

  it('reports a form that leaves NOT NULL columns of its table unfilled, naming them', () => {
    const pkg = copy();
    const note = pkg.definitions.findIndex((d) => d.body.formCode === 'dec_quick_note');
    const body = pkg.definitions[note]!.body as { fields: Array<{ colCode: string }> };
    body.fields = body.fields.filter((field) => field.colCode === 'remark');
    expect(codes(pkg)).toEqual([`/definitions/${note}/body/fields definition/form-unfilled-columns`]);
    expect(validateAppPackage(pkg, 'en_US')[0]!.message).toContain('dec_head has required columns the form does not fill: entryId, ieFlag, customsCode');
  });

  it('checks the package shape first', () => {
    expect(codes({ packageCode: 'x' })).toEqual(expect.arrayContaining(['/schemaVersion validation/required', '/definitions validation/required']));
    expect(codes([])).toEqual(['/ validation/not-an-object']);
  });
});

describe('collectReferences', () => {
  it('finds what a form points at, with paths', () => {
    const form = example.definitions.find((d) => d.body.formCode === 'dec_form')!.body;
    const refs = collectReferences('form', form).map((r) => `${r.kind}:${r.code}@${r.path}`);
    expect(refs).toEqual(
      expect.arrayContaining([
        'table:dec_head@/objectName',
        'dictionary:ie_flag@/fields/1/showConfig/dictOption/dictCode',
        'sqlConfig:trade_mode_options@/fields/3/showConfig/sqlConfig/sqlCode',
        'table:dec_list@/subTables/0/tableName',
      ]),
    );
  });

  it('tolerates bodies of any shape', () => {
    expect(collectReferences('view', 'nope')).toEqual([]);
    expect(collectReferences('view', { buttons: 'x', layoutItems: [null, 1] })).toEqual([]);
  });
});
