import type { Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../http/envelope';
import { AppError, notFound } from '../http/errors';
import { answeringUniqueViolations } from '../http/uniqueViolation';

/** A product package as the operator's console reads it (spec §3: productCode, productName, description, duration). */
export interface ProductPackageRecord {
  id: string;
  productCode: string;
  productName: string;
  description: string | null;
  /** Months a subscription lasts; null: unlimited. */
  duration: number | null;
  /** How many menus and buttons the package holds. */
  permissionCount: number;
  /** How many tenants subscribe to it. */
  tenantCount: number;
  createTime: string;
  updateTime: string;
}

export interface ProductPackageInput {
  productCode: string;
  productName: string;
  description?: string | null;
  duration?: number | null;
}

export interface ProductPackageListQuery {
  productCode?: string;
  productName?: string;
  pageNo: number;
  pageSize: number;
}

interface PackageRow {
  id: string;
  product_code: string;
  product_name: string;
  description: string | null;
  duration: number | null;
  permission_count: string | number;
  tenant_count: string | number;
  created_at: Date;
  updated_at: Date;
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toRecord(row: PackageRow): ProductPackageRecord {
  return {
    id: row.id,
    productCode: row.product_code,
    productName: row.product_name,
    description: row.description,
    duration: row.duration,
    permissionCount: Number(row.permission_count),
    tenantCount: Number(row.tenant_count),
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
  };
}

/**
 * The packages with their counts. Runs on the owner connection: packages are platform records,
 * and the count of subscribing tenants reads `sys_tenant_package` across tenants.
 */
function packagesWithCounts(owner: Knex.Transaction): Knex.QueryBuilder {
  return owner('sys_product_package as p').select(
    'p.id', 'p.product_code', 'p.product_name', 'p.description', 'p.duration', 'p.created_at', 'p.updated_at',
    owner('sys_package_permission as pp').whereRaw('pp.package_id = p.id').count('*').as('permission_count'),
    owner('sys_tenant_package as tp').whereRaw('tp.package_id = p.id').count('*').as('tenant_count'),
  );
}

async function readPackage(owner: Knex.Transaction, id: string): Promise<ProductPackageRecord> {
  const row: PackageRow | undefined = await packagesWithCounts(owner).where('p.id', id).first();
  if (!row) throw notFound();
  return toRecord(row);
}

/** A page of the product packages, by code. */
export async function listProductPackages(owner: Knex.Transaction, query: ProductPackageListQuery): Promise<Page<ProductPackageRecord>> {
  const filter = (q: Knex.QueryBuilder) => {
    if (query.productCode) q.whereILike('p.product_code', like(query.productCode));
    if (query.productName) q.whereILike('p.product_name', like(query.productName));
  };
  const [{ total }] = (await owner('sys_product_package as p').modify(filter).count({ total: '*' })) as [{ total: string | number }];
  const rows: PackageRow[] = await packagesWithCounts(owner).modify(filter).orderBy('p.product_code').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toRecord), Number(total), query.pageNo, query.pageSize);
}

/** Adds a package (its menus are put in it from the menu console or by app packages). */
export async function addProductPackage(owner: Knex.Transaction, actorId: string, input: ProductPackageInput, lang: Language): Promise<ProductPackageRecord> {
  const [row] = await answeringUniqueViolations(lang, () => owner('sys_product_package')
    .insert({ product_code: input.productCode, product_name: input.productName, description: input.description ?? null, duration: input.duration ?? null, created_by: actorId, updated_by: actorId })
    .returning<Array<{ id: string }>>('id'), { sys_product_package_product_code_unique: [input.productCode] });
  return readPackage(owner, row!.id);
}

/** Edits a package: only the fields the request names change. */
export async function editProductPackage(owner: Knex.Transaction, actorId: string, id: string, input: Partial<ProductPackageInput>, lang: Language): Promise<ProductPackageRecord> {
  const columns = Object.fromEntries(Object.entries({
    product_code: input.productCode, product_name: input.productName, description: input.description, duration: input.duration,
  }).filter(([, value]) => value !== undefined));
  const changed = await answeringUniqueViolations(lang, () => owner('sys_product_package').where({ id })
    .update({ ...columns, updated_by: actorId, updated_at: owner.fn.now() }), { sys_product_package_product_code_unique: [input.productCode] });
  if (changed === 0) throw notFound();
  return readPackage(owner, id);
}

/**
 * Deletes a package no tenant subscribes to. A subscribed one is refused: deleting it would take
 * its menus away from those tenants without a word (the subscriptions cascade).
 */
export async function deleteProductPackage(owner: Knex.Transaction, id: string): Promise<void> {
  const found = await readPackage(owner, id);
  if (found.tenantCount > 0) throw new AppError(400, 'tenant/package-in-use', [found.tenantCount]);
  await owner('sys_product_package').where({ id }).delete();
}
