import type { ViewButton } from '@wharf/schemas';
import { Drawer, Modal } from 'antd';
import type { ReactNode } from 'react';
import { dialogWidths } from '../FormDialog';
import type { LoadedView } from '../loadedView';

/** A view an openView button opened: the published view, its filters from the button's out-parameters, how it is shown. */
export interface LinkedView {
  viewCode: string;
  view: LoadedView;
  /** The out-parameters (parameterKey → the selected row's value), sent as the linked list's fixed filters. */
  fixedQuery: Record<string, string>;
  title: string;
  dialogSize: NonNullable<ViewButton['dialogSize']>;
}

/** The linked view's list in the button's dialog size (spec §3 dialogSize), a drawer for 'drawer'. */
export function LinkedViewDialog({ linked, onClose, children }: { linked: LinkedView; onClose(): void; children: ReactNode }) {
  const body = <div data-testid="linked-view" data-view-code={linked.viewCode}>{children}</div>;
  if (linked.dialogSize === 'drawer') {
    return <Drawer open size="large" title={linked.title} destroyOnHidden onClose={onClose}>{body}</Drawer>;
  }
  return (
    <Modal open width={dialogWidths[linked.dialogSize] ?? dialogWidths.default} title={linked.title} footer={null} destroyOnHidden onCancel={onClose}>
      {body}
    </Modal>
  );
}
