import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { bootstrapDatabase } from '../../src/db/bootstrap';
import { connect } from '../../src/db/connect';
import { startEmbeddedPostgres } from '../../src/db/embeddedPostgres';
import { applySeeds } from '../../src/app/composition';
import { templateDatabase, testAdminPassword } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Owner URL of the cluster's maintenance database, to create and drop test databases. */
    pgAdminUrl: string;
    /** The app role's name and password, as recorded in the template database (its clones share them). */
    appRole: string;
    appRolePassword: string;
  }
}

/**
 * One PostgreSQL for the whole run (the embedded one, or DATABASE_URL's server), with a
 * template database migrated and seeded once; each test file clones it (see testDatabase.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = pino({ level: 'warn' });
  let adminUrl: string;
  let stopCluster = async () => {};
  let dataDir: string | undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'wharf-test-pg-'));
    const embedded = await startEmbeddedPostgres(dataDir, log, 'postgres');
    adminUrl = embedded.adminUrl;
    stopCluster = embedded.stop;
  }

  const teardown = async () => {
    await stopCluster();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    project.provide('pgAdminUrl', adminUrl);
    const appLogin = new URL(await prepareTemplate(adminUrl, log));
    project.provide('appRole', decodeURIComponent(appLogin.username));
    project.provide('appRolePassword', decodeURIComponent(appLogin.password));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** Creates the template database anew: migrated and seeded. Returns the app role's connection string. */
async function prepareTemplate(adminUrl: string, log: pino.Logger): Promise<string> {
  const admin = connect(adminUrl, { poolMax: 1 });
  const templateUrl = Object.assign(new URL(adminUrl), { pathname: `/${templateDatabase}` }).toString();
  const owner = connect(templateUrl, { poolMax: 2 });
  try {
    await admin.raw('drop database if exists ?? with (force)', [templateDatabase]);
    await admin.raw('create database ??', [templateDatabase]);
    const { url } = await bootstrapDatabase(owner, templateUrl, log);
    await applySeeds(owner, testAdminPassword, log);
    return url;
  } finally {
    // A template must have no open connections when it is cloned.
    await owner.destroy();
    await admin.destroy();
  }
}
