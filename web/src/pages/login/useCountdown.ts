import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be done again (the resend of a code): `start(n)` begins
 * counting down once a second, reaching 0 when it is allowed again.
 */
export function useCountdown(): { secondsLeft: number; start(seconds: number): void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, start };
}
