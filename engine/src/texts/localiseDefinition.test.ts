import type { FormDefinition, ViewDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { localiseDefinition } from './localiseDefinition';
import { builderTexts, untranslatedTextCount } from './builderTexts';

const form: FormDefinition = {
  schemaVersion: 2,
  formCode: 'decl',
  formName: '报关单',
  formNameI18n: { en_US: 'Declaration' },
  fields: [
    {
      colCode: 'ship_no',
      title: '提运单号',
      titleI18n: { en_US: 'B/L no.', th_TH: 'เลขที่ใบตราส่ง', zh_TW: '提運單號' },
      type: 'input',
      placeholder: '请输入提运单号',
      placeholderI18n: { en_US: 'Type the B/L no.' },
      rules: [{ pattern: '^[A-Z0-9]+$', message: '只能是大写字母和数字', messageI18n: { en_US: 'Capital letters and digits only' } }],
    },
    { colCode: 'port', title: '口岸', type: 'select', showConfig: { options: [{ label: '宁波', labelI18n: { en_US: 'Ningbo' }, value: '3100' }] } },
    { colCode: 'note', title: '备注', type: 'textarea' },
  ],
};

describe('localiseDefinition', () => {
  it('puts every translated text of a form into the user language, wherever it sits', () => {
    const shown = localiseDefinition(form, { language: 'en_US' });
    expect(shown.formName).toBe('Declaration');
    expect(shown.fields[0]).toMatchObject({ title: 'B/L no.', placeholder: 'Type the B/L no.', rules: [{ message: 'Capital letters and digits only' }] });
    expect(shown.fields[1]!.showConfig!.options![0]!.label).toBe('Ningbo');
    expect(shown.fields[1]!.title).toBe('口岸');
  });

  it('shows main|second when a second display language is set', () => {
    expect(localiseDefinition(form, { language: 'en_US', secondLanguage: 'th_TH' }).fields[0]!.title).toBe('B/L no.|เลขที่ใบตราส่ง');
  });

  it('keeps untouched parts and the definition itself when nothing is translated', () => {
    const shown = localiseDefinition(form, { language: 'th_TH' });
    expect(shown.fields[2]).toBe(form.fields[2]);
    expect(shown.fields[0]!.title).toBe('เลขที่ใบตราส่ง');
    const plain = { ...form, formNameI18n: undefined, fields: [form.fields[2]!] };
    expect(localiseDefinition(plain, { language: 'en_US' })).toBe(plain);
  });

  it('leaves the stored definition unchanged', () => {
    const before = JSON.stringify(form);
    localiseDefinition(form, { language: 'en_US' });
    expect(JSON.stringify(form)).toBe(before);
  });

  it('translates view columns, buttons and query parameters alike', () => {
    const view = {
      schemaVersion: 1,
      viewCode: 'decl_list',
      viewName: '报关单列表',
      columns: [{ colCode: 'ship_no', colName: '提运单号', colNameI18n: { zh_TW: '提運單號' } }],
      buttons: [{ buttonCode: 'add', buttonName: '新增', buttonNameI18n: { zh_TW: '新增', en_US: 'Add' } }],
    } as unknown as ViewDefinition;
    const shown = localiseDefinition(view, { language: 'zh_TW' });
    expect(shown.columns![0]!.colName).toBe('提運單號');
    expect(localiseDefinition(view, { language: 'en_US' }).buttons![0]!.buttonName).toBe('Add');
  });
});

describe('builderTexts', () => {
  it('lists each text with the languages it lacks (the main text stands for zh_CN)', () => {
    const texts = builderTexts('form', form);
    const byPath = Object.fromEntries(texts.map((text) => [text.path, text.missing]));
    expect(byPath['/formName']).toEqual(['th_TH', 'zh_TW']);
    expect(byPath['/fields/0/title']).toEqual([]);
    expect(byPath['/fields/0/placeholder']).toEqual(['th_TH', 'zh_TW']);
    expect(byPath['/fields/0/rules/0/message']).toEqual(['th_TH', 'zh_TW']);
    expect(byPath['/fields/1/showConfig/options/0/label']).toEqual(['th_TH', 'zh_TW']);
    expect(byPath['/fields/2/title']).toEqual(['en_US', 'th_TH', 'zh_TW']);
    expect(texts.map((text) => text.path)).not.toContain('/fields/0/colCode');
    expect(texts.find((text) => text.path === '/fields/0/title')).toMatchObject({ name: 'title', owner: 'ship_no' });
    expect(texts.find((text) => text.path === '/formName')).not.toHaveProperty('owner');
  });

  it('lists only the texts the schema makes translatable: not codes or other titles of the same name', () => {
    const view = {
      schemaVersion: 1,
      viewCode: 'decl_list',
      viewName: '报关单列表',
      buttons: [{ buttonName: '删除', buttonType: 'toolbar', openType: 'batchDelete', confirmBox: { title: '删除' }, viewName: 'other_view' }],
    };
    expect(builderTexts('view', view).map((text) => text.path)).toEqual(['/viewName', '/buttons/0/buttonName']);
  });

  it('counts the texts still missing a language', () => {
    expect(untranslatedTextCount('form', form)).toBe(6);
    const full = { en_US: 'x', th_TH: 'x', zh_TW: 'x' };
    expect(untranslatedTextCount('form', { formName: '报关单', formNameI18n: full, fields: [{ colCode: 'a', title: '甲', titleI18n: full, type: 'input' }] })).toBe(0);
  });
});
