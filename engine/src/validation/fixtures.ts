// Small valid bodies of every kind, shared by the validation and migration tests. They are typed with
// the generated types and accepted by the compiled validators, so types and schemas cannot drift apart.
import type { DefinitionBodies } from '@wharf/schemas';

export const validBodies: { readonly [K in keyof DefinitionBodies]: DefinitionBodies[K] } = {
  table: {
    schemaVersion: 1,
    tableName: 'dec_head',
    tableTitle: 'Declaration head',
    columns: [
      { colCode: 'entryId', colName: 'Entry id', colType: 'varchar', colLength: 18, isKey: 'Y', isNull: 'N' },
      { colCode: 'declTotal', colName: 'Total', colType: 'decimal', colLength: 19, decimals: 4 },
    ],
    indexes: [{ indexName: 'idx_entry', colCodes: ['entryId'], isUnique: 'Y' }],
  },
  form: {
    schemaVersion: 2,
    formCode: 'dec_form',
    formName: 'Declaration',
    fields: [
      { colCode: 'entryId', title: 'Entry id', type: 'input', required: 'Y', rules: [{ pattern: 'startsWithLetterMax18' }] },
      { colCode: 'declTotal', title: 'Total', type: 'number', options: { precision: 2 } },
    ],
    layout: { pc: { items: [{ colCode: 'entryId', x: 0, y: 0, w: 12, h: 1 }, { colCode: 'declTotal', x: 12, y: 0, w: 12, h: 1 }] } },
  },
  view: {
    schemaVersion: 1,
    viewCode: 'dec_list',
    viewName: 'Declarations',
    viewType: 'table',
    columns: [{ colCode: 'entryId', colName: 'Entry id', queryOp: 'lk', isQuery: 'Y', tuoMin: 'none' }],
    page: { isPage: 'Y', pageNum: 20, sortColumn: 'createTime', sortOrder: 'desc' },
  },
  report: { schemaVersion: 1, widgetCode: 'dec_by_port', widgetName: 'By port', chartType: 'Column', datasetCode: 'dec_stats', xField: 'portCode', yFields: ['declCount'] },
  dataset: {
    schemaVersion: 1,
    datasetCode: 'dec_stats',
    datasetName: 'Declaration statistics',
    sourceType: 'sql',
    sqlCode: 'dec_stats_sql',
    dimension: [{ colCode: 'portCode', title: 'Port' }],
    measure: [{ colCode: 'declCount', title: 'Count', aggregate: 'count' }],
  },
  workflow: {
    schemaVersion: 1,
    processKey: 'dec_approval',
    processName: 'Declaration approval',
    businessType: 'customs',
    billType: 'declaration',
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Start', nextNodeId: 'review' },
      { nodeId: 'review', nodeType: 'approval', name: 'Review', approverType: 'role', approverIds: ['broker'], multiMode: 'any', emptyApprover: 'toAdmin', rejectMode: 'toInitiator', deadlineHours: 24, nextNodeId: 'end' },
      { nodeId: 'end', nodeType: 'end', name: 'End' },
    ],
  },
  warning: {
    schemaVersion: 1,
    warningItemCode: 'late_decl',
    warningItemName: 'Late declarations',
    productType: 'common',
    triggerMode: 'platform',
    rules: [{ ruleCode: 'late_3d', ruleName: 'Three days late', dispatchFrequency: 'daily', cronExpr: '0 0 8 * * ?' }],
  },
  portal: { schemaVersion: 1, portalCode: 'home', portalName: 'Home', widgets: [{ widgetId: 'w1', widgetType: 'report', code: 'dec_by_port', x: 0, y: 0, w: 6, h: 4 }] },
  dashboard: {
    schemaVersion: 1,
    dashboardCode: 'dec_overview',
    dashboardName: 'Declarations overview',
    filters: [{ filterId: 'port', title: 'Port', colCode: 'port', control: 'select' }],
    items: [
      { itemId: 'portFilter', itemType: 'filter', filterId: 'port', x: 0, y: 0, w: 6, h: 2 },
      { itemId: 'byPort', itemType: 'report', widgetCode: 'dec_by_port', x: 0, y: 2, w: 12, h: 8 },
    ],
  },
  template: { schemaVersion: 1, tempCode: 'blank_form', tempName: 'Blank form', tempType: 'form' },
  importTask: {
    schemaVersion: 1,
    taskCode: 'dec_import',
    taskName: 'Declaration import',
    importMode: 'singleTable',
    importType: '4',
    pageTitle: 'Declarations',
    headStartRow: 1,
    startRow: 2,
    listStartRow: 2,
    sheetName: 'Sheet1',
    businessPk: 'entryId',
    fieldsMapConfig: [{ colCode: 'entryId', columnLetter: 'A' }],
  },
};
