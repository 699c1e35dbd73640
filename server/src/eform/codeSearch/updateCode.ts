import { kindOfCodeGroup, replaceScript, type Language } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { updateDefinition } from '../../definitions/updateDefinition';
import { AppError, notFound } from '../../http/errors';
import { readHttpConfig, saveHttpConfig } from '../httpConfig/httpConfigStore';
import { saveSqlConfig, toSqlConfigView } from '../sqlConfig/sqlConfigStore';
import type { CodeGroup } from './codeGroups';

/** The update of spec §7: the record, its kind (`table_name`), the new code, and where (`col_name`). */
export interface CodeUpdate {
  id: string;
  table_name: CodeGroup;
  code: string;
  col_name: string;
}

/**
 * Saves edited code where the search found it. The kind and place name a record and one of its
 * code places, mapped here to the right store: a definition gets a new draft revision through the
 * definition store (versioned, published again by its designer), a SQL or HTTP config is saved
 * through its own checks. Anything else is a 404 (another tenant's record) or a 400 (not a code place).
 */
export async function updateCode(ctx: AppContext, who: Caller, update: CodeUpdate, lang: Language): Promise<{ id: string; version?: number }> {
  // A definition's code group names its kind (formRule → form, viewButton/viewReport → view).
  const kind = kindOfCodeGroup(update.table_name);
  if (kind) {
    const head = await withTenant(ctx.db, who.tenantId, (trx) => trx('eform_definition').where({ id: update.id, kind }).first<{ version: number; body: unknown } | undefined>('version', 'body'));
    if (!head) throw notFound();
    const body = replaceScript(kind, head.body, update.table_name, update.col_name, update.code);
    if (!body) throw new AppError(400, 'codeSearch/unknown-kind');
    const saved = await updateDefinition(ctx, who, update.id, { version: head.version, body: body as Record<string, unknown> }, lang);
    return { id: saved.id, version: saved.version };
  }
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    if (update.table_name === 'httpReturn' && update.col_name === 'returnScript') {
      const { id: _id, createBy: _c, createTime: _t, updateBy: _u, updateTime: _v, ...record } = await readHttpConfig(trx, { id: update.id });
      await saveHttpConfig(trx, who.tenantId, who.userId, { ...record, returnScript: update.code }, lang, update.id);
      return { id: update.id };
    }
    if (update.table_name === 'sqlQuery' && update.col_name === 'sqlQuery') {
      const row = await trx('eform_sql_config').where({ id: update.id }).first();
      if (!row) throw notFound();
      const { id: _id, createBy: _c, createTime: _t, updateBy: _u, updateTime: _v, ...record } = toSqlConfigView(row);
      await saveSqlConfig(trx, who.tenantId, who.userId, { ...record, sqlQuery: update.code }, lang, update.id);
      return { id: update.id };
    }
    throw new AppError(400, 'codeSearch/unknown-kind');
  });
}
