import { checkAlteration, type Language, type RegistrationIssue } from '@wharf/engine';
import type { AlterationInput } from '../../api/loginFamilyApi';

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

/** The §5 rules of the fields an alteration changes: the engine's `checkAlteration`, as the server runs it. */
export const alterationCheck = (language: Language) => (values: Partial<AlterationInput>): RegistrationIssue[] => checkAlteration(alterationInput(values), language);
