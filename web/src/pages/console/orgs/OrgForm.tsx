import { Button, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../components/Permitted';
import type { OrgInput, OrgNode } from '../api/orgsApi';
import { orgTreeData } from '../orgTreeData';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';

/** The node being edited, or a new one under `parentId` (null: a new root). */
export interface OrgDraft {
  org?: OrgNode;
  parentId: string | null;
}

const blankOrg = (parentId: string | null): OrgInput => ({
  parentId, orgName: '', orgCode: '', orgType: parentId ? 'department' : 'organization', orgOrder: 0, compCode: null, socialCreditCode: null,
  ipWhitelist: [], passwordExpiryDays: null, passwordAlertDays: null, lockUserFailures: null, passwordBlacklist: [], multipleLogin: 'default',
});

const nullIfBlank = (value: string | null | undefined) => (value ? value : null);

/** An organisation's details and login policies. */
export function OrgForm({ draft, tree, onSaved }: { draft: OrgDraft; tree: readonly OrgNode[]; onSaved(org: OrgNode): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<OrgInput>();
  const [isSaving, setIsSaving] = useState(false);
  const initial: OrgInput = draft.org ? { ...draft.org, ipWhitelist: draft.org.ipWhitelist ?? [], passwordBlacklist: draft.org.passwordBlacklist ?? [] } : blankOrg(draft.parentId);

  const save = async () => {
    const values = await form.validateFields();
    const input: OrgInput = {
      ...values,
      parentId: values.parentId ?? null,
      orgOrder: values.orgOrder ?? 0,
      compCode: nullIfBlank(values.compCode),
      socialCreditCode: nullIfBlank(values.socialCreditCode),
      passwordExpiryDays: values.passwordExpiryDays ?? null,
      passwordAlertDays: values.passwordAlertDays ?? null,
      lockUserFailures: values.lockUserFailures ?? null,
    };
    setIsSaving(true);
    let saved: OrgNode | undefined;
    await run(async () => {
      try {
        saved = await (draft.org ? api.orgs.edit(draft.org.id, input) : api.orgs.add(input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    setIsSaving(false);
    if (saved) onSaved(saved);
  };

  const days = <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />;
  return (
    <Form<OrgInput> form={form} name="orgForm" layout="vertical" initialValues={initial}>
      <Row gutter={16}>
        <Col span={12}><Form.Item name="orgName" label={t('console.org.orgName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item></Col>
        <Col span={12}><Form.Item name="orgCode" label={t('console.org.orgCode')} rules={[{ required: true, message: t('console.required') }, { max: 64 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input /></Form.Item></Col>
        <Col span={12}>
          <Form.Item name="orgType" label={t('console.org.orgType')}>
            <Radio.Group options={[{ value: 'organization', label: t('console.org.type.organization') }, { value: 'department', label: t('console.org.type.department') }]} />
          </Form.Item>
        </Col>
        <Col span={12}><Form.Item name="orgOrder" label={t('console.org.orgOrder')}><InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
        <Col span={24}>
          <Form.Item name="parentId" label={t('console.org.parent')}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={orgTreeData(tree)} placeholder={t('console.org.noParent')} />
          </Form.Item>
        </Col>
        <Col span={12}><Form.Item name="compCode" label={t('console.org.compCode')} rules={[{ pattern: /^[0-9A-Za-z]{10}$/, message: t('console.org.compCodePattern') }]}><Input maxLength={10} /></Form.Item></Col>
        <Col span={12}><Form.Item name="socialCreditCode" label={t('console.org.socialCreditCode')} rules={[{ pattern: /^[0-9A-HJ-NPQRTUWXY]{18}$/, message: t('console.org.socialCreditCodePattern') }]}><Input maxLength={18} /></Form.Item></Col>
      </Row>
      <Divider titlePlacement="start">{t('console.org.policies')}</Divider>
      <Row gutter={16}>
        <Col span={24}><Form.Item name="ipWhitelist" label={t('console.org.ipWhitelist')} extra={t('console.org.ipWhitelistHint')}><Select mode="tags" tokenSeparators={[',', ' ']} open={false} /></Form.Item></Col>
        <Col span={8}><Form.Item name="passwordExpiryDays" label={t('console.org.passwordExpiryDays')}>{days}</Form.Item></Col>
        <Col span={8}><Form.Item name="passwordAlertDays" label={t('console.org.passwordAlertDays')}>{days}</Form.Item></Col>
        <Col span={8}><Form.Item name="lockUserFailures" label={t('console.org.lockUserFailures')}><InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
        <Col span={24}><Form.Item name="passwordBlacklist" label={t('console.org.passwordBlacklist')}><Select mode="tags" tokenSeparators={[',']} open={false} /></Form.Item></Col>
        <Col span={24}>
          <Form.Item name="multipleLogin" label={t('console.org.multipleLogin')}>
            <Radio.Group options={(['default', 'prohibit', 'allow'] as const).map((value) => ({ value, label: t(`console.org.multiple.${value}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Permitted action="orgDept:edit">
        <Button type="primary" loading={isSaving} data-testid="save-org" onClick={() => void save().catch(() => undefined)}>{t('common.save')}</Button>
      </Permitted>
    </Form>
  );
}
