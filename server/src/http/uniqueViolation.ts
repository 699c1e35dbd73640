import { formatMessage, type Language } from '@wharf/engine';
import { sqlState, ValidationFailed, type FieldIssue } from './errors';

/** What a clash on one unique index answers: the request field the index guards and the message code. */
export interface UniqueIndexAnswer {
  field: string;
  code: string;
}

/**
 * Every unique index of the platform's tables that a request can run into, by its name in the
 * database, with the field it guards and the message of a clash. The one place that knows these
 * names: `uniqueIndexAnswers.int.test.ts` checks each is a unique index of the migrated database and
 * each code has its messages. (Business tables' indexes are the tenant's: see `uniqueViolationOf`.)
 */
export const uniqueIndexAnswers = {
  sys_user_username_unique: { field: 'username', code: 'register/username-exists' },
  sys_user_email_unique: { field: 'email', code: 'register/email-exists' },
  sys_user_phone_unique: { field: 'phone', code: 'register/phone-exists' },
  sys_user_work_no_unique: { field: 'workNo', code: 'register/work-no-exists' },
  sys_org_company_name_unique: { field: 'companyName', code: 'register/company-exists' },
  sys_org_domain_unique: { field: 'domain', code: 'register/domain-exists' },
  sys_org_tenant_id_org_code_unique: { field: 'orgCode', code: 'org/code-exists' },
  sys_permission_menu_code_unique: { field: 'menuCode', code: 'menus/code-exists' },
  sys_tenant_tenant_code_unique: { field: 'tenantCode', code: 'tenant/code-exists' },
  sys_product_package_product_code_unique: { field: 'productCode', code: 'tenant/package-code-exists' },
  sys_role_tenant_id_role_code_unique: { field: 'roleCode', code: 'role/code-exists' },
  sys_depart_role_tenant_id_org_id_role_code_unique: { field: 'roleCode', code: 'deptRole/code-exists' },
  sys_user_proxy_type_unique: { field: 'proxyType', code: 'proxy/type-exists' },
  sys_position_tenant_id_code_unique: { field: 'code', code: 'orgExtras/code-exists' },
  sys_job_tenant_id_code_unique: { field: 'code', code: 'orgExtras/code-exists' },
  sys_tag_tenant_id_code_unique: { field: 'code', code: 'orgExtras/code-exists' },
  sys_division_tenant_id_code_unique: { field: 'code', code: 'orgExtras/code-exists' },
  sys_category_tenant_id_code_unique: { field: 'code', code: 'category/code-exists' },
  sys_check_rule_tenant_id_rule_code_unique: { field: 'ruleCode', code: 'checkRule/code-exists' },
  sys_fill_rule_tenant_id_rule_code_unique: { field: 'ruleCode', code: 'fillRule/code-exists' },
  sys_jump_param_tenant_id_system_code_unique: { field: 'systemCode', code: 'jumpParam/code-exists' },
  sys_dict_tenant_id_dict_code_unique: { field: 'dictCode', code: 'dict/code-exists' },
  sys_dict_item_tenant_id_dict_id_item_value_unique: { field: 'itemValue', code: 'dict/item-value-exists' },
  eform_definition_tenant_id_kind_code_unique: { field: 'code', code: 'definition/code-exists' },
  eform_app_group_name_unique: { field: 'groupName', code: 'appGroup/name-exists' },
  eform_app_group_code_unique: { field: 'groupCode', code: 'appGroup/code-exists' },
  eform_sql_config_tenant_id_sql_code_unique: { field: 'sqlCode', code: 'sqlConfig/code-exists' },
  eform_http_config_tenant_id_http_code_unique: { field: 'httpCode', code: 'httpConfig/code-exists' },
  eform_import_task_code_unique: { field: 'taskCode', code: 'asyncImport/task-code-exists' },
  // The SSO key's clash is answered as `system/already-exists` by its own route (no field).
  sys_sso_config_key_unique: { field: 'ssoKey', code: 'system/already-exists' },
} as const satisfies Record<string, UniqueIndexAnswer>;

export type UniqueIndexName = keyof typeof uniqueIndexAnswers;

/** The indexes registration and account writes answer for when a caller names none (no message arguments). */
const accountIndexes: readonly UniqueIndexName[] = [
  'sys_user_username_unique', 'sys_user_email_unique', 'sys_user_phone_unique', 'sys_user_work_no_unique',
  'sys_org_company_name_unique', 'sys_org_domain_unique', 'sys_permission_menu_code_unique',
];

/**
 * How one write answers a clash on an index: the message's arguments (usually the value that
 * clashed), or, where this request names the guarded field differently, that field too.
 */
export type UniqueClashArguments = readonly unknown[] | { field: string; args?: readonly unknown[] };

/**
 * The violated index and PostgreSQL's detail line when `error` is a unique violation (SQLSTATE
 * 23505), else undefined. For writes whose answer is no field of the request: a business table's
 * row (its indexes are the tenant's), an import row, a route with an answer of its own.
 */
export function uniqueViolationOf(error: unknown): { index: string; detail: string } | undefined {
  if (sqlState(error) !== '23505') return undefined;
  const { constraint, detail } = error as { constraint?: unknown; detail?: unknown };
  return { index: typeof constraint === 'string' ? constraint : '', detail: typeof detail === 'string' ? detail : '' };
}

/**
 * Runs a write and turns a clash on one of `indexes` into a 400 at the field that index guards,
 * with its message. Checks before a write can race with another request; the index cannot, so
 * this is the last word. Any other error, a clash on an index not named included, passes through.
 * Without `indexes`: the account indexes (users, companies, menus), without message arguments.
 */
export async function answeringUniqueViolations<T>(lang: Language, write: () => Promise<T>, indexes?: Partial<Record<UniqueIndexName, UniqueClashArguments>>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const issue = clashIssue(error, lang, indexes ?? Object.fromEntries(accountIndexes.map((index) => [index, []])));
    if (issue) throw new ValidationFailed([issue]);
    throw error;
  }
}

function clashIssue(error: unknown, lang: Language, indexes: Partial<Record<UniqueIndexName, UniqueClashArguments>>): FieldIssue | undefined {
  const index = uniqueViolationOf(error)?.index;
  const clash = index !== undefined && Object.hasOwn(indexes, index) ? indexes[index as UniqueIndexName] : undefined;
  if (!clash) return undefined;
  const answer: UniqueIndexAnswer = uniqueIndexAnswers[index as UniqueIndexName];
  const { field, args } = Array.isArray(clash) ? { field: answer.field, args: clash } : (clash as { field: string; args?: readonly unknown[] });
  return { path: `/body/${field}`, code: answer.code, message: formatMessage(answer.code, lang, [...(args ?? [])]) };
}
