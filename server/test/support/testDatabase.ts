import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { inject } from 'vitest';
import { connect, withCredentials } from '../../src/db/connect';
import { templateDatabase } from './constants';

export interface TestDatabase {
  name: string;
  ownerUrl: string;
  owner: Knex;
  /** The app role's connection, as requests use it. */
  db: Knex;
  drop(): Promise<void>;
}

function urlFor(adminUrl: string, database: string): string {
  return Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
}

/** A fresh database cloned from the migrated, seeded template: each test file gets its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `wharf_test_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, { poolMax: 1 });
  await admin.raw('create database ?? template ??', [name, templateDatabase]);
  const ownerUrl = urlFor(adminUrl, name);
  const owner = connect(ownerUrl, { poolMax: 3 });
  const db = connect(withCredentials(ownerUrl, inject('appRole'), inject('appRolePassword')), { poolMax: 5 });
  return {
    name,
    ownerUrl,
    owner,
    db,
    drop: async () => {
      await db.destroy();
      await owner.destroy();
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

/** A brand-new, empty database (for migrating from nothing). */
export async function createEmptyDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `wharf_empty_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, { poolMax: 1 });
  await admin.raw('create database ??', [name]);
  return {
    name,
    url: urlFor(adminUrl, name),
    drop: async () => {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

/** A seeded tenant's id by its code ('demo', 'acme'), read as the owner (past row-level security). */
export async function tenantIdByCode(owner: Knex, code: string): Promise<string> {
  return (await owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;
}
