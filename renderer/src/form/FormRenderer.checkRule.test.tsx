import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { field, formOf, renderForm, stubServices } from './testSupport';

describe('FormRenderer: a field naming a check rule', { timeout: 30_000 }, () => {
  it('asks the check-rule service on blur and shows the rule\'s message until the value passes', async () => {
    const definition = formOf([field('boxNo', 'input', { rules: [{ checkRuleCode: 'box_no' }] })]);
    const checkRule = vi.fn(async (_ruleCode: string, value: string) => ({ isValid: /^\d{4}[A-Z]{2}$/.test(value), message: 'Four digits and two capitals' }));
    const { container } = renderForm(definition, { services: stubServices({ checkRule }) });
    const input = container.querySelector<HTMLInputElement>('#wharf_test_form_boxNo')!;
    fireEvent.change(input, { target: { value: '12AB' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Four digits and two capitals')).toBeTruthy();
    expect(checkRule).toHaveBeenCalledWith('box_no', '12AB');
    fireEvent.change(input, { target: { value: '1234AB' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.queryByText('Four digits and two capitals')).toBeNull());
  });
});
