import type { Request } from 'express';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withPlatform } from '../../db/withPlatform';
import { inCallerTenant } from '../../http/routeHelpers';
import { grantedPermissions } from '../../platform/access/grantedPermissions';
import { isPlatformOperator } from '../../platform/access/platformOperator';
import { listMenus } from './menuOperations';
import type { MenuRecord } from './menuRecord';

/** The menus the caller may see in the menu pages, flat: all for the platform operator, the tenant's packages otherwise. */
export async function visibleMenus(ctx: AppContext, req: Request): Promise<MenuRecord[]> {
  if (await isPlatformOperator(ctx, caller(req))) return withPlatform(ctx.db, (trx) => listMenus(trx));
  return inCallerTenant(ctx, req, (trx) => listMenus(trx, grantedPermissions(trx, '', 'tenant-admin').select('p.id')));
}
