import type { DatasetDefinition } from '@wharf/schemas';
import type { DatasetSource } from './datasetPlanTypes';

/** The customs declarations as a table dataset, and its table as the server would resolve it (tests). */
export const declarationsDataset: DatasetDefinition = {
  schemaVersion: 1, datasetCode: 'decl', datasetName: 'Declarations', sourceType: 'table', tableName: 'dec_head',
  dimension: [
    { colCode: 'port', title: 'Port', colType: 'string', dictCode: 'customs_port' },
    { colCode: 'ieFlag', title: 'I/E' },
    { colCode: 'declDate', title: 'Month', colType: 'date', dateGranularity: 'month' },
    { colCode: 'createTime', title: 'Created' },
  ],
  measure: [
    { colCode: 'amount', title: 'Amount', aggregate: 'sum', precision: 2 },
    { colCode: 'id', title: 'Count', aggregate: 'count' },
    { colCode: 'weight', title: 'Weight', aggregate: 'avg' },
    { colCode: 'entryId', title: 'Entries', aggregate: 'countDistinct' },
  ],
  hierarchies: [{ name: 'geo', title: 'Geography', levels: ['port', 'ieFlag'] }],
};

export const tableSource: DatasetSource = {
  kind: 'table', schema: 'biz', table: 't1_dec_head',
  columns: [
    { field: 'id', type: 'string' }, { field: 'createTime', column: 'create_time', type: 'datetime' }, { field: 'createBy', column: 'create_by', type: 'string' },
    { field: 'port', type: 'string' }, { field: 'ieFlag', type: 'string' }, { field: 'declDate', column: 'decl_date', type: 'date' },
    { field: 'amount', type: 'number' }, { field: 'weight', type: 'number' }, { field: 'entryId', type: 'string' },
  ],
};
