import type { CcRow, InstanceRow, TaskRow } from '../../api/bpmTypes';

/** What `/flow/{func}/{id}` was opened for: a to-do (act on it), a done task, a copy, a request one started, or any request (managers). */
export type FlowFunc = 'todo' | 'done' | 'cc' | 'start' | 'view';

export const flowFuncs: readonly FlowFunc[] = ['todo', 'done', 'cc', 'start', 'view'];

/**
 * The handling page of a list row (spec §2 `/flow/{func}/{id}`): the id is the instance's; a
 * to-do names its task in the query, so the page acts on exactly that task.
 */
export function flowPath(list: 'todo' | 'done' | 'cc' | 'started' | 'all', row: TaskRow | CcRow | InstanceRow): string {
  if (list === 'started') return `/flow/start/${encodeURIComponent(row.id)}`;
  if (list === 'all') return `/flow/view/${encodeURIComponent(row.id)}`;
  const instanceId = encodeURIComponent((row as TaskRow | CcRow).instanceId);
  return list === 'todo' ? `/flow/todo/${instanceId}?taskId=${encodeURIComponent(row.id)}` : `/flow/${list}/${instanceId}`;
}
