import { definitionCodeGroups, type DefinitionCodeGroup } from '@wharf/engine';

/** The kinds of code the developer code search finds (spec §7 manage/codeSearch): definitions' and configs'. */
export type CodeGroup = DefinitionCodeGroup | 'httpReturn' | 'sqlQuery';

/** The definitions' groups come from the kind registry (each kind's `scriptPlaces`), then the configs'. */
export const codeGroups: readonly CodeGroup[] = [...definitionCodeGroups, 'httpReturn', 'sqlQuery'];
