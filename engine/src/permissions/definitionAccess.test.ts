import { definitionKinds } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionGroup } from '../conditions/types';
import { canDesign, definitionDesignerPermissions, definitionListAccess, designerPermissions, isDesigner, readableDefinitionKinds, type HeldButtonPermissions } from './definitionAccess';

const holding = (...perms: string[]): HeldButtonPermissions => ({ isAll: false, perms: new Set(perms) });
const nobody = holding();
const everything: HeldButtonPermissions = { isAll: true };

describe('definition designer permissions', () => {
  it('gives every kind a save and a publish permission that also reads its source', () => {
    for (const kind of definitionKinds) {
      const perms = definitionDesignerPermissions[kind];
      expect(perms.save).toMatch(/^\w+:\w+$/);
      expect(perms.readSource).toContain(perms.save);
      expect(canDesign(holding(perms.save), kind, 'save')).toBe(true);
      expect(canDesign(holding(perms.save), kind, 'readSource')).toBe(true);
    }
  });

  it('refuses everything to a caller without designer permissions, and allows everything to an administrator', () => {
    for (const kind of definitionKinds) {
      for (const action of ['readSource', 'save', 'publish'] as const) {
        expect(canDesign(nobody, kind, action)).toBe(false);
        expect(canDesign(everything, kind, action)).toBe(true);
      }
    }
    // The buttons of running apps design nothing.
    expect(canDesign(holding('dec_list_view:add', 'eformView:unmask', 'importTask:run'), 'view', 'readSource')).toBe(false);
    expect(isDesigner(nobody)).toBe(false);
    expect(isDesigner(everything)).toBe(true);
  });

  it('lets a designer of one kind design it and not another', () => {
    const viewDesigner = holding('eformView:edit');
    expect(canDesign(viewDesigner, 'view', 'save')).toBe(true);
    expect(canDesign(viewDesigner, 'view', 'publish')).toBe(true);
    expect(canDesign(viewDesigner, 'form', 'save')).toBe(false);
    expect(canDesign(viewDesigner, 'report', 'readSource')).toBe(false);
    // It reads what views are built on: tables and forms.
    expect(canDesign(viewDesigner, 'table', 'readSource')).toBe(true);
    expect(canDesign(viewDesigner, 'form', 'readSource')).toBe(true);
    expect(isDesigner(viewDesigner)).toBe(true);
  });

  it('keeps publishing a form apart from designing it', () => {
    expect(canDesign(holding('eformForm:edit'), 'form', 'publish')).toBe(false);
    expect(canDesign(holding('eformForm:publish'), 'form', 'publish')).toBe(true);
    expect(canDesign(holding('eformForm:publish'), 'form', 'save')).toBe(false);
  });

  it('lists each designer permission once', () => {
    expect(new Set(designerPermissions).size).toBe(designerPermissions.length);
    expect(designerPermissions).toEqual(expect.arrayContaining(['eformTable:edit', 'eformForm:edit', 'eformForm:publish', 'eformView:edit', 'importTask:design', 'eformReport:design', 'eformDataset:design', 'eformWorkflow:design', 'eformWarning:design', 'eformPortal:design']));
  });
});

describe('the definitions list answer', () => {
  it('is true for an administrator and false for a caller who designs nothing', () => {
    expect(definitionListAccess(everything)).toBe(true);
    expect(definitionListAccess(nobody)).toBe(false);
    expect(definitionListAccess(holding('dec_list_view:add'))).toBe(false);
  });

  it('is a filter on the kind for a designer of some kinds, which records are matched by', () => {
    const answer = definitionListAccess(holding('eformForm:edit')) as ConditionGroup;
    expect(typeof answer).toBe('object');
    const matched = definitionKinds.filter((kind) => evaluateCondition(answer, { kind }));
    expect(matched).toEqual(['table', 'form', 'template']);
    expect(readableDefinitionKinds(holding('eformForm:edit'))).toEqual(matched);
  });

  it('is true when the held permissions reach every kind', () => {
    expect(definitionListAccess(holding(...designerPermissions))).toBe(true);
  });
});
