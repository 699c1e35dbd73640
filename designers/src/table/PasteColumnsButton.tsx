import { SnippetsOutlined } from '@ant-design/icons';
import type { TableColumn } from '@wharf/schemas';
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pastedColumns } from './pastedColumns';

/**
 * "Paste columns": a box for lines copied from a spreadsheet (code, name, type, length, decimals,
 * NOT NULL, dictionary — the grid's order), so a table's columns are one paste rather than a row
 * of entries each (issue 18 §2: the 8-column app in few actions).
 */
export function PasteColumnsButton({ isDisabled, onPaste }: { isDisabled: boolean; onPaste(columns: TableColumn[]): void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const columns = pastedColumns(text);
  return (
    <>
      <Button icon={<SnippetsOutlined />} disabled={isDisabled} data-testid="paste-columns" onClick={() => setIsOpen(true)}>
        {t('designer.table.pasteColumns')}
      </Button>
      <Modal
        open={isOpen}
        title={t('designer.table.pasteColumns')}
        okText={t('designer.table.pasteApply', { count: columns.length })}
        okButtonProps={{ disabled: columns.length === 0 }}
        onOk={() => {
          onPaste(columns);
          setText('');
          setIsOpen(false);
        }}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('designer.table.pasteHint')}</Typography.Paragraph>
        <Input.TextArea rows={10} value={text} aria-label={t('designer.table.pasteColumns')} data-testid="paste-columns-text" onChange={(event) => setText(event.target.value)} />
      </Modal>
    </>
  );
}
