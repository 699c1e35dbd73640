import { describe, expect, it } from 'vitest';
import { createMenuPageRegistry, type MenuPageTable } from './menuPageRegistry';

const page = (name: string) => Object.assign(() => null, { displayName: name });
const defaults: MenuPageTable = {
  viewLayout: page('view'),
  reportWidgetCard: page('report'),
  formAddTab: page('form'),
  workflowRedirectTab: page('flow'),
  externalFrame: page('frame'),
  pluginLayout: page('plugin'),
  dashboard: page('dashboard'),
  unknown: page('fallback'),
};

describe('menu page registry', () => {
  it('answers every kind from the defaults', () => {
    const registry = createMenuPageRegistry(defaults);
    expect(registry.get('externalFrame')).toBe(defaults.externalFrame);
    expect(registry.get('unknown')).toBe(defaults.unknown);
  });

  it('refuses a second registration unless it is an override', () => {
    const registry = createMenuPageRegistry(defaults);
    const real = page('real-view');
    registry.register('viewLayout', real);
    expect(registry.get('viewLayout')).toBe(real);
    expect(() => registry.register('viewLayout', page('again'))).toThrow('already registered');
    const replacement = page('override');
    registry.register('viewLayout', replacement, { isOverride: true });
    expect(registry.get('viewLayout')).toBe(replacement);
  });
});
