import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewTenantInput, TenantRecord } from '../api/tenantsApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';

type TenantFormValues = Partial<NewTenantInput> & { tenantName: string; packageCodes: string[] };

/** The IANA zones this browser knows (the server checks the name again). */
const timeZoneNames = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/** Adds a tenant with its packages and first administrator, or edits a tenant's name, limits, switches and packages. */
export function TenantFormModal({ tenant, knownPackages, onClose, onSaved }: { tenant?: TenantRecord; knownPackages: readonly string[]; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<TenantFormValues>();
  const save = async () => {
    const values = await form.validateFields();
    const common = {
      tenantName: values.tenantName, packageCodes: values.packageCodes ?? [], maxUsers: values.maxUsers ?? null, enableDivision: Boolean(values.enableDivision), enableProxy: Boolean(values.enableProxy),
      enableCustomBroker: Boolean(values.enableCustomBroker), enableIgnoreCase: Boolean(values.enableIgnoreCase), mainComp: values.mainComp || null, loginUrl: values.loginUrl || null,
      ...(values.status ? { status: values.status } : {}),
      timeZone: values.timeZone || null,
    };
    const isDone = await run(async () => {
      try {
        if (tenant) await api.tenants.edit(tenant.id, common);
        else await api.tenants.add({ ...common, tenantCode: values.tenantCode!, adminUsername: values.adminUsername!, adminRealname: values.adminRealname!, adminPassword: values.adminPassword! });
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  const required = { required: true, message: t('console.required') };
  const timeZones = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone })), []);
  return (
    <Modal open width={720} title={t(tenant ? 'console.tenant.editTitle' : 'console.tenant.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<TenantFormValues> form={form} name="tenantForm" layout="vertical" initialValues={tenant ?? { packageCodes: [], status: '1' }}>
        <Row gutter={16}>
          <Col span={12}><Form.Item name="tenantCode" label={t('console.tenant.tenantCode')} rules={tenant ? [] : [required, { max: 64 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input disabled={Boolean(tenant)} /></Form.Item></Col>
          <Col span={12}><Form.Item name="tenantName" label={t('console.tenant.tenantName')} rules={[{ ...required, whitespace: true }, { max: 100 }]}><Input /></Form.Item></Col>
          <Col span={24}>
            <Form.Item name="packageCodes" label={t('console.tenant.packages')} extra={t('console.tenant.packagesHint')}>
              <Select mode="tags" options={knownPackages.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
          </Col>
          {!tenant && (
            <>
              <Col span={8}><Form.Item name="adminUsername" label={t('console.tenant.adminUsername')} rules={[required, { max: 20 }, { pattern: /^[A-Za-z0-9_.-]+$/, message: t('console.user.usernamePattern') }]}><Input autoComplete="off" /></Form.Item></Col>
              <Col span={8}><Form.Item name="adminRealname" label={t('console.user.realname')} rules={[{ ...required, whitespace: true }, { max: 10 }]}><Input /></Form.Item></Col>
              <Col span={8}><Form.Item name="adminPassword" label={t('console.user.password')} rules={[required, { min: 8, max: 30, message: t('console.user.passwordLength') }]}><Input.Password autoComplete="new-password" /></Form.Item></Col>
            </>
          )}
          <Col span={8}><Form.Item name="maxUsers" label={t('console.tenant.maxUsers')} extra={t('console.tenant.maxUsersHint')}><InputNumber min={1} max={10_000_000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="mainComp" label={t('console.tenant.mainComp')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="status" label={t('console.status')}>
              <Radio.Group options={[{ value: '1', label: t('console.user.normal') }, { value: '2', label: t('console.user.frozen') }]} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="timeZone" label={t('console.tenant.timeZone')} extra={t('console.tenant.timeZoneHint')}>
              <Select aria-label={t('console.tenant.timeZone')} showSearch allowClear options={timeZones} placeholder="UTC" />
            </Form.Item>
          </Col>
          <Col span={12}><Form.Item name="loginUrl" label={t('console.tenant.loginUrl')} rules={[{ max: 500 }, { pattern: /^https?:\/\/\S+$/, message: t('console.menu.urlPattern') }]}><Input /></Form.Item></Col>
          {(['enableDivision', 'enableProxy', 'enableCustomBroker', 'enableIgnoreCase'] as const).map((flag) => (
            <Col span={6} key={flag}><Form.Item name={flag} label={t(`console.tenant.${flag}`)} valuePropName="checked"><Switch /></Form.Item></Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
