import type { SourceColumn, ViewDesignerServices } from '@wharf/designers';
import type { TableColumn, TableDefinition } from '@wharf/schemas';
import type { EformApi } from './eformApi';

/** A table column's type as a view column's display type. */
export function viewColumnType(column: TableColumn): SourceColumn['colType'] {
  if (column.dictCode) return 'dict';
  switch (column.colType) {
    case 'int':
    case 'bigint':
    case 'decimal':
      return 'number';
    case 'date':
    case 'datetime':
    case 'time':
    case 'boolean':
      return column.colType;
    default:
      return 'string';
  }
}

/**
 * The view designer's services over the app's API, except `save`, which the list page supplies
 * (it knows the stored record and its version).
 */
export function createViewDesignerLookups(api: EformApi): Omit<ViewDesignerServices, 'save'> {
  const codeNames = async (kind: 'form' | 'view' | 'table') => (await api.definitions.list(kind, { pageSize: 500 })).records.map((record) => ({ value: record.code, label: `${record.code} (${record.name})` }));
  return {
    listTables: () => codeNames('table'),
    listForms: () => codeNames('form'),
    listViews: () => codeNames('view'),
    listSqlConfigs: async () => (await api.dataSources.sqlConfigs.list({ pageSize: 500 })).records.map((config) => ({ value: config.sqlCode, label: `${config.sqlCode} (${config.sqlName})` })),
    listDictionaries: async () => (await api.lookups.allDictionaries()).map((dict) => ({ value: dict.code, label: dict.code })),
    tableColumns: async (tableName) => {
      const table = await api.definitions.findByCode<TableDefinition>('table', tableName);
      return (table?.body?.columns ?? []).map((column) => ({ colCode: column.colCode, colName: column.colName, colType: viewColumnType(column), ...(column.dictCode ? { dictCode: column.dictCode } : {}) }));
    },
    // The server's preview of the unsaved definition: its first page, through the same query, masking and data rules as the list.
    previewRows: async (definition, { query }) => {
      const { pageNo: _pageNo, pageSize, ...filters } = query;
      const page = await api.views.preview(definition, Math.min(20, Number(pageSize) || 20), filters);
      return { records: page.records, hasMore: false };
    },
    // The SQL-config test run (read only, row cap) tells which columns a list SQL returns.
    testReportSql: async (sql) => {
      const answer = await api.dataSources.sqlConfigs.test<{ columns: string[] }>({ sqlQuery: sql });
      return { columns: answer.columns.map((name) => ({ colCode: name })) };
    },
  };
}
