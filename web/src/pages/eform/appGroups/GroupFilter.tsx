import { Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { noGroup } from '../../../api/appGroupsApi';
import { groupFilterValue, withGroupFilter } from './groupFilterValue';
import { useGroupChoices } from './useGroupChoices';
import { useAppGroupsApi } from './useAppGroupsApi';

/**
 * The app group filter of a definition list, kept in the address (`?groupId=`), so the group
 * page's links open the list already filtered and a reload keeps the filter. Returns the value to
 * send to the list call and the select that changes it. `onChanged` runs whenever the filter
 * changes (from the select or a link): a page clears its selection there, so rows no longer shown
 * cannot be moved by mistake.
 */
export function useGroupFilter(onChanged?: () => void) {
  useAppGroupsApi();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const groupId = groupFilterValue(search);
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;
  const shownGroupId = useRef(groupId);
  useEffect(() => {
    if (shownGroupId.current === groupId) return;
    shownGroupId.current = groupId;
    onChangedRef.current?.();
  }, [groupId]);
  const groups = useGroupChoices(true, groupId);
  const options = [
    { value: '', label: t('appGroup.allGroups') },
    { value: noGroup, label: t('appGroup.notGrouped') },
    ...groups.map((group) => ({ value: group.id, label: group.groupName })),
  ];
  const groupFilter = (
    <Select
      data-testid="app-group-filter"
      aria-label={t('appGroup.filter')}
      style={{ minWidth: 180 }}
      value={groupId ?? ''}
      options={options}
      onChange={(value: string) => setSearch(withGroupFilter(search, value || undefined), { replace: true })}
    />
  );
  return { groupId, groupFilter };
}
