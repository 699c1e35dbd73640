import { validateDefinition } from '@wharf/engine';
import type { TemplateDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { newFormBody } from './newFormBody';

describe('newFormBody', () => {
  it('a blank form is the form scaffold on the chosen table, enabled and valid', () => {
    const body = newFormBody({ formCode: 'dec_new', formName: 'New', objectName: 'dec_head' });
    expect(body).toEqual({ schemaVersion: 2, formCode: 'dec_new', formName: 'New', fields: [], formStatus: 'enable', objectName: 'dec_head' });
    expect(validateDefinition('form', body, 'en_US')).toEqual([]);
    expect(newFormBody({ formCode: 'dec_new', formName: 'New' })).not.toHaveProperty('objectName');
  });

  it("a form from a template takes its structure under the new code, name and table, enabled though the template's was not", () => {
    const field = { fieldCode: 'a', fieldName: 'A', fieldType: 'input' };
    const template = { schemaVersion: 1, tempCode: 't', tempName: 'T', tempType: 'form', tempStructure: { formCode: 'old', formName: 'Old', objectName: 'old_table', formStatus: 'disable', fields: [field] } } as unknown as TemplateDefinition;
    expect(newFormBody({ formCode: 'dec_new', formName: 'New', objectName: 'dec_head' }, template)).toEqual({ schemaVersion: 2, formCode: 'dec_new', formName: 'New', objectName: 'dec_head', fields: [field], formStatus: 'enable' });
  });
});
