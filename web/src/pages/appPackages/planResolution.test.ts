import { describe, expect, it } from 'vitest';
import { actionCounts, applyRequestOf, isPlanResolved, kindLabelKey, noChoices, planBlockers, shownValue } from './planResolution';
import { installPlan, updatePlan } from './testing/planFixtures';
import { fakeId } from '../../test/fakeSession';

const bound = updatePlan({ bindings: [{ name: 'HTTP_RATES_URL', description: '', bound: true }] });

describe('what stands between a plan and Apply', () => {
  it('lets a plan with nothing to settle be applied at once', () => {
    expect(isPlanResolved(installPlan(), noChoices)).toBe(true);
    expect(applyRequestOf(installPlan(), noChoices)).toEqual({ planId: fakeId('plan-install'), acceptLosses: false, resolutions: {} });
  });

  it('names the unaccepted losses, the unsettled conflicts and the unbound bindings', () => {
    expect(planBlockers(updatePlan(), noChoices)).toEqual({ hasUnacceptedLosses: true, unresolvedConflicts: 2, unboundBindings: ['HTTP_RATES_URL'] });
    expect(planBlockers(bound, { acceptLosses: true, resolutions: { 'conflict-title': 'tenant' } })).toEqual({ hasUnacceptedLosses: false, unresolvedConflicts: 1, unboundBindings: [] });
  });

  it('is resolved only with the losses accepted, every conflict settled and every binding bound', () => {
    const settled = { acceptLosses: true, resolutions: { 'conflict-title': 'tenant', 'conflict-width': 'package' } } as const;
    expect(isPlanResolved(updatePlan(), settled)).toBe(false);
    expect(isPlanResolved(bound, { ...settled, acceptLosses: false })).toBe(false);
    expect(isPlanResolved(bound, { ...settled, resolutions: { 'conflict-title': 'tenant' } })).toBe(false);
    expect(isPlanResolved(bound, settled)).toBe(true);
  });

  it('sends a resolution for exactly the plan\'s conflicts, and the losses accepted only when the plan has some', () => {
    const choices = { acceptLosses: true, resolutions: { 'conflict-title': 'tenant', 'conflict-width': 'package', 'conflict-of-an-older-plan': 'package' } } as const;
    expect(applyRequestOf(bound, choices)).toEqual({ planId: fakeId('plan-1'), acceptLosses: true, resolutions: { 'conflict-title': 'tenant', 'conflict-width': 'package' } });
    expect(applyRequestOf(installPlan(), choices)).toEqual({ planId: fakeId('plan-install'), acceptLosses: false, resolutions: {} });
  });

  it('counts the entities by action and shows values as text', () => {
    expect(actionCounts(updatePlan())).toEqual({ create: 1, change: 2, remove: 0, unchanged: 1 });
    expect([shownValue(undefined), shownValue('Receiver'), shownValue(120), shownValue({ a: 1 })]).toEqual(['—', 'Receiver', '120', '{\n  "a": 1\n}']);
  });
});

describe('kind labels', () => {
  it('labels the kinds a plan names and leaves any other as its code', () => {
    expect(kindLabelKey('fillRule')).toBe('appPackages.kind.fillRule');
    expect(kindLabelKey('somethingNew')).toBeUndefined();
  });
});
