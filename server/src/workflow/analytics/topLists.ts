import type { Knex } from 'knex';
import type { analyticsLists } from '@wharf/schemas';

/** One of the spec's top-10 lists (§9 "Process analytics show top-10 lists"). */
export type AnalyticsList = (typeof analyticsLists)[number];

/** One entry: what it is, its figure and unit, and its process when it has one. */
export interface AnalyticsEntry {
  key: string;
  name: string;
  value: number;
  unit: 'instances' | 'hours' | 'tasks' | 'rejections';
  processKey: string | null;
}

/** Only instances started (or tasks created) at or after `since` count; all when absent. */
export interface AnalyticsWindow {
  since?: Date;
  /** The clock for "still running" and "overdue now". */
  now: Date;
}

const topCount = 10;
// Hours between two timestamps, rounded to two decimals in SQL so every list rounds alike.
const hoursBetween = (from: string, to: string) => `round((extract(epoch from (${to} - ${from})) / 3600)::numeric, 2)`;

/** The templates' names by process key (the workflow definitions' names), joined where a list names a process. */
const processNames = (trx: Knex.Transaction) => trx('eform_definition').where({ kind: 'workflow' }).select('code', 'name').as('def');

type Row = { key: string; name: string | null; value: string | number; process_key: string | null };
const toEntries = (rows: Row[], unit: AnalyticsEntry['unit']): AnalyticsEntry[] =>
  rows.map((row) => ({ key: row.key, name: row.name ?? row.key, value: Number(row.value), unit, processKey: row.process_key }));

/** Templates with the most instances started. */
async function mostStarted(trx: Knex.Transaction, window: AnalyticsWindow): Promise<AnalyticsEntry[]> {
  const rows = (await trx('bpm_instance as i')
    .leftJoin(processNames(trx), 'def.code', 'i.process_key')
    .modify((q) => { if (window.since) q.where('i.started_at', '>=', window.since); })
    .groupBy('i.process_key', 'def.name')
    .select('i.process_key as key', 'def.name as name', 'i.process_key as process_key', trx.raw('count(*) as value'))
    .orderBy([{ column: 'value', order: 'desc' }, { column: 'key' }])
    .limit(topCount)) as Row[];
  return toEntries(rows, 'instances');
}

/** Nodes whose approval tasks took longest on average, from creation to being acted on. */
async function slowestNodes(trx: Knex.Transaction, window: AnalyticsWindow): Promise<AnalyticsEntry[]> {
  const rows = (await trx('bpm_task as t')
    .join('bpm_instance as i', 'i.id', 't.instance_id')
    .where('t.kind', 'approve')
    .whereIn('t.status', ['approved', 'rejected'])
    .whereNotNull('t.ended_at')
    .modify((q) => { if (window.since) q.where('t.created_at', '>=', window.since); })
    .groupBy('i.process_key', 't.node_id')
    .select(
      trx.raw("i.process_key || '/' || t.node_id as key"),
      trx.raw('max(t.node_name) as name'),
      'i.process_key as process_key',
      trx.raw(`round(avg(extract(epoch from (t.ended_at - t.created_at)) / 3600)::numeric, 2) as value`),
    )
    .orderBy([{ column: 'value', order: 'desc' }, { column: 'key' }])
    .limit(topCount)) as Row[];
  return toEntries(rows, 'hours');
}

/** Approvers with the most tasks past their deadline: acted on late, or still open past it. */
async function mostOverdueApprovers(trx: Knex.Transaction, window: AnalyticsWindow): Promise<AnalyticsEntry[]> {
  const rows = (await trx('bpm_task as t')
    .leftJoin('sys_user as u', 'u.id', 't.assignee_id')
    .whereNotNull('t.due_at')
    .whereNotNull('t.assignee_id')
    .where((w) => w
      .where((late) => late.whereNotNull('t.ended_at').andWhereRaw('t.ended_at > t.due_at').whereIn('t.status', ['approved', 'rejected']))
      .orWhere((open) => open.whereIn('t.status', ['pending', 'waiting']).andWhere('t.due_at', '<', window.now)))
    .modify((q) => { if (window.since) q.where('t.created_at', '>=', window.since); })
    .groupBy('t.assignee_id', 'u.realname')
    .select(trx.raw('t.assignee_id::text as key'), 'u.realname as name', trx.raw('null as process_key'), trx.raw('count(*) as value'))
    .orderBy([{ column: 'value', order: 'desc' }, { column: 'key' }])
    .limit(topCount)) as Row[];
  return toEntries(rows, 'tasks');
}

/** Templates whose requests were rejected or returned most often (rejected tasks). */
async function mostRejected(trx: Knex.Transaction, window: AnalyticsWindow): Promise<AnalyticsEntry[]> {
  const rows = (await trx('bpm_task as t')
    .join('bpm_instance as i', 'i.id', 't.instance_id')
    .leftJoin(processNames(trx), 'def.code', 'i.process_key')
    .where('t.status', 'rejected')
    .modify((q) => { if (window.since) q.where('t.created_at', '>=', window.since); })
    .groupBy('i.process_key', 'def.name')
    .select('i.process_key as key', 'def.name as name', 'i.process_key as process_key', trx.raw('count(*) as value'))
    .orderBy([{ column: 'value', order: 'desc' }, { column: 'key' }])
    .limit(topCount)) as Row[];
  return toEntries(rows, 'rejections');
}

/** Instances still running (active or suspended) the longest, in hours since they started. */
async function longestRunning(trx: Knex.Transaction, window: AnalyticsWindow): Promise<AnalyticsEntry[]> {
  const rows = (await trx('bpm_instance as i')
    .whereIn('i.status', ['active', 'suspended'])
    .modify((q) => { if (window.since) q.where('i.started_at', '>=', window.since); })
    .select(trx.raw('i.id::text as key'), 'i.title as name', 'i.process_key as process_key', trx.raw(`${hoursBetween('i.started_at', '?::timestamptz')} as value`, [window.now]))
    .orderBy([{ column: 'i.started_at' }, { column: 'i.id' }])
    .limit(topCount)) as Row[];
  return toEntries(rows, 'hours');
}

const lists: Record<AnalyticsList, (trx: Knex.Transaction, window: AnalyticsWindow) => Promise<AnalyticsEntry[]>> = {
  mostStarted,
  slowestNodes,
  mostOverdueApprovers,
  mostRejected,
  longestRunning,
};

/**
 * One top-10 list of the tenant's workflow figures (spec §9). Runs in the caller's tenant
 * transaction, so row-level security keeps every count to the tenant; the caller checks the
 * workflow management permission first. Every value is bound; the list name picks the query.
 */
export function topList(trx: Knex.Transaction, list: AnalyticsList, window: AnalyticsWindow): Promise<AnalyticsEntry[]> {
  return lists[list](trx, window);
}
