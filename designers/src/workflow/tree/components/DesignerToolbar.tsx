import { RedoOutlined, SaveOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TreeToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  isDirty: boolean;
  isSaving: boolean;
  blockingCount: number;
  issueCount: number;
  isReadOnly?: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onProcess(): void;
}

/** Undo, redo, the process settings, the count of problems, and save (blocked while the definition is invalid). */
export function DesignerToolbar(props: TreeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ padding: 8, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
      <Tooltip title="Ctrl+Z">
        <Button aria-label={t('designer.workflow.toolbar.undo')} icon={<UndoOutlined />} disabled={!props.canUndo || props.isReadOnly} onClick={props.onUndo} />
      </Tooltip>
      <Tooltip title="Ctrl+Shift+Z / Ctrl+Y">
        <Button aria-label={t('designer.workflow.toolbar.redo')} icon={<RedoOutlined />} disabled={!props.canRedo || props.isReadOnly} onClick={props.onRedo} />
      </Tooltip>
      <Button icon={<SettingOutlined />} onClick={props.onProcess}>
        {t('designer.workflow.toolbar.process')}
      </Button>
      {props.issueCount > 0 ? (
        <Badge count={props.issueCount} size="small">
          <Tag color="error">{t('designer.workflow.toolbar.issues', { count: props.issueCount })}</Tag>
        </Badge>
      ) : (
        <Tag color="success">{t('designer.workflow.toolbar.noIssues')}</Tag>
      )}
      {props.isDirty ? <Tag color="warning">{t('designer.workflow.toolbar.unsaved')}</Tag> : null}
      {!props.isReadOnly ? (
        <Tooltip title={props.blockingCount > 0 ? t('designer.workflow.toolbar.saveBlocked') : undefined}>
          <Button type="primary" icon={<SaveOutlined />} loading={props.isSaving} disabled={props.blockingCount > 0 || !props.isDirty} onClick={props.onSave}>
            {t('designer.workflow.toolbar.save')}
          </Button>
        </Tooltip>
      ) : null}
    </Space>
  );
}
