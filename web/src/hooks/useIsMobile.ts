import { useSyncExternalStore } from 'react';

/** Below this width the app is in mobile mode with the sidebar closed (spec §4: breakpoint 767.99 px). */
export const mobileQuery = '(max-width: 767.99px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(mobileQuery).matches, () => false);
}
