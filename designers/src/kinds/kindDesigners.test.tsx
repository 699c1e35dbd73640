import { cleanup, render } from '@testing-library/react';
import { validateDefinition } from '@wharf/engine';
import { definitionKinds } from '@wharf/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { kindDesigners, type KindDesigners } from './kindDesigners';

afterEach(cleanup);

const t = (key: string) => key;
const noLists = { dictionaries: [], sqlConfigs: [], httpConfigs: [], tables: [] };

describe('kindDesigners', () => {
  it('is exhaustive: a registry without a kind does not typecheck', () => {
    const { workflow: _left, ...partial } = kindDesigners;
    // @ts-expect-error workflow is missing, so this is not a KindDesigners
    const incomplete: KindDesigners = partial;
    expect(Object.keys(incomplete)).not.toContain('workflow');
  });

  it.each(definitionKinds)('%s: the scaffold is a valid definition with the chosen code and name', (kind) => {
    const body = kindDesigners[kind].scaffold('new_thing', 'New thing');
    expect(validateDefinition(kind, body, 'en_US')).toEqual([]);
    expect(JSON.stringify(body)).toContain('"new_thing"');
    expect(JSON.stringify(body)).toContain('"New thing"');
  });

  it('tables, forms, views, workflows, portals and dashboards have designers; the others are the fallback with its error code', () => {
    expect(definitionKinds.filter((kind) => kindDesigners[kind].hasDesigner)).toEqual(expect.arrayContaining(['table', 'form', 'view', 'report', 'dataset', 'workflow', 'portal', 'dashboard', 'warning']));
    for (const kind of definitionKinds) if (!kindDesigners[kind].hasDesigner) expect(kindDesigners[kind].errorCode).toBe('definition/no-designer');
  });

  it('the form designer property form is itself a valid form definition', () => {
    const propertyForm = kindDesigners.form.propertyForm!;
    expect(validateDefinition('form', propertyForm(t, noLists), 'en_US')).toEqual([]);
    expect(definitionKinds.filter((kind) => kindDesigners[kind].propertyForm)).toEqual(['form', 'workflow']);
  });

  it('the workflow settings property form is a valid form definition asking the required settings (spec §5)', () => {
    const settings = kindDesigners.workflow.propertyForm!(t, noLists);
    expect(validateDefinition('form', settings, 'en_US')).toEqual([]);
    expect(settings.fields.filter((field) => field.required === 'Y').map((field) => field.colCode)).toEqual(['processName', 'processKey', 'businessType', 'billType']);
  });

  it('a kind with no designer renders the refusal naming it, with the error code', () => {
    const Template = kindDesigners.template.Designer;
    const { container } = render(<Template />);
    const refusal = container.querySelector('[data-error-code="definition/no-designer"]');
    expect(refusal?.textContent).toContain('template');
    expect(refusal?.textContent).toContain('definition/no-designer');
  });
});
