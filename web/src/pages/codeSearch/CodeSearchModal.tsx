import { CodeEditor } from '@wharf/designers';
import { Alert, Button, Empty, Form, Input, List, Modal, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { notifier } from '../../http/notifier';
import { ensureDownloadTexts } from '../downloads/useDownloadTexts';
import { codeGroups, createCodeSearchApi, type CodeGroup, type CodeHit, type CodeSearchFilters } from './codeSearchApi';
import { toastFailure } from '../../http/failureToast';

export interface CodeSearchModalProps {
  isOpen: boolean;
  onClose(): void;
}

const sqlGroups = new Set<CodeGroup>(['sqlQuery', 'viewReport']);
const hitKey = (hit: CodeHit) => `${hit.group}:${hit.id}:${hit.colName}`;

/**
 * The developer code search (spec §4): search the tenant's scripts and SQL by code text, record code,
 * name and kind; read a hit in the code editor, and save it only when `allowEditScript` says so
 * (otherwise the editor is read-only with a tip). A definition's edit becomes a new draft version.
 */
export function CodeSearchModal({ isOpen, onClose }: CodeSearchModalProps) {
  const services = useServices();
  ensureDownloadTexts(services.i18n);
  const { t } = useTranslation();
  const api = useMemo(() => createCodeSearchApi(services.http), [services.http]);
  const [hits, setHits] = useState<CodeHit[]>([]);
  const [selected, setSelected] = useState<CodeHit>();
  const [draft, setDraft] = useState('');
  const [canEdit, setCanEdit] = useState(false);
  const [isSearching, setIsSearching] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    api.allowEditScript().then((allowed) => isCurrent && setCanEdit(allowed === true), () => isCurrent && setCanEdit(false));
    return () => {
      isCurrent = false;
    };
  }, [api, isOpen]);

  const search = async (filters: CodeSearchFilters) => {
    setIsSearching(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(filters).filter(([, value]) => typeof value === 'string' && value.trim() !== '').map(([name, value]) => [name, (value as string).trim()]));
      const found = await api.search(trimmed);
      setHits(found);
      setSelected(undefined);
    } catch (error) {
      toastFailure('warning', error);
    } finally {
      setIsSearching(false);
    }
  };
  const choose = (hit: CodeHit) => {
    setSelected(hit);
    setDraft(hit.script);
  };
  const save = async () => {
    if (!selected) return;
    setIsSaving(true);
    try {
      await api.update(selected, draft);
      const saved = { ...selected, script: draft };
      setHits((current) => current.map((hit) => (hitKey(hit) === hitKey(selected) ? saved : hit)));
      setSelected(saved);
      notifier().toast('success', t('codeSearch.saved'));
    } catch (error) {
      toastFailure('warning', error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal open={isOpen} onCancel={onClose} footer={null} width={1100} title={t('codeSearch.title')} destroyOnHidden data-testid="code-search">
      <Form layout="inline" onFinish={(values: CodeSearchFilters) => void search(values)} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="key" label={t('codeSearch.key')}><Input allowClear data-testid="code-search-key" /></Form.Item>
        <Form.Item name="code" label={t('codeSearch.code')}><Input allowClear data-testid="code-search-code" /></Form.Item>
        <Form.Item name="name" label={t('codeSearch.name')}><Input allowClear data-testid="code-search-name" /></Form.Item>
        <Form.Item name="group" label={t('codeSearch.group')}>
          <Select allowClear style={{ width: 170 }} placeholder={t('codeSearch.allGroups')} options={codeGroups.map((group) => ({ value: group, label: t(`codeSearch.group.${group}`) }))} data-testid="code-search-group" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isSearching} data-testid="code-search-submit">{t('codeSearch.search')}</Button>
      </Form>
      <div style={{ display: 'flex', gap: 12, minHeight: 420 }}>
        <List<CodeHit>
          style={{ width: 360, maxHeight: 480, overflow: 'auto' }}
          bordered
          size="small"
          dataSource={hits}
          locale={{ emptyText: <Empty description={t('codeSearch.noHits')} /> }}
          renderItem={(hit) => (
            <List.Item key={hitKey(hit)} onClick={() => choose(hit)} style={{ cursor: 'pointer', background: selected && hitKey(selected) === hitKey(hit) ? 'rgba(24,144,255,0.08)' : undefined }} data-testid="code-hit">
              <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                <Space size={4}><Tag>{t(`codeSearch.group.${hit.group}`)}</Tag><Typography.Text strong>{hit.code}</Typography.Text></Space>
                <Typography.Text type="secondary" ellipsis>{hit.name} · {hit.key}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          {selected ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              {canEdit ? null : <Alert type="info" showIcon title={t('codeSearch.readOnly')} data-testid="code-search-read-only" />}
              <CodeEditor value={draft} onChange={setDraft} language={sqlGroups.has(selected.group) ? 'sql' : 'javascript'} label={`${selected.code} ${selected.key}`} height={380} isReadOnly={!canEdit} />
              {canEdit ? <Button type="primary" loading={isSaving} disabled={draft === selected.script} onClick={() => void save()} data-testid="code-search-save">{t('codeSearch.save')}</Button> : null}
            </Space>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
