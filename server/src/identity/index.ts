export { publicIdentityRoutes } from './publicRoutes';
export { identityRoutes } from './routes';
export { recordVisits, visitLogFor } from './visitLog';
export { messageLogSmsProvider, type SmsMessage, type SmsProvider } from './sms/smsProvider';
export { useSmsProvider } from './sms/configuredSmsProvider';
export { smsDeliveriesSettled } from './phoneLogin';
export { overrideFreeLoginVerifier, type FreeLoginEntry, type FreeLoginVerifier } from './freeLogin';
export { issueThirdLoginTicket } from './freeLoginTokens';
export { isCallAllowedForScope, type SessionScope } from '../auth/sessionScope';
