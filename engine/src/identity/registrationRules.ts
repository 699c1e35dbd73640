import { formatMessage } from '../i18n/formatMessage';
import { defaultLanguage, type Language } from '../i18n/types';
import { checkNewPassword } from './passwordRules';

/** The proxy (agent) kinds a company may register as (spec §3 user proxy types). */
export const proxyTypes = ['freightForwarder', 'customsBroker', 'supplier', 'businessUnit'] as const;
export type ProxyType = (typeof proxyTypes)[number];

/** What a company registration sends (spec §5 registration rules). */
export interface RegistrationInput {
  tenantCode: string;
  username: string;
  password: string;
  confirmPassword: string;
  realname: string;
  phone: string;
  email?: string;
  companyName: string;
  /** The company's customs code: 10 characters. */
  compCode?: string;
  /** The unified social credit code: 18 characters. */
  socialCreditCode?: string;
  workNo?: string;
  domain?: string;
  proxyType?: ProxyType;
}

export interface RegistrationIssue {
  path: string;
  code: string;
  message: string;
}

/** Field limits of spec §5 and §9. */
export const registrationLimits = { username: 20, realname: 10, email: 50, companyName: 50, phone: 11, compCode: 10, socialCreditCode: 18 } as const;

const patterns: Record<string, RegExp> = {
  username: /^[A-Za-z0-9_.-]+$/,
  phone: /^\d{11}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  compCode: /^[0-9A-Za-z]{10}$/,
  // GB 32100-2015: 18 characters from digits and upper-case letters without I, O, S, V, Z.
  socialCreditCode: /^[0-9A-HJ-NPQRTUWXY]{18}$/,
  domain: /^(?=.{1,100}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i,
};

/**
 * Every problem with a registration, as data with paths (`/username`…), checked the same way
 * by the registration screen and the server: required fields, lengths, formats, the password
 * policy and its confirmation, and that customs brokers cannot register.
 */
export function checkRegistration(input: RegistrationInput, lang: Language = defaultLanguage): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const add = (field: string, code: string, args: unknown[] = []) => issues.push({ path: `/${field}`, code, message: formatMessage(code, lang, args) });
  const required = ['tenantCode', 'username', 'password', 'confirmPassword', 'realname', 'phone', 'companyName'] as const;
  for (const field of required) if (!input[field]?.trim()) add(field, 'register/required');

  const maxLengths: Array<[keyof RegistrationInput, number]> = [['username', registrationLimits.username], ['realname', registrationLimits.realname], ['email', registrationLimits.email], ['companyName', registrationLimits.companyName]];
  for (const [field, max] of maxLengths) {
    const value = input[field];
    if (typeof value === 'string' && [...value].length > max) add(field, 'register/too-long', [max]);
  }
  for (const field of ['username', 'phone', 'email', 'compCode', 'socialCreditCode', 'domain'] as const) {
    const value = input[field];
    if (value && !patterns[field]!.test(value)) add(field, `register/invalid-${field === 'compCode' || field === 'socialCreditCode' ? 'code' : field}`, [field === 'compCode' ? 10 : 18]);
  }
  if (input.password) for (const code of checkNewPassword(input.password, { username: input.username })) add('password', code);
  if (input.password && input.confirmPassword && input.password !== input.confirmPassword) add('confirmPassword', 'password/mismatch');
  if (input.proxyType === 'customsBroker') add('proxyType', 'register/customs-broker-refused');
  return issues;
}
