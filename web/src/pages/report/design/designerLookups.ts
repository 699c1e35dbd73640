import type { DatasetDesignerServices, DatasetSourceField, ReportDesignerServices } from '@wharf/designers';
import type { DatasetDefinition, TableColumn, TableDefinition, ViewDefinition } from '@wharf/schemas';
import type { ReportDesignApis } from './useReportDesign';

/** A table column as a dataset source field: numbers may be summed, dates and times keep their type. */
export function tableSourceField(column: TableColumn): DatasetSourceField {
  const numeric = column.colType === 'int' || column.colType === 'bigint' || column.colType === 'decimal';
  const colType: DatasetSourceField['colType'] = numeric ? 'number' : column.colType === 'date' || column.colType === 'datetime' ? column.colType : 'string';
  return { colCode: column.colCode, title: column.colName, colType, ...(column.dictCode ? { dictCode: column.dictCode } : {}), ...(numeric && !column.dictCode ? { isNumeric: true } : {}) };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * The result columns of a SQL test run as source fields: a column is numeric, a date or a date-time
 * when every value the run returned reads as one (a column with no values is text).
 */
export function sqlSourceFields(columns: readonly string[], records: ReadonlyArray<Record<string, unknown>>): DatasetSourceField[] {
  return columns.map((colCode) => {
    const values = records.map((record) => record[colCode]).filter((value) => value !== null && value !== undefined);
    const every = (test: (value: unknown) => boolean) => values.length > 0 && values.every(test);
    if (every((value) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))))) return { colCode, colType: 'number', isNumeric: true };
    if (every((value) => typeof value === 'string' && isoDate.test(value))) return { colCode, colType: 'date' };
    if (every((value) => typeof value === 'string' && isoDateTime.test(value))) return { colCode, colType: 'datetime' };
    return { colCode, colType: 'string' };
  });
}

/**
 * The dataset designer's services over the app's API, except `save`, which the list page supplies.
 * SQL configs are listed and test-run only for a caller who may design them (`eformSqlConfig:design`);
 * others type the config's code and its fields in.
 */
export function datasetDesignerLookups({ eform }: ReportDesignApis, canReadSqlConfigs: boolean): Omit<DatasetDesignerServices, 'save'> {
  return {
    listSqlConfigs: async () => !canReadSqlConfigs ? [] :  (await eform.dataSources.sqlConfigs.list({ pageSize: 500 })).records.map((config) => ({ value: config.sqlCode, label: `${config.sqlCode} (${config.sqlName})` })),
    listTables: async () => (await eform.definitions.list('table', { pageSize: 500 })).records.map((record) => ({ value: record.code, label: `${record.code} (${record.name})` })),
    listDictionaries: async () => (await eform.lookups.allDictionaries()).map((dict) => ({ value: dict.code, label: dict.code })),
    tableColumns: async (tableName) => {
      const table = await eform.definitions.findByCode<TableDefinition>('table', tableName);
      return (table?.body?.columns ?? []).map(tableSourceField);
    },
    // The SQL config's read-only test run (the dataset's parameter defaults bound) tells which columns it returns.
    sqlConfigColumns: !canReadSqlConfigs ? undefined : async (sqlCode, parameterValues) => {
      const config = (await eform.dataSources.sqlConfigs.list({ sqlCode, pageSize: 100 })).records.find((candidate) => candidate.sqlCode === sqlCode);
      if (!config) throw new Error(sqlCode);
      const answer = await eform.dataSources.sqlConfigs.test<{ columns: string[]; records: Array<Record<string, unknown>> }>({ sqlQuery: config.sqlQuery, ...(config.parameters?.length ? { parameters: config.parameters } : {}), params: parameterValues });
      return sqlSourceFields(answer.columns, answer.records);
    },
  };
}

/** The widget designer's services over the app's API, except `save`, which the list page supplies. */
export function reportDesignerLookups({ eform, reports }: ReportDesignApis): Omit<ReportDesignerServices, 'save'> {
  const codeNames = async (kind: 'dataset' | 'view') => (await eform.definitions.list(kind, { pageSize: 500 })).records.map((record) => ({ value: record.code, label: `${record.name} (${record.code})` }));
  return {
    listDatasets: () => codeNames('dataset'),
    listViews: () => codeNames('view'),
    // The view's columns: the list page takes a drill-through's clicked values as fixed filters on them.
    viewQueryColumns: async (viewCode) => ((await eform.definitions.findByCode<ViewDefinition>('view', viewCode))?.body?.columns ?? [])
      .map((column) => ({ value: column.colCode, label: `${column.colName} (${column.colCode})` })),
    loadDataset: async (code) => (await eform.definitions.findByCode<DatasetDefinition>('dataset', code))?.body,
    // The dataset runs as the caller on the server (its published version), so the preview shows what the card will.
    queryDataset: (code, query) => reports.datasetQuery(code, query),
  };
}
