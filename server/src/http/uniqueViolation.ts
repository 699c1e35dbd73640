import { formatMessage, type Language } from '@wharf/engine';
import { sqlState, ValidationFailed } from './errors';

/** For each unique index, the request field it guards and the message code of a clash. */
export const uniqueIndexFields: Record<string, { field: string; code: string }> = {
  sys_user_username_unique: { field: 'username', code: 'register/username-exists' },
  sys_user_email_unique: { field: 'email', code: 'register/email-exists' },
  sys_user_phone_unique: { field: 'phone', code: 'register/phone-exists' },
  sys_user_work_no_unique: { field: 'workNo', code: 'register/work-no-exists' },
  sys_org_company_name_unique: { field: 'companyName', code: 'register/company-exists' },
  sys_org_domain_unique: { field: 'domain', code: 'register/domain-exists' },
  sys_permission_menu_code_unique: { field: 'menuCode', code: 'menus/code-exists' },
};

/**
 * Runs a write and turns a unique-index violation into a 400 at the field it guards. Checks
 * before a write can race with another request; the index cannot, so this is the last word.
 */
export async function answeringUniqueViolations<T>(lang: Language, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint;
    const guarded = sqlState(error) === '23505' && constraint ? uniqueIndexFields[constraint] : undefined;
    if (guarded) throw new ValidationFailed([{ path: `/body/${guarded.field}`, code: guarded.code, message: formatMessage(guarded.code, lang) }]);
    throw error;
  }
}
