import { formatMessage, type Language } from '@wharf/engine';
import { ValidationFailed } from '../../http/errors';
import { readBuilderSql } from './checkBuilderSql';

/**
 * Refuses (400 at `/body/reportSql`, naming the problem) a view whose report SQL PostgreSQL's
 * parser check refuses (`checkBuilderSql`): called when a view is published, so a report that
 * could never run is refused then. The data endpoint checks again before every run.
 */
export async function assertReportSqlAllowed(view: unknown, lang: Language): Promise<void> {
  const reportSql = (view as { reportSql?: unknown } | null)?.reportSql;
  if (typeof reportSql !== 'string' || reportSql.trim() === '') return;
  const result = await readBuilderSql(reportSql);
  if (!result.ok) throw new ValidationFailed([{ path: '/body/reportSql', code: result.problem.code, message: formatMessage(result.problem.code, lang, result.problem.args) }]);
}
