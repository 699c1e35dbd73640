import { uuidPattern } from '@wharf/engine';

/**
 * Request schema parts for ids, shared by every module's routes: one id, and the comma-joined id
 * lists the list pages send for batch actions (spec §7).
 */
export const uuid = { type: 'string', pattern: uuidPattern } as const;

/** Ids comma-joined, as the list pages send them for batch actions (spec §7). */
export const idList = { type: 'string', minLength: 36, maxLength: 37 * 500, pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36})*$' } as const;

/** Splits a validated comma-joined id list. */
export const splitIds = (ids: string) => [...new Set(ids.split(','))];
