export { publicIdentityRoutes } from './publicRoutes';
export { identityRoutes } from './routes';
export { recordVisits, visitLogFor } from './visitLog';
export { messageLogSmsProvider, useSmsProvider, type SmsMessage, type SmsProvider } from './sms/smsProvider';
export { smsDeliveriesSettled } from './phoneLogin';
export { overrideFreeLoginVerifier, type FreeLoginEntry, type FreeLoginVerifier } from './freeLogin';
export { issueThirdLoginTicket } from './freeLoginTokens';
export { isCallAllowedForScope, type SessionScope } from './visitorScope';
