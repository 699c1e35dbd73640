import { uuidPatternText } from '@wharf/engine';

/**
 * The definitions list's and the tables list's group filter: an app group's id, or `none` for the
 * definitions in no group (app groups group definitions; the store filters by them).
 */
export const groupFilter = { type: 'string', nullable: true, pattern: `^(none|${uuidPatternText})$` } as const;
