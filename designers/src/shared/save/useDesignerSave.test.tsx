import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDesignerSave, type DesignerSaveOptions } from './useDesignerSave';

afterEach(cleanup);

type Body = { code: string; revision?: number };

function options(overrides: Partial<DesignerSaveOptions<Body>> = {}): DesignerSaveOptions<Body> {
  return { draft: { code: 'a' }, canSave: true, store: vi.fn(async () => undefined), markSaved: vi.fn(), onSaved: vi.fn(), savedText: 'Saved', ...overrides };
}

describe('useDesignerSave', () => {
  it('marks what the host stored as saved, tells the host page, and says so', async () => {
    const given = options({ store: vi.fn(async (body: Body) => ({ definition: { ...body, revision: 2 } })) });
    const { result } = renderHook(() => useDesignerSave(given));
    let stored = false;
    await act(async () => { stored = await result.current.save(); });
    expect(stored).toBe(true);
    expect(given.store).toHaveBeenCalledWith({ code: 'a' });
    expect(given.markSaved).toHaveBeenCalledWith({ code: 'a', revision: 2 });
    expect(given.onSaved).toHaveBeenCalledWith({ code: 'a', revision: 2 });
    expect(result.current.outcome).toEqual({ type: 'success', text: 'Saved' });
    expect(result.current.isSaving).toBe(false);
    act(() => result.current.clearOutcome());
    expect(result.current.outcome).toBeUndefined();
  });

  it('keeps the draft itself as saved when the host answers nothing', async () => {
    const given = options();
    const { result } = renderHook(() => useDesignerSave(given));
    await act(async () => { await result.current.save(); });
    expect(given.markSaved).toHaveBeenCalledWith({ code: 'a' });
  });

  it('refuses without asking the host while there are issues', async () => {
    const given = options({ canSave: false });
    const { result } = renderHook(() => useDesignerSave(given));
    let stored = true;
    await act(async () => { stored = await result.current.save(); });
    expect(stored).toBe(false);
    expect(given.store).not.toHaveBeenCalled();
  });

  it('shows the host\'s message and marks nothing when the store fails', async () => {
    const given = options({ store: vi.fn(async () => { throw new Error('code taken'); }) });
    const { result } = renderHook(() => useDesignerSave(given));
    let stored = true;
    await act(async () => { stored = await result.current.save(); });
    expect(stored).toBe(false);
    expect(given.markSaved).not.toHaveBeenCalled();
    expect(given.onSaved).not.toHaveBeenCalled();
    expect(result.current.outcome).toEqual({ type: 'error', text: 'code taken' });
  });
});
