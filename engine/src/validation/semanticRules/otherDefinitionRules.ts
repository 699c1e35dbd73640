import type { DatasetDefinition, ImportTaskDefinition, PortalDefinition, WarningDefinition } from '@wharf/schemas';
import type { IssueDraft } from '../types';
import { duplicateIssues, gridIssue } from './helpers';

/** A dataset's dimension and measure fields are distinct. */
export function datasetRules(dataset: DatasetDefinition): IssueDraft[] {
  const fields = [...dataset.dimension.map((d) => d.colCode), ...dataset.measure.map((m) => m.colCode)];
  const dimensionCount = dataset.dimension.length;
  return duplicateIssues(fields, (code) => code, (i) => (i < dimensionCount ? `/dimension/${i}/colCode` : `/measure/${i - dimensionCount}/colCode`));
}

/**
 * Unique rule codes, a set config's range the right way round, and workflow nodes that trigger a
 * rule named once each and only in a business warning (a platform warning runs on its schedule
 * alone, so the nodes would silently do nothing). Whether the tenant has those nodes is the
 * server's check at publish.
 */
export function warningRules(warning: WarningDefinition): IssueDraft[] {
  const issues = duplicateIssues(warning.rules, (r) => r.ruleCode, (i) => `/rules/${i}/ruleCode`);
  warning.rules.forEach((rule, i) => {
    (rule.setConfigs ?? []).forEach((config, j) => {
      if (config.warnFieldMin !== undefined && config.warnFieldMax !== undefined && config.warnFieldMin > config.warnFieldMax) {
        issues.push({ path: `/rules/${i}/setConfigs/${j}/warnFieldMin`, code: 'validation/range-reversed' });
      }
    });
    const nodes = rule.triggerWorkflowNodes ?? [];
    if (nodes.length > 0 && warning.triggerMode !== 'business') issues.push({ path: `/rules/${i}/triggerWorkflowNodes`, code: 'warning/workflow-trigger-not-business' });
    issues.push(...duplicateIssues(nodes, (node) => `${node.processKey} · ${node.nodeId}`, (j) => `/rules/${i}/triggerWorkflowNodes/${j}`, false));
  });
  return issues;
}

/** Unique widget ids, all inside the portal's 12-column grid. */
export function portalRules(portal: PortalDefinition): IssueDraft[] {
  const issues = duplicateIssues(portal.widgets, (w) => w.widgetId, (i) => `/widgets/${i}/widgetId`, false);
  portal.widgets.forEach((widget, i) => issues.push(...gridIssue(widget, 12, `/widgets/${i}`)));
  return issues;
}

/** Rows in order (header, then data; end after start) and one mapping per column code and per sheet column. */
export function importTaskRules(task: ImportTaskDefinition): IssueDraft[] {
  const issues: IssueDraft[] = [];
  if (task.startRow <= task.headStartRow) issues.push({ path: '/startRow', code: 'validation/row-order', args: ['startRow', 'headStartRow'] });
  if (task.endRow !== undefined && task.endRow <= task.startRow) issues.push({ path: '/endRow', code: 'validation/row-order', args: ['endRow', 'startRow'] });
  const mappings = task.fieldsMapConfig ?? [];
  issues.push(...duplicateIssues(mappings, (m) => `${m.tableName ?? ''}.${m.colCode}`, (i) => `/fieldsMapConfig/${i}/colCode`));
  issues.push(...duplicateIssues(mappings, (m) => `${m.sheetName ?? ''}!${m.columnLetter}`, (i) => `/fieldsMapConfig/${i}/columnLetter`));
  return issues;
}
