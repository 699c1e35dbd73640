import { checkRegistration, type Language, type RegistrationIssue } from '@wharf/engine';
import type { AlterationInput } from '../../api/loginFamilyApi';

const alteredFields = ['companyName', 'compCode', 'socialCreditCode', 'phone', 'email'] as const;

// Stand-ins for what registration needs and an alteration does not change; they pass the rules.
const untouched = { tenantCode: 'tenant', username: 'account', password: 'Unchanged#2027', confirmPassword: 'Unchanged#2027', realname: 'name' } as const;

/** The form's values as the alteration the server receives: empty optional fields left out. */
export function alterationInput(values: Partial<AlterationInput>): AlterationInput {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    username: values.username?.trim() ?? '',
    password: values.password ?? '',
    companyName: values.companyName?.trim() ?? '',
    compCode: text(values.compCode),
    socialCreditCode: text(values.socialCreditCode),
    phone: values.phone?.trim() ?? '',
    email: text(values.email),
  };
}

/**
 * The §5 rules of the fields an alteration changes: the engine's registration rules kept to those
 * fields, exactly as the server's `checkAlteration` runs them.
 */
export const alterationCheck = (language: Language) => (values: Partial<AlterationInput>): RegistrationIssue[] => {
  const input = alterationInput(values);
  return checkRegistration({ ...untouched, companyName: input.companyName, phone: input.phone, email: input.email, compCode: input.compCode, socialCreditCode: input.socialCreditCode }, language)
    .filter((issue) => (alteredFields as readonly string[]).includes(issue.path.slice(1)));
};
