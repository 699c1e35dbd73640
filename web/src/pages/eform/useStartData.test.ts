import type { OpenFormRequest } from '@wharf/renderer';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../http/envelope';
import { useStartData } from './useStartData';

const request = (openScript?: string, mode: OpenFormRequest['mode'] = 'add'): OpenFormRequest => ({
  button: { buttonName: 'Add', buttonType: 'toolbar', openType: 'add', ...(openScript ? { openScript } : {}) },
  rows: [{ id: 'r1' }],
  mode,
  parameters: { shipper: 'ACME', pieces: 1 },
  dialogSize: 'default',
  refresh: () => undefined,
});

describe('useStartData', () => {
  it('starts from the out-parameters when the button has no openScript, without asking the server', () => {
    const source = vi.fn(async () => ({}));
    const { result } = renderHook(() => useStartData(request(), source, () => undefined));
    expect(result.current).toEqual({ state: 'ready', data: { shipper: 'ACME', pieces: 1 } });
    expect(source).not.toHaveBeenCalled();
  });

  it("lays the script's values over the out-parameters, asking once per request however often the host re-renders", async () => {
    const source = vi.fn(async () => ({ pieces: 3, remark: 'from script' }));
    const opened = request('return { pieces: 3 };');
    const { result, rerender } = renderHook(() => useStartData(opened, source, () => undefined));
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', data: { shipper: 'ACME', pieces: 3, remark: 'from script' } }));
    rerender();
    rerender();
    expect(source).toHaveBeenCalledTimes(1);
    expect(source).toHaveBeenCalledWith(opened);
  });

  it('does not run the script for an edit or a view', () => {
    const source = vi.fn(async () => ({ pieces: 3 }));
    const { result } = renderHook(() => useStartData(request('return {};', 'edit'), source, () => undefined));
    expect(result.current.state).toBe('ready');
    expect(source).not.toHaveBeenCalled();
  });

  it('says a failure the client did not show, and closes on one it already toasted (told once)', async () => {
    const failing = request('x');
    const refused = async () => { throw new HttpError(400, {}, 'The open script failed: boom'); };
    const quiet = renderHook(() => useStartData(failing, refused, () => undefined));
    await waitFor(() => expect(quiet.result.current).toEqual({ state: 'failed', message: 'The open script failed: boom' }));

    const onClose = vi.fn();
    const toasted = async () => { throw new HttpError(400, {}, 'shown', true); };
    renderHook(() => useStartData(failing, toasted, onClose));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
