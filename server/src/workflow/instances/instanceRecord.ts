import type { Knex } from 'knex';
import { definitionVersion } from '../definitions/workflowDefinitions';
import type { InstanceRow } from '../rows';

/** An instance as lists and the detail answer it. Statuses are the spec's (§3), lower case as stored. */
export interface InstanceRecord {
  id: string;
  processKey: string;
  processName: string;
  title: string;
  formCode: string | null;
  dataId: string | null;
  status: InstanceRow['status'];
  outcome: InstanceRow['outcome'];
  businessStatus: InstanceRow['business_status'];
  currentNodeId: string | null;
  currentNodeName: string | null;
  initiatorId: string;
  initiatorName: string | null;
  definitionVersion: number;
  startTime: string;
  endTime: string | null;
}

/** An instance row with its initiator's name (the list query's join). */
export type InstanceListRow = InstanceRow & { initiator_name: string | null };

/** The instance columns and the initiator's name: the base of every instance query. */
export function instanceRows(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx('bpm_instance as i').leftJoin('sys_user as u', 'u.id', 'i.initiator_id').select('i.*', 'u.realname as initiator_name');
}

/** The API record of an instance (process and node names from the version it runs on). */
export async function toInstanceRecord(trx: Knex.Transaction, row: InstanceListRow): Promise<InstanceRecord> {
  const definition = await definitionVersion(trx, row.tenant_id, row.definition_id, row.definition_version);
  const node = definition.nodes.find((candidate) => candidate.nodeId === row.current_node_id);
  return {
    id: row.id, processKey: row.process_key, processName: definition.processName, title: row.title, formCode: row.form_code, dataId: row.data_id,
    status: row.status, outcome: row.outcome, businessStatus: row.business_status, currentNodeId: row.current_node_id, currentNodeName: node?.name ?? null,
    initiatorId: row.initiator_id, initiatorName: row.initiator_name, definitionVersion: row.definition_version,
    startTime: row.started_at.toISOString(), endTime: row.ended_at ? row.ended_at.toISOString() : null,
  };
}
