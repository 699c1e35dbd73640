import { describe, expect, it } from 'vitest';
import { definitionCodeGroups, kindOfCodeGroup, kindsHoldingCode, replaceScript, scriptLocations } from './scriptLocations';

const form = {
  formCode: 'dec', fields: [
    { colCode: 'dec_no', rules: [{ kind: 'required' }, { kind: 'script', script: 'return value.length > 3;' }] },
    { colCode: 'lines', fieldType: 'subTable', fields: [{ colCode: 'qty', rules: [{ kind: 'script', script: 'return value > 0;' }] }] },
    { colCode: 'note', script: 'not a rule: ignored' },
  ],
};
const view = { viewCode: 'v', reportSql: 'select id from biz.t', buttons: [{ buttonName: 'Add', buttonCode: 'add', openScript: "return { a: 'x/y~z' };" }], columns: [{ colCode: 'openScript', openScript: 'not a button' }] };

describe('scriptLocations', () => {
  it('finds form rule scripts at any depth, with their pointers and readable places', () => {
    expect(scriptLocations('form', form)).toEqual([
      { group: 'formRule', pointer: '/fields/0/rules/1/script', place: 'dec_no › #2 › script', script: 'return value.length > 3;' },
      { group: 'formRule', pointer: '/fields/1/fields/0/rules/0/script', place: 'lines › qty › #1 › script', script: 'return value > 0;' },
    ]);
  });

  it('finds view button scripts and the report SQL, and nothing of another kind', () => {
    expect(scriptLocations('view', view).map((l) => [l.group, l.pointer])).toEqual([['viewReport', '/reportSql'], ['viewButton', '/buttons/0/openScript']]);
    expect(scriptLocations('table', form)).toEqual([]);
    expect(scriptLocations('notAKind', form)).toEqual([]);
  });

  it('names each code group of the kind specs once, owned by one kind', () => {
    expect(definitionCodeGroups).toEqual(['formRule', 'viewButton', 'viewReport']);
    expect(definitionCodeGroups.map(kindOfCodeGroup)).toEqual(['form', 'view', 'view']);
    expect(kindsHoldingCode()).toEqual(['form', 'view']);
    expect(kindsHoldingCode('viewReport')).toEqual(['view']);
    expect(kindOfCodeGroup('sqlQuery')).toBeUndefined();
  });
});

describe('replaceScript', () => {
  it('replaces exactly the code at a found place and leaves the body it was given alone', () => {
    const changed = replaceScript('form', form, 'formRule', '/fields/1/fields/0/rules/0/script', 'return value >= 1;') as typeof form;
    expect(scriptLocations('form', changed)[1]!.script).toBe('return value >= 1;');
    expect(scriptLocations('form', form)[1]!.script).toBe('return value > 0;');
  });

  it('refuses any other place: another group, a non-code key, a made-up path or a prototype key', () => {
    expect(replaceScript('form', form, 'viewButton', '/fields/0/rules/1/script', 'x')).toBeUndefined();
    expect(replaceScript('form', form, 'formRule', '/fields/2/script', 'x')).toBeUndefined();
    expect(replaceScript('form', form, 'formRule', '/fields/0/colCode', 'x')).toBeUndefined();
    expect(replaceScript('form', form, 'formRule', '/__proto__/polluted', 'x')).toBeUndefined();
    expect(replaceScript('view', view, 'viewButton', '/columns/0/openScript', 'x')).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
