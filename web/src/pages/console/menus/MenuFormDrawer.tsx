import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Drawer, Form, Input, InputNumber, Radio, Row, Space, Switch, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuInput, MenuNode, MenuRecord } from '../api/menusApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { menuTitle } from './menuTitle';

/** What the drawer opens on: a menu to edit, or a new one (under `parent` when given). */
export interface MenuDraft {
  menu?: MenuRecord;
  parent?: MenuRecord;
}

type MenuTreeOption = { value: string; title: string; children?: MenuTreeOption[] };

function parentOptions(nodes: readonly MenuNode[], language: string, exceptId?: string): MenuTreeOption[] {
  return nodes
    .filter((node) => node.menuType !== '2' && node.id !== exceptId)
    .map((node) => ({ value: node.id, title: menuTitle(node, language), ...(node.children ? { children: parentOptions(node.children, language, exceptId) } : {}) }));
}

const blankMenu = (parent?: MenuRecord): MenuInput => ({
  parentId: parent?.id ?? null, name: '', menuCode: '', menuType: parent ? '1' : '0', path: null, component: null, url: null, perms: null, permsType: '1', sortNo: 0, icon: null,
  hidden: false, keepAlive: false, back: parent?.back ?? '1', visitorAccess: false, defaultShortcut: false, status: '0', titles: {}, componentProps: [],
});

/** Adds or edits a menu or button (platform operator): code ≤ 100 and unique, titles in the four languages. */
export function MenuFormDrawer({ draft, tree, onClose, onSaved }: { draft: MenuDraft; tree: readonly MenuNode[]; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t, i18n } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<MenuInput>();
  const [isSaving, setIsSaving] = useState(false);
  const { id: editingId, ...initial } = draft.menu ?? { id: undefined, ...blankMenu(draft.parent) };
  const menuType = Form.useWatch('menuType', form) ?? initial.menuType;

  const save = async () => {
    const values = await form.validateFields();
    const blankToNull = (value: string | null | undefined) => (value ? value : null);
    const input: MenuInput = { ...initial, ...values, parentId: values.parentId ?? null, path: blankToNull(values.path), component: blankToNull(values.component), url: blankToNull(values.url), perms: blankToNull(values.perms), icon: blankToNull(values.icon), componentProps: values.componentProps ?? [] };
    setIsSaving(true);
    const isDone = await run(async () => {
      try {
        await (editingId ? api.menus.edit(editingId, input) : api.menus.add(input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    setIsSaving(false);
    if (isDone) onSaved();
  };

  const checkCode = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return;
      const check = await api.menus.checkCode(value, editingId);
      if (!check.isFree) throw new Error(check.message);
    },
  };
  const titleLabel = (lang: string) => `${t('console.menu.title')} (${lang})`;

  return (
    <Drawer open size="large" title={t(editingId ? 'console.menu.editTitle' : 'console.menu.addTitle')} onClose={onClose} destroyOnHidden
      extra={<Button type="primary" loading={isSaving} data-testid="save-menu" onClick={() => void save().catch(() => undefined)}>{t('common.save')}</Button>}>
      <Form<MenuInput> form={form} name="menuForm" layout="vertical" initialValues={initial}>
        <Form.Item name="menuType" label={t('console.menu.menuType')}>
          <Radio.Group options={(['0', '1', '2'] as const).map((type) => ({ value: type, label: t(`console.menu.type.${type}`) }))} />
        </Form.Item>
        <Form.Item name="parentId" label={t('console.menu.parent')} rules={[{ required: menuType !== '0', message: t('console.required') }]}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={parentOptions(tree, i18n.language, editingId)} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}><Form.Item name="name" label={t('console.menu.name')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item></Col>
          <Col span={12}>
            <Form.Item name="menuCode" label={t('console.menu.menuCode')} validateDebounce={400} rules={[{ required: true, message: t('console.required') }, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }, checkCode]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}><Form.Item name={['titles', 'zhCn']} label={titleLabel('简体中文')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name={['titles', 'enUs']} label={titleLabel('English')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name={['titles', 'thTh']} label={titleLabel('ไทย')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name={['titles', 'zhTw']} label={titleLabel('繁體中文')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
        </Row>
        {menuType === '2' ? (
          <Row gutter={16}>
            <Col span={12}><Form.Item name="perms" label={t('console.menu.perms')} extra={t('console.menu.permsHint')} rules={[{ max: 255 }, { pattern: /^[A-Za-z0-9_:.-]*$/, message: t('console.menu.permsPattern') }]}><Input placeholder="pageCode:permission" /></Form.Item></Col>
            <Col span={12}>
              <Form.Item name="permsType" label={t('console.menu.permsType')}>
                <Radio.Group options={[{ value: '1', label: t('console.menu.permsType1') }, { value: '2', label: t('console.menu.permsType2') }]} />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <Row gutter={16}>
            <Col span={12}><Form.Item name="path" label={t('console.menu.path')} rules={[{ max: 255 }]}><Input placeholder="/system/example" /></Form.Item></Col>
            <Col span={12}><Form.Item name="component" label={t('console.menu.component')} rules={[{ max: 255 }]}><Input placeholder="system/ExampleList" /></Form.Item></Col>
            <Col span={12}><Form.Item name="url" label={t('console.menu.url')} rules={[{ max: 500 }, { pattern: /^(https?:\/\/\S*|\/\S*)?$/, message: t('console.menu.urlPattern') }]}><Input /></Form.Item></Col>
            <Col span={12}><Form.Item name="icon" label={t('console.menu.icon')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
          </Row>
        )}
        <Row gutter={16}>
          <Col span={8}><Form.Item name="sortNo" label={t('console.menu.sortNo')}><InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="back" label={t('console.menu.back')}>
              <Radio.Group options={[{ value: '1', label: t('console.menu.backConsole') }, { value: '0', label: t('console.menu.backFront') }]} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="status" label={t('console.status')}>
              <Radio.Group options={[{ value: '0', label: t('console.enabled') }, { value: '1', label: t('console.disabled') }]} />
            </Form.Item>
          </Col>
        </Row>
        {menuType !== '2' && (
          <>
            <Space wrap size="large">
              <Form.Item name="hidden" label={t('console.menu.hidden')} valuePropName="checked"><Switch /></Form.Item>
              <Form.Item name="keepAlive" label={t('console.menu.keepAlive')} valuePropName="checked"><Switch /></Form.Item>
              <Form.Item name="visitorAccess" label={t('console.menu.visitorAccess')} valuePropName="checked"><Switch /></Form.Item>
              <Form.Item name="defaultShortcut" label={t('console.menu.defaultShortcut')} valuePropName="checked"><Switch /></Form.Item>
            </Space>
            <Form.Item label={t('console.menu.componentProps')}>
              <Form.List name="componentProps">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field) => (
                      <Space key={field.key} align="baseline">
                        <Form.Item name={[field.name, 'label']} messageVariables={{ label: t('console.menu.propName') }} rules={[{ required: true, message: t('console.required') }, { max: 100 }]}><Input placeholder={t('console.menu.propName')} /></Form.Item>
                        <Form.Item name={[field.name, 'value']} rules={[{ max: 500 }]}><Input placeholder={t('console.menu.propValue')} /></Form.Item>
                        <MinusCircleOutlined onClick={() => remove(field.name)} />
                      </Space>
                    ))}
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: '', value: '' })}>{t('console.menu.addProp')}</Button>
                  </>
                )}
              </Form.List>
            </Form.Item>
          </>
        )}
      </Form>
    </Drawer>
  );
}
