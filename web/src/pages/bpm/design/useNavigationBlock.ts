import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

type Navigator = React.ContextType<typeof UNSAFE_NavigationContext>['navigator'];

/** A navigation held back while there is unsaved work: go on with it, or stay. */
export interface HeldNavigation {
  proceed(): void;
  stay(): void;
}

/**
 * Holds back in-app navigation while `isBlocking` (unsaved work), so the page can ask first.
 * The app runs on `BrowserRouter`, where react-router's `useBlocker` is not available (it needs a
 * data router), so this wraps the router's navigator: every `navigate()` and link goes through its
 * `push`, `replace` or `go`. Leaving the app (reload, closing the tab) is asked by the designer's own
 * `beforeunload`; the browser's back button is not held (the designer keeps the draft and offers it back).
 * `unheld(navigate)` runs a navigation of the page itself without asking (after a save, the saved key's address).
 */
export function useNavigationBlock(isBlocking: boolean): { held: HeldNavigation | undefined; unheld(navigate: () => void): void } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<HeldNavigation>();
  const allowed = useRef(false);

  useEffect(() => {
    if (!isBlocking) return;
    const target = navigator as Navigator & Record<'push' | 'replace' | 'go', (...args: never[]) => void>;
    const original = { push: target.push, replace: target.replace, go: target.go };
    const guard = <K extends keyof typeof original>(name: K) =>
      ((...args: Parameters<(typeof original)[K]>) => {
        const go = () => (original[name] as (...given: typeof args) => void).apply(target, args);
        if (allowed.current) return go();
        setHeld({
          proceed: () => {
            setHeld(undefined);
            go();
          },
          stay: () => setHeld(undefined),
        });
      }) as (typeof original)[K];
    target.push = guard('push');
    target.replace = guard('replace');
    target.go = guard('go');
    return () => {
      target.push = original.push;
      target.replace = original.replace;
      target.go = original.go;
    };
  }, [isBlocking, navigator]);

  return {
    held,
    unheld(navigate) {
      allowed.current = true;
      try {
        navigate();
      } finally {
        allowed.current = false;
      }
    },
  };
}
