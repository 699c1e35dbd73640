import { Space } from 'antd';
import type { ReactNode } from 'react';
import { Permitted } from '../Permitted';

interface RowActionsProps {
  /** The button permission that shows the row's buttons (spec §6 element directive). */
  action: string;
  children: ReactNode;
}

/** A list row's changing buttons, shown only with `action`. */
export function RowActions({ action, children }: RowActionsProps) {
  return (
    <Permitted action={action}>
      {/* A row's own click may toggle its selection; these buttons do their own thing. */}
      <Space size={0} onClick={(event) => event.stopPropagation()}>
        {children}
      </Space>
    </Permitted>
  );
}
