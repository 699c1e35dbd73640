import type { ConditionGroup, WorkflowBranch, WorkflowNode } from '@wharf/schemas';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const listOf = (ids: readonly string[] | undefined, limit = 3) => {
  const shown = (ids ?? []).slice(0, limit).join(', ');
  return (ids ?? []).length > limit ? `${shown} …` : shown;
};

/** What a node card says under its name: who approves or is copied; undefined when still to be chosen. */
export function nodeSummary(node: WorkflowNode, t: Translate): string | undefined {
  if (node.nodeType === 'start') return t('designer.workflow.summary.start');
  if (node.nodeType === 'end') return undefined;
  if (node.nodeType === 'cc') return (node.ccIds ?? []).length === 0 ? undefined : t(`designer.workflow.summary.cc.${node.ccType ?? 'person'}`, { ids: listOf(node.ccIds) });
  if (node.nodeType !== 'approval') return undefined;
  const type = node.approverType;
  if (type === 'manager') return t('designer.workflow.summary.manager', { level: node.managerLevel ?? 1 });
  if (type === 'selfSelect') return t('designer.workflow.summary.selfSelect');
  if (!type || (node.approverIds ?? []).length === 0) return undefined;
  return `${t(`designer.workflow.approver.types.${type}`)}: ${listOf(node.approverIds)}`;
}

const operatorSigns: Readonly<Record<string, string>> = { equal: '=', notEqual: '≠', greater: '>', greaterOrEqual: '≥', less: '<', lessOrEqual: '≤' };

function groupText(group: ConditionGroup, t: Translate, labelOf: (key: string) => string): string {
  const joiner = ` ${t(group.match === 'and' ? 'designer.workflow.condition.and' : 'designer.workflow.condition.or')} `;
  return group.children
    .map((child) => {
      if (child.kind === 'group') return `(${groupText(child, t, labelOf)})`;
      const value = Array.isArray(child.value) ? child.value.join(', ') : String(child.value ?? '');
      return `${labelOf(child.field)} ${operatorSigns[child.operator] ?? t(`designer.form.operator.${child.operator}`)} ${value}`;
    })
    .join(joiner);
}

/** What a branch card says: its conditions in short, the default branch's "otherwise", or undefined when none are set. */
export function branchSummary(branch: WorkflowBranch, t: Translate, labelOf: (key: string) => string = (key) => key): string | undefined {
  if (branch.isDefault === true) return t('designer.workflow.summary.default');
  const groups = (branch.conditionGroups ?? []).filter((group) => group.children.length > 0);
  if (groups.length === 0) return undefined;
  return groups.map((group) => groupText(group, t, labelOf)).join(` ${t('designer.workflow.condition.or')} `);
}
