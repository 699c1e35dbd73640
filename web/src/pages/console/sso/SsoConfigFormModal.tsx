import { Alert, Button, Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { displayNameLanguages, type SsoConfigInput, type SsoConfigRecord, type SsoConnectionTest } from './ssoConfigApi';
import { useSsoConsole } from './useSsoConsole';

type FormValues = Required<Pick<SsoConfigInput, 'ssoKey' | 'type'>> & Pick<SsoConfigInput, 'tenantCode' | 'displayName' | 'cas' | 'oauth2'>;

/** The language names beside each display name field: every language names itself. */
const languageLabels: Record<(typeof displayNameLanguages)[number], string> = { zh_CN: '简体中文', en_US: 'English', th_TH: 'ไทย', zh_TW: '繁體中文' };

/** The form's values as the server takes them: blanks as null, the client secret left out unless one was typed (an edit keeps the stored one). */
function inputOf(values: FormValues): SsoConfigInput {
  const blankAsNull = (group: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(group ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value ?? null]));
  const { clientSecret, ...oauth2 } = values.oauth2 ?? {};
  return {
    ssoKey: values.ssoKey,
    type: values.type,
    ...(values.tenantCode ? { tenantCode: values.tenantCode } : {}),
    displayName: Object.fromEntries(Object.entries(values.displayName ?? {}).filter(([, name]) => name?.trim()).map(([language, name]) => [language, name!.trim()])),
    cas: blankAsNull(values.cas),
    oauth2: { ...blankAsNull(oauth2), ...(clientSecret ? { clientSecret } : {}) },
  };
}

/**
 * Adds or edits an SSO configuration: its type's settings, the login button's name in the four
 * interface languages, and "test connection" on what the form holds before it is saved.
 */
export function SsoConfigFormModal({ config, onClose, onSaved }: { config?: SsoConfigRecord; onClose(): void; onSaved(): void }) {
  const api = useSsoConsole();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form) ?? config?.type ?? 'oauth2';
  const [tested, setTested] = useState<SsoConnectionTest | 'testing'>();

  const save = async () => {
    const values = await form.validateFields();
    const isDone = await run(async () => {
      try {
        if (config) await api.edit(inputOf(values));
        else await api.add(inputOf(values));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  const test = async () => {
    const values = await form.validateFields(['ssoKey', 'type']);
    setTested('testing');
    try {
      // The form's own fields only: the record it was opened with carries more (hasClientSecret…), which the server refuses.
      setTested(await api.test(inputOf({ ...form.getFieldsValue(), ...values })));
    } catch {
      setTested(undefined);
    }
  };

  const required = { required: true, message: t('console.required') };
  const url = [{ max: 500 }, { pattern: /^https?:\/\/\S+$/, message: t('console.menu.urlPattern') }];
  const initialValues = config
    ? { ssoKey: config.ssoKey, type: config.type, tenantCode: config.tenantCode, displayName: config.displayName ?? {}, cas: config.cas, oauth2: { ...config.oauth2, clientSecret: '' } }
    : { type: 'oauth2', oauth2: { scope: 'openid profile' } };
  return (
    <Modal open width={760} title={t(config ? 'ssoConsole.editTitle' : 'ssoConsole.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <Button data-testid="sso-form-test" loading={tested === 'testing'} onClick={() => void test().catch(() => undefined)}>{t('ssoConsole.test')}</Button>
          <CancelBtn />
          <OkBtn />
        </>
      )}>
      <Form<FormValues> form={form} name="ssoConfigForm" layout="vertical" initialValues={initialValues as FormValues}>
        <Row gutter={16}>
          <Col span={8}><Form.Item name="ssoKey" label={t('ssoConsole.ssoKey')} rules={[required, { max: 64 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input disabled={Boolean(config)} /></Form.Item></Col>
          <Col span={8}><Form.Item name="tenantCode" label={t('ssoConsole.tenantCode')} rules={config ? [] : [required, { max: 64 }]}><Input disabled={Boolean(config)} /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="type" label={t('ssoConsole.type')}>
              <Radio.Group options={[{ value: 'oauth2', label: 'OpenID' }, { value: 'cas', label: 'CAS' }]} />
            </Form.Item>
          </Col>
          {displayNameLanguages.map((language) => (
            <Col span={6} key={language}>
              <Form.Item name={['displayName', language]} label={`${t('ssoConsole.displayName')} · ${languageLabels[language]}`} rules={[{ max: 50 }]} extra={language === 'zh_CN' ? t('ssoConsole.displayNameHint') : undefined}><Input /></Form.Item>
            </Col>
          ))}
          {type === 'cas' ? (
            <>
              <Col span={12}><Form.Item name={['cas', 'url']} label={t('ssoConsole.casUrl')} rules={url}><Input placeholder="https://cas.example.com/cas" /></Form.Item></Col>
              <Col span={12}><Form.Item name={['cas', 'serviceUrl']} label={t('ssoConsole.serviceUrl')} rules={url}><Input /></Form.Item></Col>
              <Col span={12}><Form.Item name={['cas', 'loginName']} label={t('ssoConsole.loginName')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
              <Col span={12}><Form.Item name={['cas', 'logout']} label={t('ssoConsole.logout')} rules={url}><Input /></Form.Item></Col>
            </>
          ) : (
            <>
              <Col span={24}><Form.Item name={['oauth2', 'url']} label={t('ssoConsole.issuer')} rules={url}><Input placeholder="https://login.example.com/realms/wharf" /></Form.Item></Col>
              <Col span={12}><Form.Item name={['oauth2', 'clientId']} label={t('ssoConsole.clientId')} rules={[{ max: 200 }]}><Input /></Form.Item></Col>
              <Col span={12}>
                <Form.Item name={['oauth2', 'clientSecret']} label={t('ssoConsole.clientSecret')} rules={[{ max: 1000 }]} extra={config?.oauth2.hasClientSecret ? t('ssoConsole.clientSecretKept') : undefined}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col span={12}><Form.Item name={['oauth2', 'scope']} label={t('ssoConsole.scope')} rules={[{ max: 500 }]}><Input /></Form.Item></Col>
              <Col span={12}><Form.Item name={['oauth2', 'usernameClaim']} label={t('ssoConsole.usernameClaim')} rules={[{ max: 100 }]}><Input placeholder="preferred_username" /></Form.Item></Col>
              <Col span={12}><Form.Item name={['oauth2', 'redirectUri']} label={t('ssoConsole.redirectUri')} rules={url}><Input /></Form.Item></Col>
              <Col span={12}><Form.Item name={['oauth2', 'logout']} label={t('ssoConsole.logout')} rules={url}><Input /></Form.Item></Col>
            </>
          )}
        </Row>
      </Form>
      {tested === 'testing' && <Alert type="info" showIcon title={t('ssoConsole.testing')} />}
      {tested && tested !== 'testing' && <Alert type={tested.ok ? 'success' : 'error'} showIcon title={tested.message} data-testid="sso-form-test-result" />}
    </Modal>
  );
}
