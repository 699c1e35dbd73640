import { hasElementPermission, type PermissionEntry } from '@wharf/engine';
import { useCallback, useMemo } from 'react';
import { createDefinitionsApi } from '../../../api/definitionsApi';
import { useServices, useSession } from '../../../app/ServicesContext';
import { bpmDesignPageTexts } from '../../../i18n/catalogues/bpmDesignPages';
import { appLanguages } from '../../../i18n/languages';
import { createWorkflowDesignApi, type WorkflowDesignApi } from './workflowDesignApi';

const withTexts = new WeakSet<object>();

/**
 * The design page's API over the app's HTTP client, and its texts (they join the i18next instance
 * on first use, travelling with this chunk).
 */
export function useWorkflowDesignApi(): WorkflowDesignApi {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', bpmDesignPageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createWorkflowDesignApi(services.http, createDefinitionsApi(services.http)), [services.http]);
}

/** Whether the signed-in user holds a button permission (the element directive's reading, spec §6). */
export function useHeldPermission(): (action: string) => boolean {
  const permissions = useSession((state) => state.permissions);
  return useCallback(
    (action: string) => hasElementPermission(action, { auth: permissions?.auth as PermissionEntry[] | undefined, allAuth: permissions?.allAuth as PermissionEntry[] | undefined }),
    [permissions],
  );
}
