import { useEffect, useState } from 'react';
import type { CodeListEntity, UserOrgExtras } from '../orgExtras/orgConsoleApi';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';

/** The user form's fields for the organisation extras, each backed by one reference list. */
export const extraFields: ReadonlyArray<{ field: keyof UserOrgExtras; entity: CodeListEntity }> = [
  { field: 'positionIds', entity: 'position' },
  { field: 'jobIds', entity: 'job' },
  { field: 'tagIds', entity: 'tag' },
  { field: 'divisionIds', entity: 'division' },
];

export type ExtraOptions = Partial<Record<keyof UserOrgExtras, Array<{ value: string; label: string }>>>;

/**
 * A user's positions, jobs, tags and divisions for the user form. A list is offered only when the
 * caller may read it (divisions also only when the tenant has them), and on edit only once the
 * user's own are known, so a save never drops them unseen. `save` writes only the offered lists.
 */
export function useUserOrgExtras(userId: string | undefined, setInitial: (extras: Partial<UserOrgExtras>) => void) {
  const api = useOrgConsoleApi();
  const [options, setOptions] = useState<ExtraOptions>({});
  const [isReady, setIsReady] = useState(!userId);

  useEffect(() => {
    let isCurrent = true;
    for (const { field, entity } of extraFields) {
      api[entity].all().then((entries) => {
        if (isCurrent) setOptions((current) => ({ ...current, [field]: entries.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.code})` })) }));
      }, () => undefined);
    }
    if (userId) {
      api.userExtras(userId).then((extras) => {
        if (!isCurrent) return;
        setInitial(extras);
        setIsReady(true);
      }, () => undefined);
    }
    return () => {
      isCurrent = false;
    };
  }, [api, userId, setInitial]);

  const save = async (savedUserId: string, values: Partial<UserOrgExtras>) => {
    if (!isReady) return;
    const offered = extraFields.filter(({ field }) => options[field]).map(({ field }) => [field, values[field] ?? []] as const);
    if (offered.length > 0) await api.saveUserExtras(savedUserId, Object.fromEntries(offered));
  };
  return { options: isReady ? options : {}, save };
}
