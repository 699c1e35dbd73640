import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredFile, UploadTarget } from '../types';
import { field, formOf, renderForm, stubServices } from '../testSupport';

const submitButton = () => document.querySelector<HTMLButtonElement>('[data-submit]')!;
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const pick = async (container: HTMLElement, file: File) => {
  await act(async () => {
    fireEvent.change(fileInput(container), { target: { files: [file] } });
  });
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ship.png', { type: 'image/png' });

describe('UploadWidget', { timeout: 30_000 }, () => {
  it('sends each file for its form and field, shows the progress, and keeps the stored { id, name, url }', async () => {
    let finish: (stored: StoredFile) => void = () => undefined;
    const targets: UploadTarget[] = [];
    const upload = vi.fn((_file: File, target: UploadTarget) => {
      targets.push(target);
      return new Promise<StoredFile>((resolve) => { finish = resolve; });
    });
    const submitted: Record<string, unknown>[] = [];
    const { container } = renderForm(formOf([field('papers', 'upload')]), { services: stubServices({ upload }), onSubmit: async (data) => void submitted.push(data) });
    expect(fileInput(container).accept).toContain('.pdf');
    await pick(container, new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' }));
    expect(targets[0]).toMatchObject({ formCode: 'test_form', colCode: 'papers' });
    act(() => targets[0]!.onProgress!(40));
    await waitFor(() => expect(container.querySelector('.ant-progress')).toBeTruthy());
    await act(async () => finish({ id: 'f1', name: 'bill.pdf', url: '/api/files/f1' }));
    expect(await screen.findByText('bill.pdf')).toBeTruthy();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitted).toEqual([{ papers: [{ id: 'f1', name: 'bill.pdf', url: '/api/files/f1' }] }]));
  });

  it('shows the server\'s refusal under the field and stores nothing', async () => {
    const upload = vi.fn(async () => { throw new Error('The file\'s content is not a png file'); });
    const submitted: Record<string, unknown>[] = [];
    const { container } = renderForm(formOf([field('photo', 'image')]), { services: stubServices({ upload }), onSubmit: async (data) => void submitted.push(data) });
    await pick(container, png());
    expect((await screen.findByRole('alert')).textContent).toBe('ship.png: The file\'s content is not a png file');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitted).toEqual([{}]));
  });

  it('refuses a file over 10M before sending it', async () => {
    const upload = vi.fn();
    const { container } = renderForm(formOf([field('papers', 'upload')]), { services: stubServices({ upload }) });
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await pick(container, big);
    expect((await screen.findByRole('alert')).textContent).toBe('big.pdf: The file is too large, at most 10M');
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes only pictures in an image field and shows stored pictures as thumbnails read with the session', async () => {
    const createObjectURL = vi.fn(() => 'blob:thumb-1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const readFile = vi.fn(async () => new Blob([new Uint8Array([0x89])], { type: 'image/png' }));
    const photo = [{ id: 'p1', name: 'seal.png', url: '/api/files/p1' }];
    const { container, unmount } = renderForm(formOf([field('photo', 'image')]), { mode: 'view', initialValues: { photo }, services: stubServices({ readFile }) });
    const thumbnail = await screen.findByAltText('seal.png');
    expect(thumbnail.getAttribute('src')).toBe('blob:thumb-1');
    expect(readFile).toHaveBeenCalledWith('/api/files/p1');
    fireEvent.click(thumbnail);
    expect((await screen.findByRole('dialog')).querySelector('img')?.getAttribute('src')).toBe('blob:thumb-1');
    expect(container.querySelector('input[type="file"]')).toBeNull();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:thumb-1');

    const edit = renderForm(formOf([field('photo', 'image')]), { services: stubServices({ upload: vi.fn() }) });
    expect(fileInput(edit.container).accept).toBe('.png,.jpg,.jpeg,.gif,.webp');
  });

  it('downloads an API file in view mode through readFile, and never links a javascript: URL', async () => {
    const readFile = vi.fn(async () => new Blob(['bill']));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file-1'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(`${this.download}@${this.href}`); });
    const papers = [{ id: 'f1', name: 'bill.pdf', url: '/api/files/f1' }, { name: 'bad', url: 'javascript:alert(1)' }];
    renderForm(formOf([field('papers', 'upload')]), { mode: 'view', initialValues: { papers }, services: stubServices({ readFile }) });
    fireEvent.click(await screen.findByText('bill.pdf'));
    await waitFor(() => expect(clicked).toEqual(['bill.pdf@blob:file-1']));
    expect(readFile).toHaveBeenCalledWith('/api/files/f1');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    click.mockRestore();
  });
});
