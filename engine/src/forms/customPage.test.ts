import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../validation';
import { formPageOf, isPageAddress } from './customPage';

// Spec §3 (form pcUrl, mobileUrl) and §8 "pcUrl not configured" (issue 23): a form without fields is a
// custom page; without an address for the device it says so instead of drawing an empty form.

const custom = { formCode: 'dec_print', fields: [], pcUrl: '/custom/dec-print', mobileUrl: 'https://m.example.com/print?x=1#top' };
const desktop = { isMobile: false, mode: 'edit' as const, id: 'a1b2' };

describe('formPageOf', () => {
  it('draws a form that has fields or sub-tables, whatever its addresses', () => {
    expect(formPageOf({ ...custom, fields: [{ colCode: 'no', title: 'No', type: 'input' }] }, desktop)).toEqual({ kind: 'designed' });
    expect(formPageOf({ ...custom, subTables: [{ tableName: 'lines', title: 'Lines', fields: [] }] } as never, desktop)).toEqual({ kind: 'designed' });
  });

  it('opens a form without fields on its custom page, with the form, mode and record', () => {
    expect(formPageOf(custom, desktop)).toEqual({ kind: 'custom', url: '/custom/dec-print?formCode=dec_print&mode=edit&id=a1b2' });
    expect(formPageOf(custom, { isMobile: true, mode: 'add' })).toEqual({ kind: 'custom', url: 'https://m.example.com/print?x=1&formCode=dec_print&mode=add#top' });
    expect(formPageOf({ ...custom, mobileUrl: undefined }, { isMobile: true, mode: 'view', id: 'z' })).toEqual({ kind: 'custom', url: '/custom/dec-print?formCode=dec_print&mode=view&id=z' });
  });

  it('is "pcUrl not configured" without an address it may open', () => {
    expect(formPageOf({ ...custom, pcUrl: undefined }, desktop)).toEqual({ kind: 'unconfigured', field: 'pcUrl' });
    expect(formPageOf({ ...custom, pcUrl: '  ' }, desktop)).toEqual({ kind: 'unconfigured', field: 'pcUrl' });
    expect(formPageOf({ ...custom, pcUrl: 'javascript:alert(1)' }, desktop)).toEqual({ kind: 'unconfigured', field: 'pcUrl' });
    expect(formPageOf({ formCode: 'x', fields: [] }, { isMobile: true, mode: 'add' })).toEqual({ kind: 'unconfigured', field: 'mobileUrl' });
  });

  it('takes site paths and http(s) addresses only', () => {
    expect(['/a', '/a/b?c=1', 'https://example.com', 'http://example.com/p'].map(isPageAddress)).toEqual([true, true, true, true]);
    expect(['//evil.example', 'javascript:alert(1)', 'data:text/html,x', 'example.com', 'https://', '/a b'].map(isPageAddress)).toEqual([false, false, false, false, false, false]);
  });

  it('refuses saving a form whose page address is neither', () => {
    const issues = validateDefinition('form', { schemaVersion: 2, formCode: 'dec_print', formName: 'Print', fields: [], pcUrl: 'javascript:alert(1)' }, 'en_US');
    expect(issues).toEqual([{ path: '/pcUrl', code: 'form/page-address', message: 'A page address must be a path of this site (starting with /) or an http(s) address: javascript:alert(1)' }]);
  });
});
