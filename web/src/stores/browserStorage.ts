/** Token lifetime in local storage (spec §4, §9). */
export const tokenLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const prefix = 'wharf.';

interface ExpiringEntry {
  value: unknown;
  expiresAt: number | null;
}

/**
 * Local storage with an expiry per entry. Setting an empty value removes the entry, which is how
 * the token is cleared (spec §4).
 */
export const localStore = {
  set(key: string, value: unknown, lifetimeMs: number | null = null, now = Date.now()): void {
    if (value === '' || value === null || value === undefined) {
      localStorage.removeItem(prefix + key);
      return;
    }
    const entry: ExpiringEntry = { value, expiresAt: lifetimeMs === null ? null : now + lifetimeMs };
    localStorage.setItem(prefix + key, JSON.stringify(entry));
  },
  get<T>(key: string, now = Date.now()): T | undefined {
    const raw = localStorage.getItem(prefix + key);
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as ExpiringEntry;
      if (entry.expiresAt !== null && entry.expiresAt <= now) {
        localStorage.removeItem(prefix + key);
        return undefined;
      }
      return entry.value as T;
    } catch {
      localStorage.removeItem(prefix + key);
      return undefined;
    }
  },
  remove(key: string): void {
    localStorage.removeItem(prefix + key);
  },
};

/** The session-storage area that holds everything but the token (spec §4); gone with the tab. */
export const sessionArea = {
  set(key: string, value: unknown): void {
    if (value === undefined) sessionStorage.removeItem(prefix + key);
    else sessionStorage.setItem(prefix + key, JSON.stringify(value));
  },
  get<T>(key: string): T | undefined {
    const raw = sessionStorage.getItem(prefix + key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  },
  clear(): void {
    sessionStorage.clear();
  },
};
