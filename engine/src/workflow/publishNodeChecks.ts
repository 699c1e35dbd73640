import type { WorkflowBranch, WorkflowDefinition, WorkflowFieldPermissions, WorkflowNode } from '@wharf/schemas';
import { checkCondition } from '../conditions';
import type { ConditionNode, FieldCondition } from '../conditions';
import { isDefaultBranch } from './graph';
import type { WorkflowIssue } from './types';

/** Approver types whose source is a list of codes in approverIds (manager and selfSelect need none). */
const typesNeedingCodes = new Set(['member', 'person', 'role', 'division', 'department', 'position', 'relation']);

/** The relation codes the old designer offers (approverType relation). */
export const relationCodes: readonly string[] = ['initiatorDeptHead', 'initiatorParentDeptHead'];

/** Operator pairs whose two single-condition branches on one field and value cover every record. */
const complements: Record<string, string> = {
  equal: 'notEqual', notEqual: 'equal', in: 'notIn', notIn: 'in', contains: 'notContains', notContains: 'contains',
  greater: 'lessOrEqual', lessOrEqual: 'greater', less: 'greaterOrEqual', greaterOrEqual: 'less',
};

function nodeIssue(index: number, node: WorkflowNode, code: string, suffix = '', extra: Array<string | number> = []): WorkflowIssue {
  return { path: `/nodes/${index}${suffix}`, code, args: [node.nodeId, node.name, ...extra] };
}

/** The one comparison a branch makes, when it is exactly one condition (possibly wrapped in one-child groups). */
function singleCondition(branch: WorkflowBranch): FieldCondition | undefined {
  const groups = branch.conditionGroups ?? [];
  if (groups.length !== 1) return undefined;
  let current: ConditionNode = groups[0] as ConditionNode;
  while (current.kind === 'group') {
    if (current.children.length !== 1) return undefined;
    current = current.children[0]!;
  }
  return current;
}

/** Whether two of the branches are exact complements (x = v / x ≠ v …), so together they take every record. */
function branchesCover(branches: readonly WorkflowBranch[]): boolean {
  const singles = branches.map(singleCondition).filter((c): c is FieldCondition => c !== undefined);
  return singles.some((a) => singles.some((b) => complements[a.operator] === b.operator && a.field === b.field && JSON.stringify(a.value) === JSON.stringify(b.value)));
}

function conditionFields(node: ConditionNode, into: Set<string>): Set<string> {
  if (node.kind === 'condition') into.add(node.field.split('.')[0]!);
  else for (const child of node.children ?? []) conditionFields(child, into);
  return into;
}

function conditionIssues(index: number, node: WorkflowNode, fields: ReadonlySet<string> | undefined): WorkflowIssue[] {
  const branches = node.branches ?? [];
  const issues: WorkflowIssue[] = [];
  const defaults = branches.filter(isDefaultBranch).length;
  if (defaults === 0 && !branchesCover(branches)) issues.push(nodeIssue(index, node, 'workflow/condition-default-missing', '/branches'));
  if (defaults > 1) issues.push(nodeIssue(index, node, 'workflow/condition-default-count', '/branches'));
  branches.forEach((branch, j) => {
    (branch.conditionGroups ?? []).forEach((group, k) => {
      const suffix = `/branches/${j}/conditionGroups/${k}`;
      const problem = checkCondition(group)[0];
      if (problem) return issues.push(nodeIssue(index, node, 'workflow/condition-invalid', suffix, [branch.name, problem.code]));
      if (!fields) return undefined;
      for (const field of conditionFields(group as ConditionNode, new Set())) {
        if (!fields.has(field)) issues.push(nodeIssue(index, node, 'workflow/condition-field-unknown', suffix, [field]));
      }
      return undefined;
    });
  });
  return issues;
}

function approvalIssues(index: number, node: WorkflowNode): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const ids = node.approverIds ?? [];
  if (node.approverType === undefined || (typesNeedingCodes.has(node.approverType) && ids.length === 0)) {
    issues.push(nodeIssue(index, node, 'workflow/approver-source-missing', '/approverIds'));
  }
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) issues.push(nodeIssue(index, node, 'workflow/node-users-duplicate', '/approverIds', [repeated]));
  if (node.approverType === 'relation') {
    for (const code of ids) if (!relationCodes.includes(code)) issues.push(nodeIssue(index, node, 'workflow/relation-unknown', '/approverIds', [code]));
  }
  if (node.emptyApprover === 'toPerson' && node.emptyApproverId === undefined) issues.push(nodeIssue(index, node, 'workflow/empty-approver-person-missing', '/emptyApproverId'));
  if (node.multiMode === 'ratio' && node.passRatio === undefined) issues.push(nodeIssue(index, node, 'workflow/pass-ratio-missing', '/passRatio'));
  if (node.deadlineAction === 'escalate' && node.escalateToId === undefined) issues.push(nodeIssue(index, node, 'workflow/escalate-target-missing', '/escalateToId'));
  if (node.deadlineAction !== undefined && node.deadlineAction !== 'remind' && !(node.deadlineHours! > 0)) {
    issues.push(nodeIssue(index, node, 'workflow/deadline-hours-missing', '/deadlineHours'));
  }
  return issues;
}

/** Field permissions must name fields of the form (skipped when the form's fields are unknown). */
export function fieldPermissionNameIssues(permissions: WorkflowFieldPermissions | undefined, fields: ReadonlySet<string> | undefined, path: string, args: Array<string | number>): WorkflowIssue[] {
  if (!permissions || !fields) return [];
  return Object.keys(permissions).filter((key) => !fields.has(key)).map((key) => ({ path: `${path}/${key}`, code: 'workflow/field-unknown', args: [...args, key] }));
}

/** The checks of one node by its type: approver sources, condition defaults and fields, cc lists, field permissions. */
export function nodeIssues(index: number, node: WorkflowNode, fields: ReadonlySet<string> | undefined): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  if (node.nodeType === 'approval') issues.push(...approvalIssues(index, node));
  if (node.nodeType === 'condition') issues.push(...conditionIssues(index, node, fields));
  if (node.nodeType === 'cc') {
    const ids = node.ccIds ?? [];
    if (ids.length === 0) issues.push(nodeIssue(index, node, 'workflow/cc-empty', '/ccIds'));
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated !== undefined) issues.push(nodeIssue(index, node, 'workflow/node-users-duplicate', '/ccIds', [repeated]));
  }
  issues.push(...fieldPermissionNameIssues(node.fieldPermissions, fields, `/nodes/${index}/fieldPermissions`, [node.nodeId, node.name]));
  return issues;
}

/** Start permission by roles and promoters by persons, divisions or roles need their lists. */
export function processIssues(definition: WorkflowDefinition, fields: ReadonlySet<string> | undefined): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  if (definition.startPermission?.scope === 'roles' && (definition.startPermission.roleCodes ?? []).length === 0) {
    issues.push({ path: '/startPermission/roleCodes', code: 'workflow/start-roles-missing' });
  }
  if (definition.promoter && definition.promoter.promoterType !== 'all' && (definition.promoter.ids ?? []).length === 0) {
    issues.push({ path: '/promoter/ids', code: 'workflow/promoter-missing' });
  }
  const start = definition.nodes.find((node) => node.nodeType === 'start');
  issues.push(...fieldPermissionNameIssues(definition.fieldPermissions, fields, '/fieldPermissions', [start?.nodeId ?? '', start?.name ?? '']));
  return issues;
}
