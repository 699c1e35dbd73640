import { act } from 'react';

/** Types into an input the way React notices (the native value setter, then an input event). */
export async function typeInto(input: Element | null, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement) && !(input instanceof HTMLTextAreaElement)) throw new Error('not an input');
  await act(async () => {
    const prototype = input instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => {
    element.click();
  });
}

/** The first button whose text is `text` (antd puts spaces between two CJK characters of a button). */
export function buttonWithText(root: ParentNode, text: string): HTMLButtonElement | undefined {
  const normalise = (value: string) => value.replace(/\s+/g, '');
  return [...root.querySelectorAll('button')].find((button) => normalise(button.textContent ?? '') === normalise(text));
}

/** Texts of the toasts and notifications on screen. */
export function toastTexts(): string {
  return [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].map((notice) => notice.textContent ?? '').join(' | ');
}
