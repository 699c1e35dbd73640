/**
 * The contract a module implements to offer a kind of scheduled job (`ServerModule.jobKinds`). It
 * lives in the platform layer (`context.ts`, re-exported by `platform/module.ts`) so a module registering a kind imports
 * no other module; this file names it where the job console's readers look for it.
 */
export type { JobFiring, ScheduledJobKind } from '../platform/module';
