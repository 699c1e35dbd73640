import { act, fireEvent, render } from '@testing-library/react';
import { createElement, forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormRuntime } from '../formRuntime';
import { FormRuntimeContext } from '../runtimeContext';
import { field, formOf, renderForm, stubServices } from '../testSupport';
import { TextWidget } from './TextWidget';

// Counts renders of antd's Input and InputNumber wrappers (their style and context hooks are most of a keystroke's script).
const inputRenders = vi.hoisted(() => ({ count: 0, numbers: 0 }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Input = Object.assign(
    forwardRef<unknown, Record<string, unknown>>(function CountedInput(props, ref) {
      inputRenders.count += 1;
      return createElement(antd.Input, { ...props, ref } as never);
    }),
    { TextArea: antd.Input.TextArea, Password: antd.Input.Password, Search: antd.Input.Search, Group: antd.Input.Group, OTP: antd.Input.OTP },
  );
  const InputNumber = forwardRef<unknown, Record<string, unknown>>(function CountedInputNumber(props, ref) {
    inputRenders.numbers += 1;
    return createElement(antd.InputNumber, { ...props, ref } as never);
  });
  return { ...antd, Input, InputNumber };
});

describe('TextWidget and NumberWidget', { timeout: 30_000 }, () => {
  it('stores each keystroke without re-rendering the field or its antd Input', () => {
    const { container } = renderForm(formOf([field('name', 'input'), field('note', 'input')]), { onValuesChange: () => undefined });
    const input = container.querySelector<HTMLInputElement>('#wharf_test_form_name')!;
    const before = inputRenders.count;
    fireEvent.change(input, { target: { value: 'h' } });
    fireEvent.change(input, { target: { value: 'he' } });
    fireEvent.change(input, { target: { value: 'hel' } });
    expect(input.value).toBe('hel');
    expect(inputRenders.count).toBe(before);
  });

  it('stores typed numbers without re-rendering the field or its InputNumber, and redraws a computed one', () => {
    const definition = formOf([field('qty', 'number'), field('price', 'number'), field('total', 'number', { computed: 'qty * price', options: { precision: 2 } })]);
    const { container } = renderForm(definition);
    const qty = container.querySelector<HTMLInputElement>('#wharf_test_form_qty')!;
    fireEvent.change(container.querySelector<HTMLInputElement>('#wharf_test_form_price')!, { target: { value: '2.5' } });
    const before = inputRenders.numbers;
    fireEvent.change(qty, { target: { value: '3' } });
    fireEvent.change(qty, { target: { value: '31' } });
    expect(qty.value).toBe('31');
    // Only the computed total's input is drawn afresh, once per new total.
    expect(inputRenders.numbers - before).toBe(2);
    expect(container.querySelector<HTMLInputElement>('#wharf_test_form_total')!.value).toBe('77.50');
  });

  it('shows a value set from outside and keeps the focus of the input it replaces', () => {
    const runtime = new FormRuntime(formOf([field('name', 'input')]), { mode: 'add', services: stubServices(), lang: 'en_US' });
    const { container } = render(<FormRuntimeContext.Provider value={runtime}><TextWidget id="name" colCode="name" /></FormRuntimeContext.Provider>);
    const typedInto = container.querySelector<HTMLInputElement>('#name')!;
    typedInto.focus();
    fireEvent.change(typedInto, { target: { value: 'typed' } });
    expect(runtime.store.getState().values.name).toBe('typed');
    act(() => runtime.setValue('name', 'from outside'));
    const shown = container.querySelector<HTMLInputElement>('#name')!;
    expect(shown.value).toBe('from outside');
    expect(document.activeElement).toBe(shown);
    fireEvent.change(shown, { target: { value: 'from outside!' } });
    expect(runtime.store.getState().values.name).toBe('from outside!');
  });
});
