import { defaultLanguage, type Language } from '../i18n/types';
import { checkRegistration, type RegistrationIssue } from './registrationRules';

/**
 * What a registered company may change about its registration (spec §2 /index/alteration): the
 * company's name, customs code and social credit code, and the account holder's phone and email.
 */
export const alteredRegistrationFields = ['companyName', 'compCode', 'socialCreditCode', 'phone', 'email'] as const;
export type AlteredRegistrationField = (typeof alteredRegistrationFields)[number];

/** The fields an alteration sends; empty optional ones may come as null (the server's JSON) or be left out. */
export interface AlterationFields {
  companyName: string;
  compCode?: string | null;
  socialCreditCode?: string | null;
  phone: string;
  email?: string | null;
}

// Stand-ins for what registration needs and an alteration does not change; they pass the rules.
const untouched = { tenantCode: 'tenant', username: 'account', password: 'Unchanged#2027', confirmPassword: 'Unchanged#2027', realname: 'name' } as const;

/**
 * The §5 rules of the fields an alteration changes: the registration rules, kept to those fields
 * (paths `/companyName`…), run alike by the alteration screen and the server.
 */
export function checkAlteration(input: AlterationFields, lang: Language = defaultLanguage): RegistrationIssue[] {
  const registration = {
    ...untouched,
    companyName: input.companyName,
    phone: input.phone,
    email: input.email ?? undefined,
    compCode: input.compCode ?? undefined,
    socialCreditCode: input.socialCreditCode ?? undefined,
  };
  return checkRegistration(registration, lang).filter((issue) => (alteredRegistrationFields as readonly string[]).includes(issue.path.slice(1)));
}
