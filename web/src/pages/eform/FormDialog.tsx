import type { OpenFormRequest } from '@wharf/renderer';
import { Alert, Drawer, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormRecordEditor } from './FormRecordEditor';
import { useStartData, type StartDataSource } from './useStartData';

/** Widths of the view button's dialog sizes (spec §3 dialogSize). */
export const dialogWidths: Record<string, number | string> = { auto: 960, default: 960, full: '100%', large: 1200, middle: 880, small: 640, mini: 460 };

export interface FormDialogProps {
  request?: OpenFormRequest;
  /** The view's own form, when the button names none. */
  fallbackFormCode?: string;
  /** Runs the button's openScript on the server (spec §3 view button): the added record's start values. */
  startData?: StartDataSource;
  onClose(): void;
}

/**
 * A form opened by a view button (add, edit or view) in the button's dialog size, a drawer for
 * 'drawer'. An added record starts from the button's out-parameters and, when the button has an
 * openScript, from what the script returns over them. After a save it closes and the list reloads.
 */
export function FormDialog({ request, fallbackFormCode, startData, onClose }: FormDialogProps) {
  const { t } = useTranslation();
  const start = useStartData(request, startData, onClose);
  if (!request) return null;
  const formCode = request.formCode ?? fallbackFormCode ?? '';
  const id = request.mode === 'add' ? undefined : request.rows[0]?.id;
  const title = t(`eform.record.title.${request.mode}`);
  const body = start.state === 'loading' ? <Spin data-testid="form-dialog-start" />
    : start.state === 'failed' ? <Alert type="error" showIcon title={start.message} data-testid="form-dialog-start-failed" />
      : (
        <FormRecordEditor
          formCode={formCode}
          mode={request.mode}
          id={id}
          initialData={request.mode === 'add' ? start.data : undefined}
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
