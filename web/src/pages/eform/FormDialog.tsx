import type { OpenFormRequest } from '@wharf/renderer';
import { Drawer, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormRecordEditor } from './FormRecordEditor';

/** Widths of the view button's dialog sizes (spec §3 dialogSize). */
export const dialogWidths: Record<string, number | string> = { auto: 960, default: 960, full: '100%', large: 1200, middle: 880, small: 640, mini: 460 };

export interface FormDialogProps {
  request?: OpenFormRequest;
  /** The view's own form, when the button names none. */
  fallbackFormCode?: string;
  onClose(): void;
}

/**
 * A form opened by a view button (add, edit or view) in the button's dialog size, a drawer for
 * 'drawer'. After a save it closes and the list reloads.
 */
export function FormDialog({ request, fallbackFormCode, onClose }: FormDialogProps) {
  const { t } = useTranslation();
  if (!request) return null;
  const formCode = request.formCode ?? fallbackFormCode ?? '';
  const id = request.mode === 'add' ? undefined : request.rows[0]?.id;
  const title = t(`eform.record.title.${request.mode}`);
  const body = (
    <FormRecordEditor
      formCode={formCode}
      mode={request.mode}
      id={id}
      initialData={request.mode === 'add' ? request.parameters : undefined}
      onSaved={() => {
        request.refresh();
        onClose();
      }}
    />
  );
  if (request.dialogSize === 'drawer') {
    return (
      <Drawer open size="large" title={title} destroyOnHidden onClose={onClose}>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open width={dialogWidths[request.dialogSize] ?? dialogWidths.default} title={title} footer={null} destroyOnHidden onCancel={onClose}>
      <div data-testid="form-dialog">{body}</div>
    </Modal>
  );
}
