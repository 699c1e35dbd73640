import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { HttpError } from '../../http/envelope';
import { lazyNamed } from '../../routes/lazyWithTimeout';
import type { SliderVerificationProps } from './SliderVerification';

// The puzzle, its texts and antd's Modal load only when a login is asked for a slider.
const SliderVerification = lazyNamed<SliderVerificationProps>(() => import('./SliderVerification'), 'SliderVerification');

/** Whether a failed login-family call asks for a solved slider (400 `login/slider-required`). */
export function isSliderRequired(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  const result = (error.body as { result?: { sliderRequired?: unknown } } | undefined)?.result;
  return result?.sliderRequired === true;
}

export interface SliderGate {
  /**
   * Sends a login-family call; when the server asks for a slider, shows the puzzle and sends
   * the call again with the solved slider's token. Resolves `undefined` when the user closes
   * the puzzle instead.
   */
  run<T>(send: (sliderToken?: string) => Promise<T>): Promise<T | undefined>;
  /** The puzzle's modal: render it once in the page. */
  modal: ReactNode;
}

/** The slider step of a login screen (password login; phone login and SMS sending alike). */
export function useSliderGate(): SliderGate {
  const [isOpen, setIsOpen] = useState(false);
  const pending = useRef<((token: string | undefined) => void) | undefined>(undefined);

  const settle = useCallback((token: string | undefined) => {
    setIsOpen(false);
    const resolve = pending.current;
    pending.current = undefined;
    resolve?.(token);
  }, []);

  const run = useCallback(async <T,>(send: (sliderToken?: string) => Promise<T>): Promise<T | undefined> => {
    try {
      return await send();
    } catch (error) {
      if (!isSliderRequired(error)) throw error;
    }
    const token = await new Promise<string | undefined>((resolve) => {
      pending.current = resolve;
      setIsOpen(true);
    });
    return token === undefined ? undefined : send(token);
  }, []);

  const modal = isOpen ? (
    <Suspense fallback={null}>
      <SliderVerification open onVerified={(token) => settle(token)} onCancel={() => settle(undefined)} />
    </Suspense>
  ) : null;
  return { run, modal };
}
