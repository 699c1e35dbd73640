import type { Request } from 'express';
import type { Knex } from 'knex';
import { formatMessage } from '@wharf/engine';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { requestLanguage } from './language';

/** "Operation successful" in the caller's language, for answers to writes. */
export function okMessage(req: Request): string {
  return formatMessage('system/ok', requestLanguage(req));
}

/** Runs `work` in the tenant the authenticated request works in (see `withTenant`). */
export function inCallerTenant<T>(ctx: AppContext, req: Request, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return withTenant(ctx.db, caller(req).tenantId, work);
}
