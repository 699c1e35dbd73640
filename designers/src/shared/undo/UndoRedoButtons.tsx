import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The toolbar's undo and redo buttons (the keys are `useUndoKeys`). */
export function UndoRedoButtons({ history, isReadOnly = false }: { history: { canUndo: boolean; canRedo: boolean; undo(): void; redo(): void }; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Tooltip title={t('designer.unsaved.undo')}>
        <Button icon={<UndoOutlined />} aria-label={t('designer.unsaved.undo')} data-testid="designer-undo" disabled={isReadOnly || !history.canUndo} onClick={history.undo} />
      </Tooltip>
      <Tooltip title={t('designer.unsaved.redo')}>
        <Button icon={<RedoOutlined />} aria-label={t('designer.unsaved.redo')} data-testid="designer-redo" disabled={isReadOnly || !history.canRedo} onClick={history.redo} />
      </Tooltip>
    </Space.Compact>
  );
}
