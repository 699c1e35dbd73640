import { useSession } from '../../app/ServicesContext';

/** The tenant the platform operator is acting in (spec §6), for the header, the user menu and the switch dialog. */
export interface CurrentTenant {
  id: string;
  name: string;
  /** Switched into a tenant other than their own (the platform's): "switch out" leads back. */
  isSwitched: boolean;
}

/**
 * The operator's current tenant, from the user info (the server answers the acting tenant's id and
 * name after a switch); undefined for anyone who cannot switch tenants, who has only their own.
 */
export function useCurrentTenant(): CurrentTenant | undefined {
  const userInfo = useSession((state) => state.userInfo);
  const extendInfo = userInfo?.extendInfo as { isPlatformOperator?: boolean; isSwitched?: boolean } | undefined;
  const tenant = userInfo?.userExtendInfo;
  if (!tenant || !(extendInfo?.isPlatformOperator || extendInfo?.isSwitched)) return undefined;
  return { id: tenant.tenantId, name: tenant.tenantName || tenant.tenantCode, isSwitched: extendInfo.isSwitched === true };
}
