import { describe, expect, it } from 'vitest';
import { configRunAccess, isConfigDesigner, type ConfigRunGrants } from './configRunAccess';
import type { HeldButtonPermissions } from './definitionAccess';

const holding = (...perms: string[]): HeldButtonPermissions => ({ isAll: false, perms: new Set(perms) });
const user = (views: string[], forms: string[] = []): ConfigRunGrants => ({ basis: 'user', readableViews: { isAll: false, codes: new Set(views) }, usableForms: new Set(forms) });

describe('who may run a SQL config', () => {
  it('counts SQL config designers, designers of what uses configs, and administrators as designers', () => {
    expect(isConfigDesigner({ isAll: true }, 'sqlConfig')).toBe(true);
    expect(isConfigDesigner(holding('eformSqlConfig:design'), 'sqlConfig')).toBe(true);
    expect(isConfigDesigner(holding('eformSqlConfig:design'), 'httpConfig')).toBe(false);
    expect(isConfigDesigner(holding('eformHttpConfig:design'), 'httpConfig')).toBe(true);
    expect(isConfigDesigner(holding('eformForm:edit'), 'sqlConfig')).toBe(true);
    expect(isConfigDesigner(holding('eformView:edit'), 'httpConfig')).toBe(true);
    expect(isConfigDesigner(holding('eformDataset:design'), 'sqlConfig')).toBe(true);
    expect(isConfigDesigner(holding(), 'sqlConfig')).toBe(false);
    // A running app's buttons and other designers' permissions design nothing that uses configs.
    expect(isConfigDesigner(holding('dec_list:add', 'eformView:unmask', 'eformPortal:design', 'eformTable:edit'), 'sqlConfig')).toBe(false);
  });

  it('lets a user run a config only where a view they read or a form they use names it', () => {
    const referrers = [{ kind: 'view', code: 'customs_list' }, { kind: 'form', code: 'dec_form' }, { kind: 'warning', code: 'late' }];
    expect(configRunAccess({ basis: 'designer' }, [])).toBe(true);
    expect(configRunAccess(user([]), referrers)).toBe(false);
    expect(configRunAccess(user(['customs_list']), referrers)).toBe(true);
    expect(configRunAccess(user(['other_view']), referrers)).toBe(false);
    expect(configRunAccess(user([], ['dec_form']), referrers)).toBe(true);
    expect(configRunAccess(user(['customs_list'], ['dec_form']), [])).toBe(false);
    // A warning or a dataset is no door for a user: they run on the server, not for a client.
    expect(configRunAccess(user(['late'], ['late']), [{ kind: 'warning', code: 'late' }])).toBe(false);
    expect(configRunAccess({ basis: 'user', readableViews: { isAll: true }, usableForms: new Set() }, [{ kind: 'view', code: 'x' }])).toBe(true);
  });
});
