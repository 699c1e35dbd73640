import type { HttpClient } from '../http/httpClient';
import type { OpenedSession } from '../stores/sessionTypes';

/** The password-free login calls of spec §7 and the query parameter each one reads. */
export const freeLoginParameters = {
  secretFreeLogin: 'token',
  xdoFreeLogin: 'xdoToken',
  gwFreeLogin: 'fuyunToken',
  medicineFreeLogin: 'medicineToken',
  waizongfuFreeLogin: 'wzfToken',
  portalFreeLogin: 'code',
} as const;

export type FreeLoginEntry = keyof typeof freeLoginParameters;

/**
 * `POST /api/system/{entry}?{parameter}=…`: answers a login result like a password login.
 * Quiet, and without the tab's current token: the guard page shows a refusal itself (an
 * unauthorised answer here is a used or forged entry token, not an expired session to end).
 */
export function createFreeLoginApi(http: HttpClient) {
  return {
    freeLogin: (entry: FreeLoginEntry, credential: string) =>
      http.request<OpenedSession>('POST', `/system/${entry}`, { query: { [freeLoginParameters[entry]]: credential }, isQuiet: true, token: '' }),
  };
}

export type FreeLoginApi = ReturnType<typeof createFreeLoginApi>;
