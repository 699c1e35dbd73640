import type { DefinitionBodies, DefinitionKind } from '@wharf/schemas';
import { blankTable } from '../table/blankTable';
import { blankView } from '../view/viewSources';

/** A minimal valid new definition of one kind under the code and name the builder chose. */
export type Scaffold<K extends DefinitionKind> = (code: string, name: string) => DefinitionBodies[K];

/**
 * Each kind's starting point. Every scaffold passes its kind's schema and rules
 * (`kindDesigners.test.tsx`). Where a kind must name something to be valid (a report's dataset, a
 * dataset's SQL config, a warning's first rule), the scaffold names it after the new definition's own code, for the
 * designer to change.
 */
export const scaffolds: { readonly [K in DefinitionKind]: Scaffold<K> } = {
  table: (code, name) => blankTable(code, name),
  form: (code, name) => ({ schemaVersion: 2, formCode: code, formName: name, fields: [], formStatus: 'enable' }),
  view: (code, name) => blankView(code, name),
  report: (code, name) => ({ schemaVersion: 1, widgetCode: code, widgetName: name, chartType: 'Column', datasetCode: code }),
  dataset: (code, name) => ({ schemaVersion: 1, datasetCode: code, datasetName: name, sourceType: 'sql', sqlCode: code, dimension: [], measure: [] }),
  workflow: (code, name) => ({
    schemaVersion: 1,
    processKey: code,
    processName: name,
    businessType: code,
    billType: code,
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Start', nextNodeId: 'end' },
      { nodeId: 'end', nodeType: 'end', name: 'End' },
    ],
  }),
  warning: (code, name) => ({
    schemaVersion: 1,
    warningItemCode: code,
    warningItemName: name,
    productType: 'common',
    triggerMode: 'platform',
    rules: [{ ruleCode: code, ruleName: name, dispatchFrequency: 'daily', cronExpr: '0 0 8 * * ?' }],
  }),
  portal: (code, name) => ({ schemaVersion: 1, portalCode: code, portalName: name, widgets: [] }),
  dashboard: (code, name) => ({ schemaVersion: 1, dashboardCode: code, dashboardName: name, filters: [], items: [] }),
  template: (code, name) => ({ schemaVersion: 1, tempCode: code, tempName: name, tempType: 'form' }),
  importTask: (code, name) => ({
    schemaVersion: 1,
    taskCode: code,
    taskName: name,
    importMode: 'singleTable',
    importType: '1',
    pageTitle: name,
    headStartRow: 1,
    startRow: 2,
    listStartRow: 2,
    sheetName: 'Sheet1',
    businessPk: 'id',
  }),
};
