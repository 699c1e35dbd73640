const focusable = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select';

function isShown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden) return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/**
 * What Enter does in a form (spec §5): the next enabled, visible input after `current` inside
 * `container`, or 'submit' when `current` is the last one. Textareas keep Enter for new lines.
 */
export function enterTarget(container: HTMLElement, current: Element): HTMLElement | 'submit' | undefined {
  if (!(current instanceof HTMLInputElement || current instanceof HTMLSelectElement)) return undefined;
  const fields = [...container.querySelectorAll<HTMLElement>(focusable)].filter((field) => !(field as HTMLInputElement).disabled && !(field as HTMLInputElement).readOnly && isShown(field));
  const index = fields.indexOf(current);
  if (index === -1) return undefined;
  return fields[index + 1] ?? 'submit';
}

/** The keydown handler for a form container: Enter moves on, and on the last input clicks the button. */
export function handleEnterToNext(event: KeyboardEvent | { key: string; target: EventTarget | null; currentTarget: EventTarget | null; isComposing?: boolean; preventDefault(): void }): void {
  if (event.key !== 'Enter' || event.isComposing) return;
  const container = event.currentTarget;
  if (!(container instanceof HTMLElement) || !(event.target instanceof Element)) return;
  const target = enterTarget(container, event.target);
  if (!target) return;
  event.preventDefault();
  if (target === 'submit') container.querySelector<HTMLButtonElement>('button[type="submit"], .ant-btn-primary')?.click();
  else target.focus();
}
