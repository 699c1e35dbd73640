import type { FormDesignerServices } from '@wharf/designers';
import type { TableDefinition, TemplateDefinition } from '@wharf/schemas';
import type { EformApi } from './eformApi';
import { createFormServices } from './formServices';

/** Form templates are definitions of kind `template` with tempType `form` (spec §3 template). */
async function formTemplates(api: EformApi): Promise<TemplateDefinition[]> {
  const page = await api.definitions.list('template', { pageSize: 500 });
  const bodies = await Promise.all(page.records.map((record) => api.definitions.get<TemplateDefinition>(record.id).then((full) => full.body)));
  return bodies.filter((body): body is TemplateDefinition => Boolean(body && body.tempType === 'form'));
}

/** The form designer's services over the app's API: pickers, the preview's runtime services, templates. */
export function createFormDesignerServices(api: EformApi): FormDesignerServices {
  return {
    form: createFormServices(api),
    listDictionaries: async () => (await api.lookups.allDictionaries()).map((dict) => ({ code: dict.code, name: dict.code })),
    listSqlConfigs: async () => (await api.dataSources.sqlConfigs.list({ pageSize: 500 })).records.map((config) => ({ code: config.sqlCode, name: config.sqlName })),
    listHttpConfigs: async () => (await api.dataSources.httpConfigs.list({ pageSize: 500 })).records.map((config) => ({ code: config.httpCode, name: config.httpName })),
    listTables: async () => (await api.definitions.list('table', { pageSize: 500 })).records.map((record) => ({ code: record.code, name: record.name })),
    listTableColumns: async (tableName) => {
      const table = await api.definitions.findByCode<TableDefinition>('table', tableName);
      // Whole columns: binding a field carries their constraints (NOT NULL, length, precision, dictionary).
      return table?.body?.columns ?? [];
    },
    listTemplates: async () => (await formTemplates(api)).map((template) => ({ tempCode: template.tempCode, tempName: template.tempName, tempDesc: template.tempDesc })),
    getTemplate: async (tempCode) => {
      const record = await api.definitions.findByCode<TemplateDefinition>('template', tempCode);
      if (!record?.body) throw new Error(tempCode);
      return record.body;
    },
    saveTemplate: async (template) => {
      await api.definitions.create<TemplateDefinition>({ kind: 'template', code: template.tempCode, name: template.tempName, body: template });
    },
  };
}
