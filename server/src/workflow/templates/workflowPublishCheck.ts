import { formatMessage, publishChecks, type Language } from '@wharf/engine';
import type { FormDefinition, WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import type { Knex } from 'knex';
import { ValidationFailed, type FieldIssue } from '../../http/errors';
import { unknownCodes, type CodeKind } from '../directory/directory';

/** The field keys of the form a workflow is bound to (its master fields and sub-table names), or undefined when it names none. */
async function formFieldKeys(trx: Knex.Transaction, formCode: string | undefined): Promise<string[] | undefined> {
  if (!formCode) return undefined;
  const row = await trx('eform_definition').where({ kind: 'form', code: formCode }).first<{ body: FormDefinition } | undefined>('body');
  if (!row) return undefined;
  return [...row.body.fields.map((field) => field.colCode), ...(row.body.subTables ?? []).map((sub) => sub.tableName)];
}

const codeKindOf: Partial<Record<NonNullable<WorkflowNode['approverType']>, Exclude<CodeKind, 'relation'>>> = {
  member: 'person', person: 'person', role: 'role', division: 'division', department: 'department', position: 'position',
};

/** Every code a node names that the tenant does not have (approvers, cc, the fallback and escalation persons). */
async function unknownSourceIssues(trx: Knex.Transaction, definition: WorkflowDefinition, lang: Language): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const [index, node] of definition.nodes.entries()) {
    const named: Array<[Exclude<CodeKind, 'relation'>, readonly string[]]> = [];
    const approverKind = node.approverType ? codeKindOf[node.approverType] : undefined;
    if (node.nodeType === 'approval' && approverKind) named.push([approverKind, node.approverIds ?? []]);
    if (node.nodeType === 'cc') named.push([node.ccType === 'role' ? 'role' : 'person', node.ccIds ?? []]);
    const persons = [node.emptyApprover === 'toPerson' ? node.emptyApproverId : undefined, node.deadlineAction === 'escalate' ? node.escalateToId : undefined].filter((code): code is string => Boolean(code));
    named.push(['person', persons]);
    for (const [kind, codes] of named) {
      const unknown = await unknownCodes(trx, kind, codes);
      if (unknown.length > 0) issues.push({ path: `/body/nodes/${index}`, code: 'workflow/approver-unknown', message: formatMessage('workflow/approver-unknown', lang, [node.name, unknown.join(', ')]) });
    }
  }
  return issues;
}

/**
 * The workflow kind's check before its head version is published (`definitions/publishChecks.ts`):
 * the engine's static checks (every path ends, no orphan node, default branches, approver sources
 * set, field permissions naming real fields of the bound form) and, against the tenant's directory,
 * that every code a node names exists. A 400 whose issues name the node.
 */
export async function assertWorkflowPublishable(trx: Knex.Transaction, definition: WorkflowDefinition, lang: Language): Promise<void> {
  const engineIssues: FieldIssue[] = publishChecks(definition, await formFieldKeys(trx, definition.formCode)).map((issue) => ({
    path: `/body${issue.path}`, code: issue.code, message: formatMessage(issue.code, lang, issue.args ?? []),
  }));
  const issues = [...engineIssues, ...(await unknownSourceIssues(trx, definition, lang))];
  if (issues.length > 0) throw new ValidationFailed(issues);
}
