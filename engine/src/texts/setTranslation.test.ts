import { describe, expect, it } from 'vitest';
import { builderTexts } from './builderTexts';
import { setTranslation } from './setTranslation';

const form = { formName: '报关单', fields: [{ colCode: 'a', title: '甲', type: 'input' }, { colCode: 'b', title: '乙', type: 'input', titleI18n: { en_US: 'B' } }] };

describe('setTranslation', () => {
  it('adds a translation beside the text at a path, leaving the input as it was', () => {
    const next = setTranslation(form, '/fields/0/title', 'en_US', 'A');
    expect(next.fields[0]).toEqual({ colCode: 'a', title: '甲', type: 'input', titleI18n: { en_US: 'A' } });
    expect(next.fields[1]).toBe(form.fields[1]);
    expect(form.fields[0]).not.toHaveProperty('titleI18n');
    expect(builderTexts('form', next).find((text) => text.path === '/fields/0/title')!.missing).toEqual(['th_TH', 'zh_TW']);
  });

  it('removes a blank translation and drops an emptied translations object', () => {
    expect(setTranslation(form, '/fields/1/title', 'en_US', ' ').fields[1]).toEqual({ colCode: 'b', title: '乙', type: 'input' });
    expect(setTranslation(form, '/fields/1/title', 'th_TH', 'บี').fields[1]!.titleI18n).toEqual({ en_US: 'B', th_TH: 'บี' });
  });

  it('translates a top-level text and ignores a path that is not there', () => {
    expect(setTranslation(form, '/formName', 'zh_TW', '報關單')).toMatchObject({ formNameI18n: { zh_TW: '報關單' } });
    expect(setTranslation(form, '/fields/9/title', 'en_US', 'X')).toEqual(form);
  });
});
