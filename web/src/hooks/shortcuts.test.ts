import { describe, expect, it } from 'vitest';
import { shortcutAction } from './shortcuts';

const press = (key: string, ctrlKey = true, altKey = true) => ({ key, ctrlKey, altKey });

describe('shortcutAction', () => {
  it('opens search with Ctrl+Alt+E', () => {
    expect(shortcutAction(press('e'), false)).toBe('open-search');
    expect(shortcutAction(press('E'), false)).toBe('open-search');
    expect(shortcutAction(press('e', true, false), false)).toBeUndefined();
  });

  it('enables debug with Ctrl+Alt+D only when the setting allows it', () => {
    expect(shortcutAction(press('d'), true)).toBe('enable-debug');
    expect(shortcutAction(press('d'), false)).toBeUndefined();
  });

  it('closes overlays with Escape', () => {
    expect(shortcutAction(press('Escape', false, false), false)).toBe('close-overlays');
  });
});
