import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, Modal, Select, Space, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/ServicesContext';
import { Permitted } from '../../../components/Permitted';
import { uiCatalogues } from '../../../i18n/catalogues';
import { eformPageTexts } from '../../../i18n/catalogues/eformPages';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { applyRemoteLocales } from '../../../i18n/i18n';
import { appLanguages, type AppLanguage } from '../../../i18n/languages';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { useLocalPagination } from '../usePagedList';

interface LocaleRow {
  key: string;
  text: string;
}

/** Every key the app's own catalogues know, offered when a tenant words a new one. */
function knownKeys(lang: AppLanguage): string[] {
  return Object.keys({ ...uiCatalogues[lang], ...eformPageTexts[lang], ...consolePageTexts[lang] }).sort();
}

/**
 * The interface-text page of the console (`system/LocaleManager`): the tenant's own wording of the
 * app's texts, per language. A new wording shows at once on this screen, other users get it at
 * their next sign-in or language change. (No built-in-text column: the app's i18n instance is
 * built on the catalogue objects themselves, so once a tenant's wording is laid over them the
 * original text is gone from memory; a removed wording shows again after a reload.)
 */
export function LocaleManagerPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const services = useServices();
  const { t, i18n } = useTranslation();
  const { run, confirm, modalHolder } = useActions();
  const pagination = useLocalPagination();
  const [lang, setLang] = useState<AppLanguage>((appLanguages as readonly string[]).includes(i18n.language) ? (i18n.language as AppLanguage) : 'zh_CN');
  const [entries, setEntries] = useState<Record<string, string>>({});
  const [isLoading, setIsLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<LocaleRow | 'new'>();

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      setEntries(await api.locales.get(lang));
    } catch {
      setEntries({});
    } finally {
      setIsLoading(false);
    }
  }, [api, lang]);
  useEffect(() => {
    void load();
  }, [load]);

  const rows = useMemo<LocaleRow[]>(() => {
    const needle = keyword.trim().toLowerCase();
    return Object.entries(entries)
      .map(([key, text]) => ({ key, text }))
      .filter((row) => !needle || `${row.key} ${row.text}`.toLowerCase().includes(needle))
      .sort((a, b) => a.key.localeCompare(b.key));
  }, [entries, keyword]);

  /** Saves, then shows the change on this screen straight away. */
  const save = async (changes: Record<string, string | null>) => {
    const isDone = await run(() => api.locales.save(lang, changes));
    if (!isDone) return false;
    const shown = Object.fromEntries(Object.entries(changes).filter((entry): entry is [string, string] => entry[1] !== null));
    applyRemoteLocales(services.i18n, lang, shown);
    await load();
    return true;
  };

  const columns: TableColumnsType<LocaleRow> = [
    { title: t('console.locale.key'), dataIndex: 'key', key: 'key' },
    { title: t('console.locale.text'), dataIndex: 'text', key: 'text' },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Permitted action="systemLocale:edit">
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>{t('console.edit')}</Button>
            <Button type="link" size="small" danger onClick={() => confirm(t('console.locale.confirmReset', { key: row.key }), () => save({ [row.key]: null }))}>{t('console.locale.reset')}</Button>
          </Space>
        </Permitted>
      ),
    },
  ];

  return (
    <div data-testid="console-locale-manager">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Select value={lang} style={{ width: 160 }} onChange={setLang} options={appLanguages.map((value) => ({ value, label: t(`language.${value}`) }))} />
        <Input.Search allowClear placeholder={t('console.locale.search')} onSearch={setKeyword} style={{ width: 240 }} />
        <Permitted action="systemLocale:edit">
          <Button type="primary" icon={<PlusOutlined />} data-testid="add-locale" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        </Permitted>
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<LocaleRow> rowKey="key" size="small" loading={isLoading} columns={columns} dataSource={rows} pagination={pagination} />
      {editing && <LocaleEntryModal lang={lang} row={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSave={async (key, text) => { if (await save({ [key]: text })) setEditing(undefined); }} />}
    </div>
  );
}

function LocaleEntryModal({ lang, row, onClose, onSave }: { lang: AppLanguage; row?: LocaleRow; onClose(): void; onSave(key: string, text: string): Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ key: string; text: string }>();
  const key = Form.useWatch('key', form) ?? row?.key ?? '';
  const [search, setSearch] = useState('');
  const keyOptions = useMemo(() => {
    const needle = search.toLowerCase();
    const all = knownKeys(lang);
    return (needle ? all.filter((candidate) => candidate.toLowerCase().includes(needle)) : all).slice(0, 50).map((value) => ({ value }));
  }, [lang, search]);
  // What the screen shows for the key now (for a key not yet worded by the tenant: the app's own text).
  const current = key ? i18n.getResource(lang, 'translation', key) : undefined;
  const submit = async () => {
    const values = await form.validateFields();
    await onSave(values.key, values.text);
  };
  return (
    <Modal open title={t(row ? 'console.locale.editTitle' : 'console.locale.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="localeEntry" layout="vertical" initialValues={row ? { key: row.key, text: row.text } : {}}>
        <Form.Item name="key" label={t('console.locale.key')} rules={[{ required: true, message: t('console.required') }, { pattern: /^[A-Za-z0-9_.:-]{1,200}$/, message: t('console.locale.keyPattern') }]}>
          <AutoComplete disabled={Boolean(row)} options={keyOptions} onSearch={setSearch} />
        </Form.Item>
        {!row && <Form.Item label={t('console.locale.current')}><Input value={typeof current === 'string' ? current : ''} disabled /></Form.Item>}
        <Form.Item name="text" label={t('console.locale.text')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 2000 }]}><Input.TextArea rows={3} /></Form.Item>
      </Form>
    </Modal>
  );
}
