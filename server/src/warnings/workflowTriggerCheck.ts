import { formatMessage, type Language } from '@wharf/engine';
import type { WarningDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { AppError, type FieldIssue } from '../http/errors';

/**
 * The node ids of the tenant's workflows `processKeys`, by process key: the nodes of every version
 * the definition store holds (head and revisions), since a request keeps running on the version it
 * started on and can still reach a node a later version dropped. Read from the store's tables in
 * the tenant's transaction, not through the workflow module (warnings never import it).
 */
async function workflowNodes(trx: Knex.Transaction, processKeys: readonly string[]): Promise<Map<string, Set<string>>> {
  const { rows } = await trx.raw<{ rows: Array<{ process_key: string; node_id: string | null }> }>(`
    select d.code as process_key, node->>'nodeId' as node_id
      from eform_definition as d
      left join eform_definition_revision as r on r.definition_id = d.id
      cross join lateral (select d.body union all select r.body where r.body is not null) as version(body)
      left join lateral jsonb_array_elements(case when jsonb_typeof(version.body->'nodes') = 'array' then version.body->'nodes' else '[]'::jsonb end) as node on true
     where d.kind = 'workflow' and d.code in (${processKeys.map(() => '?').join(', ')})`, [...processKeys]);
  const nodes = new Map<string, Set<string>>();
  for (const row of rows) {
    const known = nodes.get(row.process_key) ?? new Set<string>();
    if (row.node_id !== null) known.add(row.node_id);
    nodes.set(row.process_key, known);
  }
  return nodes;
}

/**
 * Refuses (400, each unknown entry at its path) to publish a warning whose rules are triggered by a
 * workflow the tenant does not have (`…/triggerWorkflowNodes/j/processKey`) or by a node that none
 * of its versions has (`…/nodeId`). Row-level security hides every other tenant's workflows, so
 * another tenant's process key reads as unknown and the answer says nothing more about it.
 */
export async function assertWarningWorkflowNodesKnown(trx: Knex.Transaction, warning: WarningDefinition, lang: Language): Promise<void> {
  const processKeys = [...new Set(warning.rules.flatMap((rule) => (rule.triggerWorkflowNodes ?? []).map((node) => node.processKey)))];
  if (processKeys.length === 0) return;
  const known = await workflowNodes(trx, processKeys);
  const issues: FieldIssue[] = [];
  let firstArgs: string[] | undefined;
  const refuse = (path: string, code: string, args: string[]) => {
    firstArgs ??= args;
    issues.push({ path, code, message: formatMessage(code, lang, args) });
  };
  warning.rules.forEach((rule, i) => (rule.triggerWorkflowNodes ?? []).forEach((node, j) => {
    const path = `/body/rules/${i}/triggerWorkflowNodes/${j}`;
    const nodes = known.get(node.processKey);
    if (!nodes) refuse(`${path}/processKey`, 'warning/trigger-process-unknown', [node.processKey]);
    else if (!nodes.has(node.nodeId)) refuse(`${path}/nodeId`, 'warning/trigger-node-unknown', [node.processKey, node.nodeId]);
  }));
  if (issues.length > 0) throw new AppError(400, issues[0]!.code, firstArgs, { errors: issues });
}
