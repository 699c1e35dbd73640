import { ApartmentOutlined, DeleteOutlined, PlusOutlined, RedoOutlined, SaveOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { placeableNodeTypes } from '../model/nodeDefaults';
import type { WorkflowNodeType } from '../model/graphTypes';

export interface GraphToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  canRemove: boolean;
  isDirty: boolean;
  isSaving: boolean;
  issueCount: number;
  isSaveBlocked: boolean;
  isReadOnly: boolean;
  onAdd(type: WorkflowNodeType): void;
  onUndo(): void;
  onRedo(): void;
  onRemove(): void;
  onArrange(): void;
  onProcess(): void;
  onSave(): void;
}

/** Add a node, undo, redo, delete the selection, arrange, the process settings, the problem count and save. */
export function GraphToolbar(props: GraphToolbarProps) {
  const { t } = useTranslation();
  const editable = !props.isReadOnly;
  return (
    <Space wrap style={{ padding: 8, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
      {editable ? (
        <Space.Compact>
          {placeableNodeTypes.map((type) => (
            <Button key={type} icon={<PlusOutlined />} onClick={() => props.onAdd(type)}>
              {t(`designer.workflowGraph.nodeType.${type}`)}
            </Button>
          ))}
        </Space.Compact>
      ) : null}
      <Tooltip title="Ctrl+Z">
        <Button aria-label={t('designer.workflowGraph.undo')} icon={<UndoOutlined />} disabled={!props.canUndo || !editable} onClick={props.onUndo} />
      </Tooltip>
      <Tooltip title="Ctrl+Shift+Z / Ctrl+Y">
        <Button aria-label={t('designer.workflowGraph.redo')} icon={<RedoOutlined />} disabled={!props.canRedo || !editable} onClick={props.onRedo} />
      </Tooltip>
      <Tooltip title="Delete">
        <Button aria-label={t('designer.workflowGraph.remove')} icon={<DeleteOutlined />} disabled={!props.canRemove || !editable} onClick={props.onRemove} />
      </Tooltip>
      <Button icon={<ApartmentOutlined />} disabled={!editable} onClick={props.onArrange}>
        {t('designer.workflowGraph.arrange')}
      </Button>
      <Button icon={<SettingOutlined />} onClick={props.onProcess}>
        {t('designer.workflowGraph.process.title')}
      </Button>
      {props.issueCount > 0 ? <Tag color="error">{t('designer.workflowGraph.issues', { count: props.issueCount })}</Tag> : <Tag color="success">{t('designer.workflowGraph.noIssues')}</Tag>}
      {props.isDirty ? <Tag color="warning">{t('designer.workflowGraph.unsaved')}</Tag> : null}
      {editable ? (
        <Tooltip title={props.isSaveBlocked ? t('designer.workflowGraph.saveBlocked') : undefined}>
          <Button type="primary" icon={<SaveOutlined />} loading={props.isSaving} disabled={props.isSaveBlocked} onClick={props.onSave}>
            {t('designer.workflowGraph.save')}
          </Button>
        </Tooltip>
      ) : null}
    </Space>
  );
}
