import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterTarget, handleEnterToNext } from './enterToNext';

function form(html: string): HTMLElement {
  const container = document.createElement('form');
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('enterTarget', () => {
  it('skips disabled, hidden and invisible inputs', () => {
    const container = form(`
      <input id="a" />
      <input id="b" disabled />
      <input id="c" type="hidden" />
      <div style="display:none"><input id="d" /></div>
      <input id="e" />
      <textarea id="t"></textarea>
      <button type="submit">ok</button>`);
    const byId = (id: string) => container.querySelector(`#${id}`) as HTMLElement;
    expect(enterTarget(container, byId('a'))).toBe(byId('e'));
    expect(enterTarget(container, byId('e'))).toBe('submit');
    expect(enterTarget(container, byId('t'))).toBeUndefined();
  });
});

describe('handleEnterToNext', () => {
  it('focuses the next input, then clicks the submit button on the last', () => {
    const container = form('<input id="a" /><input id="b" /><button type="submit">ok</button>');
    const [first, second] = [...container.querySelectorAll('input')];
    const clicked = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('button')?.addEventListener('click', clicked);
    container.addEventListener('keydown', (event) => handleEnterToNext(event));

    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(second);
    expect(clicked).not.toHaveBeenCalled();
    second?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
