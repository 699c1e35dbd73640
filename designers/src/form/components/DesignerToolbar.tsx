import { EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import type { FormDefinition } from '@wharf/schemas';
import { Button, Divider, Segmented, Space, Tooltip } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsButton } from '../../translations/TranslationsButton';
import { setRowCount } from '../model/formEdits';
import type { Device } from '../model/layoutAreas';
import { useDesigner, useDesignerContext } from './designerContext';

export type DialogName = 'preview' | 'check' | 'compare' | 'templates' | 'saveTemplate';

interface DesignerToolbarProps {
  busy: boolean;
  canCompare: boolean;
  canSaveDraft: boolean;
  canPublish: boolean;
  onOpen(dialog: DialogName): void;
  onSaveDraft(): void;
  onPublish(): void;
}

/** Undo/redo, device and row-count options, preview, check, versions, templates, translations, save and publish. */
export function DesignerToolbar({ busy, canCompare, canSaveDraft, canPublish, onOpen, onSaveDraft, onPublish }: DesignerToolbarProps) {
  const { t } = useTranslation();
  const { store, readOnly } = useDesignerContext();
  const canUndo = useDesigner((state) => state.past.length > 0);
  const canRedo = useDesigner((state) => state.future.length > 0);
  const device = useDesigner((state) => state.device);
  const rowCount = useDesigner((state) => state.definition.layout?.pc?.rowCount ?? 2);
  const definition = useDesigner((state) => state.definition);
  const translate = useCallback((edit: (form: FormDefinition) => FormDefinition, coalesce: string) => store.getState().apply(edit, undefined, { coalesce }), [store]);
  return (
    <Space wrap size={4} role="toolbar" aria-label={t('designer.form.toolbar.label')}>
      <Tooltip title={`${t('designer.form.toolbar.undo')} (Ctrl+Z)`}>
        <Button icon={<UndoOutlined />} aria-label={t('designer.form.toolbar.undo')} disabled={readOnly || !canUndo} onClick={() => store.getState().undo()} />
      </Tooltip>
      <Tooltip title={`${t('designer.form.toolbar.redo')} (Ctrl+Shift+Z)`}>
        <Button icon={<RedoOutlined />} aria-label={t('designer.form.toolbar.redo')} disabled={readOnly || !canRedo} onClick={() => store.getState().redo()} />
      </Tooltip>
      <Divider orientation="vertical" />
      <Segmented
        aria-label={t('designer.form.toolbar.device')}
        value={device}
        onChange={(value) => store.getState().setDevice(value as Device)}
        options={[
          { value: 'pc', label: t('designer.form.toolbar.pc') },
          { value: 'mobile', label: t('designer.form.toolbar.mobile') },
        ]}
      />
      <Segmented
        aria-label={t('designer.form.toolbar.rowCount')}
        value={rowCount}
        disabled={readOnly}
        onChange={(value) => store.getState().apply((form) => setRowCount(form, value as 2 | 3 | 4))}
        options={[2, 3, 4].map((count) => ({ value: count, label: t('designer.form.toolbar.perRow', { count }) }))}
      />
      <Divider orientation="vertical" />
      <Button icon={<EyeOutlined />} onClick={() => onOpen('preview')}>
        {t('designer.form.toolbar.preview')}
      </Button>
      <Button onClick={() => onOpen('check')}>{t('designer.form.toolbar.check')}</Button>
      <Button disabled={!canCompare} onClick={() => onOpen('compare')}>
        {t('designer.form.toolbar.compare')}
      </Button>
      <Button disabled={readOnly} onClick={() => onOpen('templates')}>
        {t('designer.form.toolbar.fromTemplate')}
      </Button>
      <Button onClick={() => onOpen('saveTemplate')}>{t('designer.form.toolbar.saveTemplate')}</Button>
      <TranslationsButton kind="form" definition={definition} onEdit={translate} isReadOnly={readOnly} />
      <Divider orientation="vertical" />
      {canSaveDraft && (
        <Button disabled={readOnly || busy} onClick={onSaveDraft}>
          {t('designer.form.toolbar.saveDraft')}
        </Button>
      )}
      {canPublish && (
        <Button type="primary" disabled={readOnly || busy} onClick={onPublish}>
          {t('designer.form.toolbar.publish')}
        </Button>
      )}
    </Space>
  );
}
