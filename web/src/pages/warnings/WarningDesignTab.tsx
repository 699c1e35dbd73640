import { kindDesigners, type WarningDesignerServices } from '@wharf/designers';
import { hasElementPermission, kindSpecs, type PermissionEntry } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/eformResult';
import { useSession } from '../../app/ServicesContext';
import { DesignListPage } from '../report/design/DesignListPage';
import { useReportDesignApis, type ReportDesignApis } from '../report/design/useReportDesign';
import type { WarningsApi } from './warningsApi';

/** The warning kind's designer and starting body from the designers registry (the designer's code loads on first use). */
const { Designer: WarningDesigner, scaffold } = kindDesigners.warning;
/** Reading SQL configs (their list and test run) is the SQL config designers' right. */
const sqlConfigDesign = 'eformSqlConfig:design';

/**
 * The warning designer's services over the app's API, except `save`, which the list page supplies:
 * SQL configs (listed and test-run for a caller who may design them; others type fields in), forms,
 * workflows and their nodes (the definition store's head versions), the recipient pickers (the tenant's users, roles and departments) and the cron preview on the tenant's clock.
 */
export function warningDesignerLookups({ eform }: ReportDesignApis, warnings: WarningsApi, canReadSqlConfigs: boolean): Omit<WarningDesignerServices, 'save'> {
  return {
    listSqlConfigs: async () => !canReadSqlConfigs ? [] : (await eform.dataSources.sqlConfigs.list({ pageSize: 500 })).records.map((config) => ({ value: config.sqlCode, label: `${config.sqlCode} (${config.sqlName})` })),
    listForms: async () => (await eform.definitions.list('form', { pageSize: 500 })).records.map((record) => ({ value: record.code, label: `${record.name} (${record.code})` })),
    listWorkflows: async () => (await eform.definitions.list('workflow', { pageSize: 500 })).records.map((record) => ({ value: record.code, label: `${record.name} (${record.code})` })),
    listWorkflowNodes: async (processKey) => ((await eform.definitions.findByCode<WorkflowDefinition>('workflow', processKey))?.body?.nodes ?? [])
      .map((node) => ({ value: node.nodeId, label: `${node.name} (${node.nodeId})` })),
    sqlConfigSample: !canReadSqlConfigs ? undefined : async (sqlCode) => {
      const config = (await eform.dataSources.sqlConfigs.list({ sqlCode, pageSize: 100 })).records.find((candidate) => candidate.sqlCode === sqlCode);
      if (!config) throw new Error(sqlCode);
      const answer = await eform.dataSources.sqlConfigs.test<{ columns: string[]; records: Array<Record<string, unknown>> }>({ sqlQuery: config.sqlQuery, ...(config.parameters?.length ? { parameters: config.parameters } : {}), params: {} });
      return { columns: answer.columns, ...(answer.records[0] ? { row: answer.records[0] } : {}) };
    },
    searchRecipients: async (type, search) => (await warnings.recipients(type, search)).map((option) => ({ value: option.id, label: option.label })),
    cronNextTimes: async (cronExpr) => {
      try {
        return await warnings.cronNextTimes(cronExpr);
      } catch (error) {
        throw new Error(messageOf(error));
      }
    },
  };
}

/** The warning items of the tenant as definitions: list, create, design, publish, revisions (the definition store's versions). */
export function WarningDesignTab({ warnings }: { warnings: WarningsApi }) {
  const apis = useReportDesignApis();
  const { t } = useTranslation();
  const canReadSqlConfigs = useSession((state) => hasElementPermission(sqlConfigDesign, { auth: state.permissions?.auth as PermissionEntry[] | undefined, allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined }));
  const lookups = useMemo(() => warningDesignerLookups(apis, warnings, canReadSqlConfigs), [apis, warnings, canReadSqlConfigs]);
  return (
    <DesignListPage
      kind="warning"
      apis={apis}
      permission={kindSpecs.warning.designer.save}
      newTitle={t('warnings.design.new')}
      scaffold={scaffold}
      identity={(body) => ({ code: body.warningItemCode, name: body.warningItemName })}
      designer={(editing, save, unsaved) => <WarningDesigner definition={editing.definition} isNew={!editing.record} services={{ ...lookups, save }} {...unsaved} />}
    />
  );
}
