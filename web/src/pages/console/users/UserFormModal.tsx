import { Alert, Divider, Form, Input, Modal, Select, Switch, TreeSelect } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleRecord } from '../api/rolesApi';
import type { UserInput, UserRecord } from '../api/usersApi';
import { orgTreeData, type OrgTreeOption } from '../orgTreeData';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import type { UserOrgExtras } from '../orgExtras/orgConsoleApi';
import { ProxyEntries } from '../proxies/ProxyEntries';
import { extraFields, useUserOrgExtras } from './useUserOrgExtras';

interface UserFormModalProps {
  /** Undefined to add a user. */
  user?: UserRecord;
  onClose(): void;
  onSaved(): void;
}

type UserFormValues = UserInput & Partial<UserOrgExtras> & { confirmPassword?: string };

/**
 * Adds or edits a user (spec §5 limits: username ≤ 20, real name ≤ 10, phone 11 digits, email ≤ 50;
 * duplicates refused, checked as the user types and again by the server). Organisations and roles
 * are offered when the caller may read them, and so are positions, jobs, tags and divisions; a
 * proxy user's proxy entries are kept here too (saved one by one).
 */
export function UserFormModal({ user, onClose, onSaved }: UserFormModalProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<UserFormValues>();
  const [orgs, setOrgs] = useState<OrgTreeOption[]>([]);
  const [roles, setRoles] = useState<RoleRecord[]>([]);
  // Roles are offered on edit only once the user's own are known, so a save never drops them unseen.
  const [hasUserRoles, setHasUserRoles] = useState(!user);
  const [isSaving, setIsSaving] = useState(false);
  const setExtras = useCallback((extras: Partial<UserOrgExtras>) => form.setFieldsValue(extras), [form]);
  const extras = useUserOrgExtras(user?.id, setExtras);
  const userType = Form.useWatch('userType', form);

  useEffect(() => {
    api.orgs.treeQuietly().then((tree) => setOrgs(orgTreeData(tree)), () => setOrgs([]));
    api.roles.all().then(setRoles, () => setRoles([]));
    if (user) {
      api.users.roleIds(user.id).then((roleIds) => {
        form.setFieldValue('roleIds', roleIds);
        setHasUserRoles(true);
      }, () => undefined);
    }
  }, [api, form, user]);

  const free = (field: 'username' | 'email' | 'phone') => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value || (user && user[field] === value)) return;
      const check = await api.users.checkOnly(field, value);
      if (!check.isFree) throw new Error(check.message);
    },
  });

  const save = async () => {
    const { confirmPassword: _confirm, positionIds, jobIds, tagIds, divisionIds, ...values } = await form.validateFields();
    setIsSaving(true);
    // Without the organisation field (the caller cannot read organisations) the user keeps theirs.
    const orgId = orgs.length > 0 ? (values.orgId ?? null) : (user?.orgId ?? null);
    const input: UserInput = { ...values, orgId, workNo: values.workNo || null, phone: values.phone || null, email: values.email || null };
    let savedId: string | undefined;
    const isDone = await run(async () => {
      try {
        savedId = (await (user ? api.users.edit(user.id, input) : api.users.add(input))).id;
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    // The user is saved either way: a refused extras list was shown by the HTTP client, and
    // keeping the form open would only offer to add the same user twice.
    if (isDone && savedId) await extras.save(savedId, { positionIds, jobIds, tagIds, divisionIds }).catch(() => undefined);
    setIsSaving(false);
    if (isDone) onSaved();
  };

  return (
    <Modal open title={t(user ? 'console.user.editTitle' : 'console.user.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={isSaving} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden width={640}>
      <Form<UserFormValues> form={form} name="userForm" layout="vertical" initialValues={user ? { ...user, roleIds: [] } : { userType: 'normal', showWaterMark: false }}>
        <Form.Item name="username" label={t('console.user.username')} validateDebounce={400} rules={[{ required: !user, message: t('console.required') }, { max: 20 }, { pattern: /^[A-Za-z0-9_.-]+$/, message: t('console.user.usernamePattern') }, ...(user ? [] : [free('username')])]}>
          <Input disabled={Boolean(user)} maxLength={20} autoComplete="off" />
        </Form.Item>
        {!user && (
          <>
            <Form.Item name="password" label={t('console.user.password')} rules={[{ required: true, message: t('console.required') }, { min: 8, max: 30, message: t('console.user.passwordLength') }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" label={t('console.user.confirmPassword')} dependencies={['password']} rules={[{ required: true, message: t('console.required') }, ({ getFieldValue }) => ({ validator: async (_r, value) => { if (value && value !== getFieldValue('password')) throw new Error(t('console.user.passwordMismatch')); } })]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="realname" label={t('console.user.realname')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 10 }]}>
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item name="workNo" label={t('console.user.workNo')} rules={[{ max: 32 }]}><Input /></Form.Item>
        <Form.Item name="phone" label={t('console.user.phone')} validateDebounce={400} rules={[{ pattern: /^\d{11}$/, message: t('console.user.phonePattern') }, free('phone')]}><Input maxLength={11} /></Form.Item>
        <Form.Item name="email" label={t('console.user.email')} validateDebounce={400} rules={[{ type: 'email', message: t('console.user.emailPattern') }, { max: 50 }, free('email')]}><Input maxLength={50} /></Form.Item>
        <Form.Item name="sex" label={t('console.user.sex')}>
          <Select allowClear options={[{ value: '1', label: t('console.user.male') }, { value: '2', label: t('console.user.female') }]} />
        </Form.Item>
        <Form.Item name="birthday" label={t('console.user.birthday')} rules={[{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('console.user.datePattern') }]}><Input placeholder="yyyy-MM-dd" /></Form.Item>
        <Form.Item name="userType" label={t('console.user.userType')}>
          <Select options={(['normal', 'admin', 'proxy'] as const).map((type) => ({ value: type, label: t(`console.user.type.${type}`) }))} />
        </Form.Item>
        {orgs.length > 0 && (
          <Form.Item name="orgId" label={t('console.user.org')}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={orgs} />
          </Form.Item>
        )}
        {roles.length > 0 && hasUserRoles && (
          <Form.Item name="roleIds" label={t('console.user.roles')}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={roles.map((role) => ({ value: role.id, label: `${role.roleName} (${role.roleCode})` }))} />
          </Form.Item>
        )}
        {extraFields.map(({ field }) => extras.options[field] && (
          <Form.Item key={field} name={field} label={t(`orgConsole.user.${field.replace('Ids', 's')}`)}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={extras.options[field]} data-testid={`user-${field}`} />
          </Form.Item>
        ))}
        <Form.Item name="showWaterMark" label={t('console.user.showWaterMark')} valuePropName="checked"><Switch /></Form.Item>
      </Form>
      {userType === 'proxy' && (
        <>
          <Divider titlePlacement="start">{t('orgConsole.proxy.title')}</Divider>
          {user?.userType === 'proxy' ? <ProxyEntries userId={user.id} /> : <Alert type="info" showIcon title={t('orgConsole.proxy.saveFirst')} />}
        </>
      )}
    </Modal>
  );
}
