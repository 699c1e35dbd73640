/**
 * Listeners by key (a field's code or an issue path), told only when their own entry changes between
 * two versions of a record. A zustand `useStore` per field would run every field's selector on every
 * change — at 300 fields, three subscriptions each, that is ~900 selector calls and React snapshot
 * checks per keystroke; here a change costs one identity comparison per watched key and wakes only
 * the components of the keys that changed.
 */
export class KeyedListeners {
  private readonly byKey = new Map<string, Set<() => void>>();

  /** Calls `listener` whenever the entry under `key` changes; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void {
    let listeners = this.byKey.get(key);
    if (!listeners) this.byKey.set(key, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byKey.get(key) === listeners) this.byKey.delete(key);
    };
  }

  /** Tells the listeners of every watched key whose entry differs between `previous` and `next`. */
  notify(previous: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): void {
    if (previous === next) return;
    const woken: Array<() => void> = [];
    for (const [key, listeners] of this.byKey) {
      if (!Object.is(previous[key], next[key])) woken.push(...listeners);
    }
    // Called after the walk: a listener may subscribe or unsubscribe (a field unmounting) while it runs.
    for (const listener of woken) listener();
  }
}
