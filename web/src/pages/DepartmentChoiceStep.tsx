import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Form, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/ServicesContext';
import { notifier, toastDurations } from '../http/notifier';
import type { OpenedSession } from '../stores/sessionTypes';

/**
 * The login step for users in several departments (spec §7 login family): they choose the one to
 * work in; the choice is saved with the login's token, and only then is the session stored, so
 * the navigation guard takes the user on with the chosen department.
 */
export function DepartmentChoiceStep({ login }: { login: OpenedSession }) {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const [isSaving, setIsSaving] = useState(false);
  const departs = login.departs;
  const current = login.userInfo.orgId && departs.some((depart) => depart.orgId === login.userInfo.orgId) ? login.userInfo.orgId : departs[0]?.orgId;

  const onFinish = async ({ orgId }: { orgId: string }) => {
    setIsSaving(true);
    try {
      const envelope = await api.selectDepart(orgId, login.token);
      if (!envelope.success) notifier().toast('error', envelope.message || t('login.failed'), toastDurations.singleError);
      else session.getState().storeLogin({ ...login, userInfo: envelope.result });
    } catch {
      // The error catalogue already told the user what went wrong.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Form name="departmentChoice" layout="vertical" initialValues={{ orgId: current }} onFinish={(values: { orgId: string }) => void onFinish(values)} requiredMark={false}>
      <Form.Item name="orgId" label={<><ApartmentOutlined /> {t('login.chooseDepartment')}</>} rules={[{ required: true, message: t('login.chooseDepartment') }]}>
        <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={departs.map((depart) => ({ value: depart.orgId, label: `${depart.orgName} (${depart.orgCode})` }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSaving} data-testid="department-confirm">
        {t('login.enter')}
      </Button>
    </Form>
  );
}
