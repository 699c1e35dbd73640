import { act, cleanup, renderHook } from '@testing-library/react';
import type { WarningDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaffolds } from '../../kinds/scaffolds';
import { missingKeys, setUpEnglishTexts } from '../../view/testing.test-support';
import { warningLabels } from '../../warning/warningLabels';
import { useDesignerSave, type DesignerSaveOptions } from './useDesignerSave';

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

/** What the web app's HTTP client rejects with (its `HttpError`), built here without importing the web app. */
function httpFailure(status: number, message: string, wasShown: boolean, errors?: Array<{ path: string; code: string; message: string }>) {
  return Object.assign(new Error(message), { name: 'HttpError', status, wasShown, body: { success: false, message, code: status, result: errors ? { errors } : null } });
}

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

  it('names the fields a 400 refused by the designer\'s labels, under the server\'s message when nothing showed it yet', async () => {
    const draft = scaffolds.warning('dec_late', 'Late declarations');
    const refused = httpFailure(400, 'Some fields are not valid', false, [
      { path: '/body/rules/0/cronExpr', code: 'validation/format', message: 'Wrong format' },
      { path: '/name', code: 'request/max-length', message: 'At most 100 characters' },
    ]);
    const given: DesignerSaveOptions<WarningDefinition> = { draft, canSave: true, store: vi.fn(async () => { throw refused; }), markSaved: vi.fn(), savedText: 'Saved', labels: warningLabels };
    const { result } = renderHook(() => useDesignerSave(given));
    let stored = true;
    await act(async () => { stored = await result.current.save(); });
    expect(stored).toBe(false);
    expect(result.current.outcome).toEqual({
      type: 'error',
      text: 'Some fields are not valid',
      details: [
        // The definition's path (what the designer's tabs open), said with the rule's name and the field's label.
        { path: '/rules/0/cronExpr', text: `Rule “${draft.rules[0]!.ruleName}” · Cron expression: Wrong format` },
        // Not the body's: kept as the server named it.
        { path: '/name', text: '/name: At most 100 characters' },
      ],
    });
    expect([...missingKeys]).toEqual([]);
  });

  it('tells a failure the host already showed only once: its fields under "could not save", or nothing more', async () => {
    const withFields = options({ store: vi.fn(async () => { throw httpFailure(400, 'Some fields are not valid', true, [{ path: '/body/code', code: 'validation/format', message: 'Wrong format' }]); }) });
    const first = renderHook(() => useDesignerSave(withFields));
    await act(async () => { await first.result.current.save(); });
    expect(first.result.current.outcome).toEqual({ type: 'error', text: 'Could not save; fix it and try again (the changes are kept).', details: [{ path: '/code', text: '/code: Wrong format' }] });

    const toasted = options({ store: vi.fn(async () => { throw httpFailure(504, 'Network timeout', true); }) });
    const second = renderHook(() => useDesignerSave(toasted));
    let stored = true;
    await act(async () => { stored = await second.result.current.save(); });
    expect(stored).toBe(false);
    expect(toasted.markSaved).not.toHaveBeenCalled();
    expect(second.result.current.outcome).toBeUndefined();
  });

  it('says "could not save" in the UI language when the failure carries no message', async () => {
    for (const thrown of [new Error(''), undefined, { status: 500 }]) {
      const given = options({ store: vi.fn(async () => { throw thrown; }) });
      const { result } = renderHook(() => useDesignerSave(given));
      await act(async () => { await result.current.save(); });
      expect(result.current.outcome).toEqual({ type: 'error', text: 'Could not save; fix it and try again (the changes are kept).' });
    }
  });
});
