/** Clicks within this many ms of the last accepted one are ignored (spec §5, §9). */
export const clickDebounceMs = 300;

/**
 * A click handler that runs at once and then ignores further clicks for `waitMs`: a double click
 * on "save" saves once. Throws at creation for a non-function, as the spec's directive does.
 */
export function debounceClick<Args extends unknown[]>(handler: (...args: Args) => void, waitMs = clickDebounceMs, now: () => number = () => Date.now()): (...args: Args) => void {
  if (typeof handler !== 'function') throw new TypeError('debounceClick needs a function');
  let lastRun = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const time = now();
    if (time - lastRun < waitMs) return;
    lastRun = time;
    handler(...args);
  };
}
