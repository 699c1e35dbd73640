import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/ServicesContext';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { FormRecordEditor, type RecordMode } from './FormRecordEditor';
import { useEformApi } from './useEform';

const modes: readonly RecordMode[] = ['add', 'edit', 'view'];

/**
 * The form-add-tab menu page (spec §2: the last path segment is the form code): a new record of
 * the published form; once saved, the same tab edits that record (`?id=…&mode=edit`, so a reload
 * reopens it). The menu's componentProps colCode/queryValue pre-fill the new record.
 */
export function FormAddTabPage({ resolved }: MenuPageProps) {
  useEformApi();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // A visitor may submit but not read records back, so the page stays ready for the next one.
  const isVisitor = useSession((state) => state.isVisitor);
  const id = search.get('id') ?? undefined;
  const requested = search.get('mode') as RecordMode | null;
  const mode: RecordMode = id && requested && modes.includes(requested) ? requested : id ? 'edit' : 'add';
  const initialData = useMemo(() => {
    const { colCode, queryValue } = resolved.query ?? {};
    return colCode ? { [colCode]: queryValue } : undefined;
  }, [resolved.query]);

  return (
    <div data-testid="form-add-tab">
      {mode !== 'add' && (
        <Space style={{ marginBottom: 8 }}>
          <Button icon={<PlusOutlined />} data-testid="form-new-record" onClick={() => setSearch({})}>
            {t('eform.record.new')}
          </Button>
        </Space>
      )}
      <FormRecordEditor formCode={resolved.code ?? ''} mode={mode} id={id} initialData={initialData} onSaved={(savedId) => mode === 'add' && !isVisitor && setSearch({ id: savedId, mode: 'edit' })} />
    </div>
  );
}
