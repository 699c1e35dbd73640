import { RedoOutlined, SaveOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import type { ValidationIssue } from '@wharf/engine';
import { Badge, Button, Popover, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TreeToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  isDirty: boolean;
  isSaving: boolean;
  blockingCount: number;
  issues: readonly ValidationIssue[];
  /** Shows where a problem is: selects the node its path names (or the process settings). */
  onShowIssue(issue: ValidationIssue): void;
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
      {props.issues.length > 0 ? (
        <Popover
          trigger="click"
          title={t('designer.workflow.toolbar.issues', { count: props.issues.length })}
          content={
            <ul style={{ margin: 0, paddingInlineStart: 16, maxWidth: 420, maxHeight: 320, overflow: 'auto' }}>
              {props.issues.map((issue) => (
                <li key={`${issue.path}|${issue.code}|${issue.message}`}>
                  <Button type="link" size="small" style={{ whiteSpace: 'normal', textAlign: 'start', height: 'auto', padding: 0 }} onClick={() => props.onShowIssue(issue)}>
                    {issue.message}
                  </Button>
                </li>
              ))}
            </ul>
          }
        >
          <Badge count={props.issues.length} size="small">
            <Button size="small" danger>
              {t('designer.workflow.toolbar.issues', { count: props.issues.length })}
            </Button>
          </Badge>
        </Popover>
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
