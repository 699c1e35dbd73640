import { likeCrossTenant, type InTenantCase } from './cases';

/** Apps as packages (issue 19): applying a plan, the market's update naming one and rolling back are for app administrators only (403 for a user without roles). */
export const appPackageInTenantCases: InTenantCase[] = likeCrossTenant(['POST /api/eform/apps/apply', 'POST /api/eform/apps/{appCode}/rollback', 'PUT /api/eform/manage/market/update']);
