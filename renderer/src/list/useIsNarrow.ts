import { useSyncExternalStore } from 'react';

/** Below this width a list is drawn as cards (spec §4: mobile mode below 768 px, breakpoint 767.99). */
export const narrowQuery = '(max-width: 767.99px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-narrow now (read at once, so a phone never draws the grid first). */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrowQuery).matches, () => false);
}
