import type { KeyboardEvent } from 'react';

/** Clicks within this many ms of the last accepted one are ignored (spec §5, §9: 300 ms). */
export const clickDebounceMs = 300;

/** A handler that runs at once, then ignores calls for `waitMs` (a double click on "save" saves once). */
export function debounceClick<Args extends unknown[]>(handler: (...args: Args) => void, waitMs = clickDebounceMs, now: () => number = () => Date.now()): (...args: Args) => void {
  if (typeof handler !== 'function') throw new TypeError('debounceClick needs a function');
  let last = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const time = now();
    if (time - last < waitMs) return;
    last = time;
    handler(...args);
  };
}

const inputs = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), select, [contenteditable="true"], textarea';

function isShown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.getAttribute('aria-hidden') === 'true') return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** Inputs the Enter key walks through: enabled, editable, visible, and not inside a sub-table grid. */
function enterStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(inputs)].filter((element) => {
    const input = element as HTMLInputElement;
    return !input.disabled && !input.readOnly && !element.closest('.ag-root-wrapper') && isShown(element);
  });
}

/**
 * Enter in a form (spec §5): moves to the next enabled visible input; on the last one it clicks the
 * submit button. Textareas and the rich-text box keep Enter for new lines; an open select list and the
 * grid keep it for themselves.
 */
export function handleEnterKey(event: KeyboardEvent<HTMLElement>, submitButton: HTMLButtonElement | null): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (target instanceof HTMLTextAreaElement || target.isContentEditable || target.closest('.ag-root-wrapper')) return;
  if (!(target instanceof HTMLInputElement)) return;
  if (target.getAttribute('aria-expanded') === 'true') return;
  const stops = enterStops(event.currentTarget);
  const index = stops.indexOf(target);
  if (index === -1) return;
  event.preventDefault();
  const next = stops[index + 1];
  if (next) next.focus();
  else submitButton?.click();
}
