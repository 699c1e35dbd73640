import { checkRegistration, isLanguage, type Language, type ProxyType, type RegistrationInput, type RegistrationIssue } from '@wharf/engine';
import type { FormInstance, FormRule } from 'antd';
import type { HttpError } from '../../http/envelope';

/** What the registration form holds: every field as text, the proxy type 'none' for an ordinary company. */
export type RegistrationValues = Omit<RegistrationInput, 'proxyType'> & { proxyType?: ProxyType | 'none' };

/** The form's values as the registration the server receives: empty optional fields left out. */
export function registrationInput(values: Partial<RegistrationValues>): RegistrationInput {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    tenantCode: values.tenantCode?.trim() ?? '',
    username: values.username?.trim() ?? '',
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    realname: values.realname?.trim() ?? '',
    phone: values.phone?.trim() ?? '',
    email: text(values.email),
    companyName: values.companyName?.trim() ?? '',
    compCode: text(values.compCode),
    socialCreditCode: text(values.socialCreditCode),
    workNo: text(values.workNo),
    domain: text(values.domain),
    proxyType: values.proxyType && values.proxyType !== 'none' ? values.proxyType : undefined,
  };
}

/** The UI language as the engine's message language. */
export function engineLanguage(language: string): Language {
  return isLanguage(language) ? language : 'zh_CN';
}

/**
 * An antd rule that runs a whole-form check (the engine's, as the server runs it) and reports the
 * issues at this field: the same rules live on the screen as on the server.
 */
export function engineRule<V>(field: string, check: (values: Partial<V>) => RegistrationIssue[]): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const issues = check(getFieldsValue(true) as Partial<V>).filter((issue) => issue.path === `/${field}`);
      if (issues.length > 0) throw new Error(issues.map((issue) => issue.message).join('; '));
    },
  });
}

/** The registration rules of spec §5 in `language`. */
export const registrationCheck = (language: Language) => (values: Partial<RegistrationValues>) => checkRegistration(registrationInput(values), language);

/**
 * Puts a 400's field issues (`/body/<field>`) on the form's fields; answers whether there were
 * any. Duplicates found by the server (username, company, email…) land on their fields this way.
 */
export function showServerIssues(form: FormInstance, error: HttpError | undefined, fieldNames: readonly string[]): boolean {
  const issues = (error?.body as { result?: { errors?: Array<{ path?: unknown; message?: unknown }> } } | undefined)?.result?.errors ?? [];
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path.replace(/^\/body\//, '') : '';
    if (fieldNames.includes(field) && typeof issue.message === 'string') byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return byField.size > 0;
}

export { serverMessage } from '../login/serverMessage';
