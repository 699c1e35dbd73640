import { useEffect, useState } from 'react';
import type { AppGroupRecord } from '../../../api/appGroupsApi';
import { useAppGroupsApi } from './useAppGroupsApi';
import { toastFailure } from '../../../http/failureToast';

/** The largest page the server gives: a tenant's groups for a picker, in their sort order. */
const pickerPageSize = 500;

/**
 * The tenant's app groups for a picker (filter or move dialog); a failed load warns and leaves it
 * empty. They are read again when `isWanted` turns true or `freshFor` changes (a group link may
 * name a group made after the page was opened).
 */
export function useGroupChoices(isWanted = true, freshFor?: string): AppGroupRecord[] {
  const api = useAppGroupsApi();
  const [groups, setGroups] = useState<AppGroupRecord[]>([]);
  useEffect(() => {
    if (!isWanted) return undefined;
    let isCurrent = true;
    api.list({ pageSize: pickerPageSize })
      .then((page) => {
        if (isCurrent) setGroups(page.records);
      })
      .catch((error: unknown) => toastFailure('warning', error));
    return () => {
      isCurrent = false;
    };
  }, [api, isWanted, freshFor]);
  return groups;
}
