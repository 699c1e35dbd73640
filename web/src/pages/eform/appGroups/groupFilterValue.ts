import { isUuid } from '@wharf/engine';
import { noGroup } from '../../../api/appGroupsApi';


/**
 * The group filter a list page was opened with (`?groupId=` from the group page's links): a group
 * id or `none`; anything else (a mistyped or pasted link) means no filter, not a failing request.
 */
export function groupFilterValue(search: URLSearchParams): string | undefined {
  const value = search.get('groupId') ?? '';
  return value === noGroup || isUuid(value) ? value : undefined;
}

/** The query string with the group filter set (or removed), other parameters kept. */
export function withGroupFilter(search: URLSearchParams, groupId: string | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (groupId) next.set('groupId', groupId);
  else next.delete('groupId');
  return next;
}
