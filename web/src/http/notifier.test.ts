import { afterEach, describe, expect, it } from 'vitest';
import { bindNotifier, notifier, toastsShown, type Notifier } from './notifier';

const shownTexts: string[] = [];
const screen: Notifier = { toast: (_kind, text) => shownTexts.push(text), systemPrompt: (_title, text) => shownTexts.push(text) };
let unbind: (() => void) | undefined;

afterEach(() => {
  unbind?.();
  unbind = undefined;
  shownTexts.length = 0;
});

describe('toastsShown', () => {
  it('settles at once when no toast waits', async () => {
    unbind = bindNotifier(screen);
    unbind();
    await expect(toastsShown(60_000)).resolves.toBeUndefined();
  });

  it('settles when the toast code binds and shows the waiting toast, not before', async () => {
    notifier().systemPrompt('prompt', 'unauthorised');
    let settled = false;
    const shown = toastsShown(60_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    unbind = bindNotifier(screen);
    await shown;
    expect(shownTexts).toEqual(['unauthorised']);
  });

  it('gives up waiting after its cap, so a toast chunk that never loads holds nothing up', async () => {
    notifier().toast('error', 'never bound');
    await expect(toastsShown(5)).resolves.toBeUndefined();
    unbind = bindNotifier(screen);
  });
});
