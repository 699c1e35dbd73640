import { createHash } from 'node:crypto';
import pg from 'pg';
import { businessSchema } from '../../db/businessSchema';

export { businessSchema };

const shortHash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * The physical name of a tenant's table: `t<first 8 hex of the tenant id>_<tableCode>`, cut with a
 * hash suffix when it would pass PostgreSQL's 63-byte limit. Generated on the server only.
 */
export function physicalTableName(tenantId: string, tableCode: string): string {
  const name = `t${tenantId.replace(/-/g, '').slice(0, 8)}_${tableCode}`;
  return Buffer.byteLength(name) <= 63 ? name : `${name.slice(0, 50)}_${shortHash(name, 12)}`;
}

/** Index names are per schema, so they carry the table's name and a hash of the logical name. */
export function physicalIndexName(physicalName: string, indexName: string): string {
  return `${physicalName.slice(0, 40)}_${shortHash(`${physicalName}/${indexName}`, 12)}`;
}

/** A quoted identifier. Names come from validated definitions or server-made names, never from a request. */
export function ident(name: string): string {
  if (name.length === 0 || name.length > 63 || name.includes('\u0000')) throw new Error(`not an identifier: ${name}`);
  return pg.escapeIdentifier(name);
}

/** `biz."<physical name>"`. */
export function qualifiedTable(physicalName: string): string {
  return `${businessSchema}.${ident(physicalName)}`;
}

/** A SQL literal, for the few places DDL cannot take a bind parameter (column defaults, comments). */
export function literal(value: string | number | boolean): string {
  return pg.escapeLiteral(String(value));
}
