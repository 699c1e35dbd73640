import type { DefinitionKind } from '@wharf/schemas';
import type { MoveToGroupInput } from '../../../api/appGroupsApi';

/**
 * The spec's move call for rows of one list: every id with the list's kind, index by index;
 * no group is sent as an empty `groupId`; `takeTables` becomes `splitTableName` 'Y'.
 */
export function moveRequest(kind: DefinitionKind, ids: readonly string[], groupId: string | undefined, takeTables: boolean): MoveToGroupInput {
  return { groupId: groupId ?? '', splitTableName: takeTables ? 'Y' : 'N', tableNameArray: ids.map(() => kind), idArray: [...ids] };
}
