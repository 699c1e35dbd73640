import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeId, fakePermissions, fakeUserInfo } from '../../test/fakeSession';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';
import { sliderTexts } from '../../i18n/catalogues/sliderTexts';
import { appLanguages } from '../../i18n/languages';

// A real 1×1 PNG: the component only shows what the server drew.
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const answerX = 150;
const menu = [{ id: fakeId('w'), path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '0', meta: { title: '工作台', zhCn: '工作台' } }];
const userInfo = fakeUserInfo({ username: 'ann', realname: 'Ann', orgId: fakeId('d1'), orgName: 'Import desk', userType: 'user', backRoleFlg: '0' });

interface Recorded {
  challenges: number;
  verifies: Array<{ challengeId: string; x: number; track: Array<{ x: number; y: number; t: number }> }>;
  logins: Array<{ username: string; sliderToken?: string }>;
}

/** The slider's calls as the real server shapes them; the answer is x = 150 ± 4 with a track. */
function server(recorded: Recorded): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      if (path === '/api/system/login') {
        const login = body as Recorded['logins'][number];
        recorded.logins.push(login);
        if (login.sliderToken === 'token-1') return { status: 200, body: envelope({ token: 'tok-9', userInfo, departs: [], multiDepart: 0 }) };
        return { status: 400, body: { success: false, message: '请先完成滑块验证', code: 400, result: { sliderRequired: true }, timestamp: 0, messageCode: 'login/slider-required' } };
      }
      if (method === 'GET' && path === '/api/system/slider/challenge') {
        recorded.challenges += 1;
        return { status: 200, body: envelope({ challengeId: `00000000-0000-4000-8000-00000000000${recorded.challenges}`, background: png, piece: png, pieceY: 42, width: 320, height: 160 }) };
      }
      if (method === 'POST' && path === '/api/system/slider/verify') {
        const verify = body as Recorded['verifies'][number];
        recorded.verifies.push(verify);
        if (Math.abs(verify.x - answerX) <= 4 && verify.track.length >= 5) return { status: 200, body: envelope({ sliderToken: 'token-1' }) };
        return { status: 400, body: { success: false, message: '滑块验证失败', code: 400, result: null, timestamp: 0, messageCode: 'login/slider-failed' } };
      }
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(menu)) };
      return undefined;
    },
  };
}

function setValue(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(selector)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Drags the handle by `distance` px in `steps` moves, with a little vertical wobble. */
async function drag(distance: number, steps = 8) {
  const handle = document.querySelector<HTMLElement>('[data-testid="slider-handle"]')!;
  const fire = (type: string, clientX: number, clientY: number) =>
    handle.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 7, clientX, clientY }));
  await act(async () => fire('pointerdown', 20, 300));
  for (let i = 1; i <= steps; i += 1) await act(async () => fire('pointermove', 20 + (distance * i) / steps, 300 + (i % 2)));
  await act(async () => fire('pointerup', 20 + distance, 301));
}

const pieceLeft = () => document.querySelector<HTMLImageElement>('[data-testid="slider-piece"]')?.style.left;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('slider verification at login', () => {
  it('shows the puzzle when the login asks for it; a wrong drop fails with a fresh puzzle, a right one logs in with the token', async () => {
    const recorded: Recorded = { challenges: 0, verifies: [], logins: [] };
    const app = await renderApp('/index/login', server(recorded));
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull(), { timeout: 20_000 });
    await act(async () => {
      setValue(app.container, '#login_username', 'ann');
      setValue(app.container, '#login_password', 'secret');
    });
    await act(async () => app.container.querySelector<HTMLButtonElement>('form#login button[type="submit"]')?.click());

    await vi.waitFor(() => expect(document.querySelector('[data-testid="slider-piece"]')).not.toBeNull(), { timeout: 20_000 });
    expect(recorded.logins).toEqual([{ username: 'ann', password: 'secret' }]);
    expect(document.querySelector<HTMLImageElement>('[data-testid="slider-background"]')!.src).toBe(png);
    expect(document.querySelector<HTMLImageElement>('[data-testid="slider-piece"]')!.style.top).toBe('42px');
    expect(localStorage.getItem('wharf.token')).toBeNull();

    await drag(60);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="slider-failed"]')).not.toBeNull());
    expect(recorded.verifies[0]).toMatchObject({ challengeId: '00000000-0000-4000-8000-000000000001', x: 60 });
    await vi.waitFor(() => expect(recorded.challenges).toBe(2));
    await vi.waitFor(() => expect(pieceLeft()).toBe('0px'));

    await drag(answerX);
    await vi.waitFor(() => expect(recorded.logins).toHaveLength(2));
    const verified = recorded.verifies[1]!;
    expect(verified).toMatchObject({ challengeId: '00000000-0000-4000-8000-000000000002', x: answerX });
    expect(verified.track.length).toBeGreaterThanOrEqual(5);
    expect(verified.track[0]).toEqual({ x: 0, y: 0, t: 0 });
    expect(verified.track.some((point) => point.y !== 0)).toBe(true);
    expect(recorded.logins[1]).toEqual({ username: 'ann', password: 'secret', sliderToken: 'token-1' });
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('wharf.token') ?? '{}').value).toBe('tok-9'));
    app.unmount();
  }, 40_000);

  it('works from the keyboard too: arrows move the handle, Enter drops it', async () => {
    const recorded: Recorded = { challenges: 0, verifies: [], logins: [] };
    const app = await renderApp('/index/login', server(recorded));
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull(), { timeout: 20_000 });
    await act(async () => {
      setValue(app.container, '#login_username', 'ann');
      setValue(app.container, '#login_password', 'secret');
    });
    await act(async () => app.container.querySelector<HTMLButtonElement>('form#login button[type="submit"]')?.click());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="slider-piece"]')).not.toBeNull(), { timeout: 20_000 });

    const handle = document.querySelector<HTMLElement>('[data-testid="slider-handle"]')!;
    const press = (key: string, shiftKey = false) => act(async () => handle.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true })));
    for (let i = 0; i < 14; i += 1) await press('ArrowRight', true);
    for (let i = 0; i < 5; i += 1) await press('ArrowRight');
    expect(pieceLeft()).toBe('150px');
    expect(handle.getAttribute('aria-valuenow')).toBe('150');
    await press('Enter');
    await vi.waitFor(() => expect(recorded.logins).toHaveLength(2));
    expect(recorded.verifies[0]).toMatchObject({ x: answerX });
    expect(recorded.verifies[0]!.track).toHaveLength(20);
    expect(recorded.logins[1]).toMatchObject({ sliderToken: 'token-1' });
    app.unmount();
  }, 40_000);

  it('has every text in the four languages', () => {
    const keys = Object.keys(sliderTexts.zh_CN).sort();
    for (const lang of appLanguages) {
      expect(Object.keys(sliderTexts[lang]).sort()).toEqual(keys);
      expect(Object.values(sliderTexts[lang]).every((text) => text.trim().length > 0)).toBe(true);
    }
  });
});
