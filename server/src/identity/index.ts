// Its routers are its module's (`module.ts`); this is what other code and tests may call.
export { visitLogFor } from './visitLog';
export { messageLogSmsProvider, type SmsMessage, type SmsProvider } from '../delivery/sms/smsProvider';
export { useSmsProvider } from '../delivery/sms/configuredSmsProvider';
export { smsDeliveriesSettled } from './phoneLogin';
export { overrideFreeLoginVerifier, type FreeLoginEntry, type FreeLoginVerifier } from './freeLogin';
export { issueThirdLoginTicket } from './freeLoginTokens';
export { isCallAllowedForScope, type SessionScope } from '../auth/sessionScope';
