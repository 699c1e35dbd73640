import { BranchesOutlined, PlusOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsertKind } from '../model/treeEdits';
import { headerColours } from './boxStyles';

const kinds: ReadonlyArray<{ kind: InsertKind; icon: React.ReactNode }> = [
  { kind: 'approval', icon: <UserOutlined style={{ color: headerColours.approval }} /> },
  { kind: 'cc', icon: <SendOutlined style={{ color: headerColours.cc }} /> },
  { kind: 'condition', icon: <BranchesOutlined style={{ color: headerColours.condition }} /> },
];

/** The "+" between two nodes: offers an approval node, a cc node or a condition group for this place. */
export function InsertButton(props: { label: string; isReadOnly?: boolean; onInsert(kind: InsertKind): void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  if (props.isReadOnly) return null;
  const menu = (
    <Space>
      {kinds.map(({ kind, icon }) => (
        <Button
          key={kind}
          data-insert-kind={kind}
          icon={icon}
          onClick={() => {
            setOpen(false);
            props.onInsert(kind);
          }}
        >
          {t(`designer.workflow.insert.${kind}`)}
        </Button>
      ))}
    </Space>
  );
  return (
    <Popover content={menu} trigger="click" open={isOpen} onOpenChange={setOpen} placement="right">
      <Button type="primary" shape="circle" size="small" aria-label={props.label} icon={<PlusOutlined />} />
    </Popover>
  );
}
