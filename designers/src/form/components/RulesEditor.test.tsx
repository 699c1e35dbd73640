import { fireEvent, screen } from '@testing-library/react';
import { compileFormRules, validateDefinition } from '@wharf/engine';
import type { FormDefinition, FormField } from '@wharf/schemas';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ruleKinds } from '../model/ruleKinds';
import { chooseOption, en, renderWithI18n } from '../testSupport';
import { RulesEditor } from './RulesEditor';

let latest: FormField | undefined;

function Harness({ start }: { start: FormField }) {
  const [field, setField] = useState(start);
  latest = field;
  return <RulesEditor field={field} otherFields={['qty']} dictionaries={[{ code: 'trade_mode', name: 'Trade mode' }]} readOnly={false} onChange={setField} />;
}

const formWith = (field: FormField): FormDefinition => ({ schemaVersion: 2, formCode: 'f', formName: 'F', objectName: 't', fields: [field, { colCode: 'qty', title: 'Qty', type: 'number' }] });

describe('RulesEditor', () => {
  it('adds every rule kind through the editor and the result is a definition compileFormRules accepts', { timeout: 60_000 }, async () => {
    renderWithI18n(<Harness start={{ colCode: 'code', title: 'Code', type: 'input' }} />);
    fireEvent.click(screen.getByRole('switch', { name: en('designer.form.ruleKind.required') }));
    for (const kind of ruleKinds) await chooseOption(en('designer.form.rules.add'), en(`designer.form.ruleKind.${kind}`));
    expect(latest!.required).toBe('Y');
    expect(latest!.rules).toHaveLength(ruleKinds.length);
    // The pCode and check-rule rules start without a code: the editor says so, and the definition check agrees.
    expect(screen.getAllByText(en('designer.form.rules.problem.codeRequired'))).toHaveLength(2);
    expect([...new Set(validateDefinition('form', formWith(latest!)).map((issue) => issue.path))]).toEqual([`/fields/0/rules/${ruleKinds.indexOf('pCode')}/pCode`, `/fields/0/rules/${ruleKinds.indexOf('checkRule')}/checkRuleCode`]);
    fireEvent.change(screen.getByRole('textbox', { name: en('designer.form.rules.pCode') }), { target: { value: 'country' } });
    fireEvent.change(screen.getByRole('textbox', { name: en('designer.form.rules.checkRuleCode') }), { target: { value: 'box_no' } });
    const definition = formWith(latest!);
    expect(validateDefinition('form', definition)).toEqual([]);
    const compiled = compileFormRules(definition);
    expect(compiled.checkedFields).toEqual(['code', 'qty']);
    expect(await compiled.validate({ code: ' ', qty: 1 })).toMatchObject([{ path: '/code' }]);
    // The rules run in order: the email preset first, then the combination (letters or underscore only).
    expect(await compiled.validate({ code: 'abc', qty: 1 })).toMatchObject([{ path: '/code', code: 'validation/field-preset-email' }]);
    expect(await compiled.validate({ code: 'x@y.com', qty: 1 })).toMatchObject([{ path: '/code', code: 'validation/field-preset-letters' }]);
  });

  it('switches a pattern to a custom expression, flags one that does not compile, and sets a message', async () => {
    renderWithI18n(<Harness start={{ colCode: 'code', title: 'Code', type: 'input', rules: [{ pattern: 'email' }] }} />);
    fireEvent.click(screen.getByText(en('designer.form.rules.custom')));
    const expression = screen.getByRole('textbox', { name: en('designer.form.rules.expression') });
    fireEvent.change(expression, { target: { value: '([a-z' } });
    expect(screen.getByText(new RegExp(en('designer.form.rules.problem.invalidRegex')))).toBeTruthy();
    fireEvent.change(expression, { target: { value: '^[A-Z]{2}\\d{4}$' } });
    expect(screen.queryByText(new RegExp(en('designer.form.rules.problem.invalidRegex')))).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: en('designer.form.rules.message') }), { target: { value: 'Two letters and four digits' } });
    expect(latest!.rules).toEqual([{ pattern: '^[A-Z]{2}\\d{4}$', message: 'Two letters and four digits' }]);
    const compiled = compileFormRules(formWith(latest!));
    expect(await compiled.validate({ code: 'AB1234' })).toEqual([]);
    expect(await compiled.validate({ code: 'AB12' })).toMatchObject([{ path: '/code', message: 'Two letters and four digits' }]);
  });

  it('edits the number interval and removes a rule', async () => {
    renderWithI18n(<Harness start={{ colCode: 'price', title: 'Price', type: 'number', rules: [{ precision: 2 }] }} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: en('designer.form.rules.intervalMin') }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: en('designer.form.rules.intervalMax') }), { target: { value: '500' } });
    expect(latest!.options).toEqual({ min: 1, max: 500 });
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.rules.remove') }));
    expect(latest!.rules).toEqual([]);
    expect(await compileFormRules(formWith(latest!)).validate({ price: 501 })).toMatchObject([{ path: '/price' }]);
  });
});
