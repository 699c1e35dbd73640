import type { TablePlan } from './types';

/**
 * The losses a plan asks the builder to confirm: one per destructive statement (its `loss`, or its
 * SQL when the server named none), without repeats. The sync sends back exactly these.
 */
export function planLosses(plan: TablePlan): string[] {
  return [...new Set(plan.statements.filter((statement) => statement.destructive).map((statement) => statement.loss ?? statement.sql))];
}

/** The words for a loss id: the server's message of the statement that carries it, else the id. */
export function lossText(plan: TablePlan, loss: string): string {
  return plan.statements.find((statement) => statement.loss === loss)?.lossMessage ?? loss;
}

/** Whether every loss of the plan has been ticked. */
export function areLossesConfirmed(plan: TablePlan, confirmed: ReadonlySet<string>): boolean {
  return planLosses(plan).every((loss) => confirmed.has(loss));
}
