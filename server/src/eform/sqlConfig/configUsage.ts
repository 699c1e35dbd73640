import { collectReferences, isDefinitionKind } from '@wharf/engine';
import type { Knex } from 'knex';

/** One definition that uses a data source, and where in its body. */
export interface ConfigUsage {
  kind: string;
  code: string;
  name: string;
  status: string;
  paths: string[];
}

/**
 * The tenant's definitions (forms, views, reports' datasets, warnings…) that name a SQL or HTTP
 * config, found with the engine's reference collector (the same one app packages use). A text
 * match narrows the rows first; the collector decides.
 */
export async function configUsage(trx: Knex.Transaction, kind: 'sqlConfig' | 'httpConfig', code: string): Promise<ConfigUsage[]> {
  const like = `%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await trx('eform_definition').whereRaw('body::text like ?', [like]).orderBy(['kind', 'code'])
    .select<Array<{ kind: string; code: string; name: string; status: string; body: unknown }>>('kind', 'code', 'name', 'status', 'body');
  return rows.flatMap((row) => {
    if (!isDefinitionKind(row.kind)) return [];
    const paths = collectReferences(row.kind, row.body).filter((r) => r.kind === kind && r.code === code).map((r) => r.path);
    return paths.length > 0 ? [{ kind: row.kind, code: row.code, name: row.name, status: row.status, paths }] : [];
  });
}

/**
 * The published definitions (forms and views: what the runtime shows) that name a SQL or HTTP
 * config: the ones whose holders may run it (see `configRunAccess`).
 */
export async function publishedReferrers(trx: Knex.Transaction, kind: 'sqlConfig' | 'httpConfig', code: string): Promise<Array<{ kind: string; code: string }>> {
  const like = `%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .whereIn('d.kind', ['form', 'view']).whereRaw('r.body::text like ?', [like])
    .select<Array<{ kind: string; code: string; body: unknown }>>('d.kind', 'd.code', 'r.body');
  return rows.flatMap((row) => (isDefinitionKind(row.kind) && collectReferences(row.kind, row.body).some((r) => r.kind === kind && r.code === code) ? [{ kind: row.kind, code: row.code }] : []));
}
