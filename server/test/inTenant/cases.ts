import { sweepCases as crossTenantCases, type SweepRequest } from '../crossTenant/cases';
import type { VictimTenant } from '../crossTenant/victimTenant';
import { appPackageInTenantCases } from './appPackageCases';
import { definitionCases, definitionExemptions } from './definitionCases';
import { formDataCases, formDataExemptions } from './formDataCases';
import { otherAreaCases, otherAreaExemptions } from './otherAreaCases';
import { portalInTenantCases } from './portalCases';
import { reportInTenantCases } from './reportCases';
import { selfServiceInTenantCases } from './selfServiceCases';
import { workflowInTenantCases } from './workflowCases';
import { workflowExtrasInTenantCases, workflowExtrasInTenantExemptions } from './workflowExtrasCases';
import { warningInTenantCases } from './warningCases';
import { scheduledJobInTenantCases } from './scheduledJobCases';

/**
 * How an in-tenant case must end for a user of the victim's own tenant who holds nothing that
 * reaches the victim's object.
 */
export type InTenantOutcome =
  /** 403 or 404: the object is out of reach. */
  | 'refused'
  /** Any status below 500: the answer (a list, a check, the caller's own rows) holds none of the victim's ids or marked values. */
  | 'nothingOfVictim';

/** Who sends an in-tenant case: a user without any role, or one holding only a view unrelated to the victim's form. */
export type InTenantCaller = 'noRole' | 'unrelatedView';

export interface InTenantCase {
  /** `METHOD /path` exactly as the OpenAPI document names the operation. */
  operation: string;
  request(victim: VictimTenant): SweepRequest;
  /** Default `refused`. */
  outcome?: InTenantOutcome;
  /** Default `['noRole']`; form-data routes are also sent by the holder of an unrelated view. */
  callers?: ReadonlyArray<InTenantCaller>;
}

/** The cross-tenant sweep's request for an operation (the victim's ids are the same objects here). */
export function crossTenantRequest(operation: string): (victim: VictimTenant) => SweepRequest {
  const found = crossTenantCases.find((entry) => entry.operation === operation);
  if (!found) throw new Error(`no cross-tenant case for ${operation}`);
  return found.request;
}

/** Cases that send the cross-tenant sweep's request and expect the given outcome. */
export function likeCrossTenant(operations: readonly string[], outcome: InTenantOutcome = 'refused', callers?: ReadonlyArray<InTenantCaller>): InTenantCase[] {
  return operations.map((operation) => ({ operation, request: crossTenantRequest(operation), outcome, ...(callers ? { callers } : {}) }));
}

/** Every in-tenant case, gathered from the areas' lists. */
export const inTenantCases: InTenantCase[] = [...formDataCases, ...definitionCases, ...otherAreaCases, ...workflowInTenantCases, ...workflowExtrasInTenantCases, ...portalInTenantCases, ...reportInTenantCases, ...selfServiceInTenantCases, ...appPackageInTenantCases, ...warningInTenantCases, ...scheduledJobInTenantCases];

/** Operations the in-tenant sweep does not send (or whose answer it does not judge), each with the reason. */
export const inTenantExemptions: Record<string, string> = { ...formDataExemptions, ...definitionExemptions, ...otherAreaExemptions, ...workflowExtrasInTenantExemptions };
