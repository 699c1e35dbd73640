import { marketInstallPermission } from '../market/marketPermissions';

/**
 * Who may export, plan, apply and roll back app packages: whoever may install from the market
 * (tenant administrators, the platform operator), the same rule the market's install uses.
 */
export const appAdminPermission = marketInstallPermission;
