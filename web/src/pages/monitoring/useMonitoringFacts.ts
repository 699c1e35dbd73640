import { useCallback, useEffect, useState } from 'react';

/**
 * Loads one tab's figures when it is shown and on `reload`; `failed` is set when the last load
 * failed (the HTTP client has already told the user why).
 */
export function useMonitoringFacts<T>(load: () => Promise<T>): { facts: T | null; isLoading: boolean; failed: boolean; reload: () => void } {
  const [facts, setFacts] = useState<T | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setIsLoading(true);
    load().then(
      (loaded) => {
        setFacts(loaded);
        setFailed(false);
      },
      () => setFailed(true),
    ).finally(() => setIsLoading(false));
  }, [load]);
  useEffect(reload, [reload]);
  return { facts, isLoading, failed, reload };
}
