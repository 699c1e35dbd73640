import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, formOf, renderForm, stubServices } from './testSupport';

const submitButton = () => document.querySelector<HTMLButtonElement>('[data-submit]')!;

const everyType = formOf([
  field('name', 'input', { placeholder: 'Your name', style: { textAlign: 'right', color: '#ff0000', divStyle: 'background: #eee; position: fixed; width: url(x)', labelStyle: 'font-weight: bold' } }),
  field('remark', 'textarea'),
  field('amount', 'number', { options: { precision: 2 } }),
  field('mode', 'select', { showConfig: { dictOption: { dictCode: 'trade_mode' } } }),
  field('colour', 'radio', { showConfig: { options: [{ label: 'Red', value: 'r' }, { label: 'Blue', value: 'b' }] } }),
  field('size', 'radioButton', { showConfig: { options: [{ label: 'Small', value: 's' }, { label: 'Large', value: 'l' }] } }),
  field('tags', 'checkbox', { showConfig: { options: [{ label: 'Urgent', value: 'u' }, { label: 'Fragile', value: 'f' }] } }),
  field('port', 'select', { showConfig: { sqlConfig: { sqlCode: 'ports' } } }),
  field('carrier', 'select', { showConfig: { httpConfig: { httpCode: 'carriers' } } }),
  field('active', 'switch'),
  field('declDate', 'date', { defaultValue: '{{now}}' }),
  field('arrival', 'datetime'),
  field('at', 'time'),
  field('files', 'upload'),
  field('photo', 'image'),
  field('owner', 'user'),
  field('dept', 'org'),
  field('notes', 'editor'),
  field('intro', 'text', { defaultValue: 'Please fill in every field' }),
  field('split', 'divider', { title: 'Goods' }),
]);

describe('FormRenderer: every field type', { timeout: 30_000 }, () => {
  it('draws each type with its label and widget', async () => {
    const services = stubServices({
      sqlOptions: async () => [{ value: 'CNSHA', label: 'Shanghai' }],
      httpOptions: async () => [{ value: 'MSK', label: 'Maersk' }],
      upload: async (file) => ({ name: file.name, url: `/files/${file.name}` }),
      searchUsers: async () => [{ value: 'u1', label: 'Alice' }],
      searchDepts: async () => [{ value: 'd1', label: 'Customs' }],
    });
    const { container } = renderForm(everyType, { services });
    for (const title of ['Name', 'Remark', 'Amount', 'Mode', 'Colour', 'Size', 'Tags', 'Port', 'Carrier', 'Active', 'DeclDate', 'Arrival', 'At', 'Files', 'Photo', 'Owner', 'Dept', 'Notes']) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    expect((screen.getByPlaceholderText('Your name') as HTMLInputElement).style.textAlign).toBe('right');
    expect(container.querySelector('textarea')).toBeTruthy();
    expect(screen.getByRole('spinbutton')).toBeTruthy();
    expect(screen.getByLabelText('Red')).toBeTruthy();
    expect(screen.getByText('Large')).toBeTruthy();
    expect(screen.getByLabelText('Urgent')).toBeTruthy();
    expect(screen.getByRole('switch')).toBeTruthy();
    expect(screen.getAllByText('Upload').length).toBe(2);
    expect(container.querySelector('#wharf_test_form_notes')?.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByText('Please fill in every field')).toBeTruthy();
    expect(screen.getByText('Goods')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    // {{now}} default of a date field: today's date in the stored format.
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(container.querySelector<HTMLInputElement>('#wharf_test_form_declDate')?.value).toBe(stamp);
    // Only whitelisted style properties reach the page.
    const frame = container.querySelector<HTMLElement>('[data-field="name"]')!;
    expect(frame.style.background).toContain('rgb(238, 238, 238)');
    expect(frame.style.position).toBe('');
    expect(frame.style.width).toBe('');
    await waitFor(() => expect(services.dictItems).toHaveBeenCalledWith('trade_mode'));
  }, 30_000);

  it('shows dictionary, SQL and HTTP options as labels in view mode', async () => {
    const services = stubServices({ sqlOptions: async () => [{ value: 'CNSHA', label: 'Shanghai' }], httpOptions: async () => [{ value: 'MSK', label: 'Maersk' }] });
    renderForm(everyType, {
      services,
      mode: 'view',
      initialValues: { name: 'Ann', amount: 3.5, mode: '0110', colour: 'b', tags: ['u', 'f'], port: 'CNSHA', carrier: 'MSK', active: 'Y', files: [{ name: 'a.pdf', url: '/files/a.pdf' }, { name: 'bad', url: 'javascript:alert(1)' }], notes: '<p>Hi <b>there</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
    });
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.getByText('3.50')).toBeTruthy();
    expect(await screen.findByText('General trade')).toBeTruthy();
    expect(screen.getByText('Blue')).toBeTruthy();
    expect(screen.getByText('Urgent, Fragile')).toBeTruthy();
    expect(await screen.findByText('Shanghai')).toBeTruthy();
    expect(await screen.findByText('Maersk')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('a.pdf').closest('a')?.getAttribute('href')).toBe('/files/a.pdf');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    const notes = document.querySelector('#wharf_test_form_notes')!;
    expect(notes.innerHTML).toBe('<p>Hi <b>there</b></p>');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(document.querySelectorAll('input').length).toBe(0);
  });

  it('uploads through services.upload and keeps { name, url }', async () => {
    const upload = async (file: File) => ({ name: file.name, url: `/files/${file.name}` });
    const onSubmit = async (data: Record<string, unknown>) => void submitted.push(data);
    const submitted: Record<string, unknown>[] = [];
    const { container } = renderForm(formOf([field('files', 'upload')]), { services: stubServices({ upload }), onSubmit });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'invoice.pdf', { type: 'application/pdf' })] } });
    });
    expect(await screen.findByText('invoice.pdf')).toBeTruthy();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitted).toEqual([{ files: [{ name: 'invoice.pdf', url: '/files/invoice.pdf' }] }]));
  });
});
