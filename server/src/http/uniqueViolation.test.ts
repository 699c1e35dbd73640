import { describe, expect, it } from 'vitest';
import { ValidationFailed } from './errors';
import { answeringUniqueViolations, uniqueViolationOf } from './uniqueViolation';

/** What node-postgres throws for a unique violation (the fields the helper reads). */
const clash = (constraint: string) => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint, detail: 'Key (tenant_id, sql_code)=(t, x) already exists.' });
const failing = (error: unknown) => async () => {
  throw error;
};

describe('answeringUniqueViolations', () => {
  it('answers a clash on a named index with a 400 at the field that index guards, with the clashing value', async () => {
    const answer = answeringUniqueViolations('en_US', failing(clash('eform_sql_config_tenant_id_sql_code_unique')), { eform_sql_config_tenant_id_sql_code_unique: ['goods'] });
    await expect(answer).rejects.toBeInstanceOf(ValidationFailed);
    await expect(answer).rejects.toMatchObject({ issues: [{ path: '/body/sqlCode', code: 'sqlConfig/code-exists', message: expect.stringContaining('goods') }] });
  });

  it('puts the issue at the field the request names, where it differs from the index default', async () => {
    const answer = answeringUniqueViolations('en_US', failing(clash('sys_org_company_name_unique')), { sys_org_company_name_unique: { field: 'orgName' } });
    await expect(answer).rejects.toMatchObject({ issues: [{ path: '/body/orgName', code: 'register/company-exists' }] });
  });

  it('lets a clash on an index the write did not name, and any other error, pass through unchanged', async () => {
    const other = clash('sys_dict_item_tenant_id_dict_id_item_value_unique');
    await expect(answeringUniqueViolations('en_US', failing(other), { sys_dict_tenant_id_dict_code_unique: ['x'] })).rejects.toBe(other);
    const notUnique = Object.assign(new Error('null value'), { code: '23502', constraint: 'sys_dict_tenant_id_dict_code_unique' });
    await expect(answeringUniqueViolations('en_US', failing(notUnique), { sys_dict_tenant_id_dict_code_unique: ['x'] })).rejects.toBe(notUnique);
    await expect(answeringUniqueViolations('en_US', async () => 'written', { sys_dict_tenant_id_dict_code_unique: ['x'] })).resolves.toBe('written');
  });

  it('answers for the account indexes when the write names none (registration, users, menus)', async () => {
    await expect(answeringUniqueViolations('en_US', failing(clash('sys_user_username_unique')))).rejects.toMatchObject({ issues: [{ path: '/body/username', code: 'register/username-exists' }] });
    const role = clash('sys_role_tenant_id_role_code_unique');
    await expect(answeringUniqueViolations('en_US', failing(role))).rejects.toBe(role);
  });
});

describe('uniqueViolationOf', () => {
  it('reads the index and detail of a unique violation, nothing from other errors', () => {
    expect(uniqueViolationOf(clash('biz_t1_goods_code'))).toEqual({ index: 'biz_t1_goods_code', detail: 'Key (tenant_id, sql_code)=(t, x) already exists.' });
    expect(uniqueViolationOf(Object.assign(new Error('x'), { code: '23503' }))).toBeUndefined();
    expect(uniqueViolationOf(null)).toBeUndefined();
    expect(uniqueViolationOf({ code: '23505' })).toEqual({ index: '', detail: '' });
  });
});
