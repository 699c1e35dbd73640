import { Button, Modal, Space, Typography, Upload, message } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage';
import type { ImportRowsResult, ListServices } from './types';

export interface ImportDialogProps {
  importRows: NonNullable<ListServices['importRows']>;
  downloadTemplate?: ListServices['downloadImportTemplate'];
  /** Offered beside the upload when the host runs imports in the background; the dialog closes once the file is accepted. */
  importInBackground?(file: File): Promise<void>;
  onClose(): void;
  /** After an upload the server accepted (the list says so and reloads; all imported closes the dialog). */
  onImported(result: ImportRowsResult): void;
}

/**
 * The import upload of a list page (spec §2, §8): the template download and a file chooser for
 * one .xlsx. All rows imported: a success message and the dialog closes. Some refused (code 201):
 * a warning dialog with the server's message and a link to download the details. A failed import
 * shows the file name with the server's message; a file that could not be sent, the upload-error tip.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const [isUploading, setUploading] = useState(false);

  const download = (run: () => Promise<void>, failureKey: string) => {
    run().catch((error: unknown) => void messageApi.warning(errorMessage(error, t(failureKey))));
  };

  // Either way of importing: the dialog waits, and a failure names the file with the server's reason.
  const send = async (file: File, work: () => Promise<void>) => {
    setUploading(true);
    try {
      await work();
    } catch (error) {
      const reason = errorMessage(error, '');
      void messageApi.error(reason ? `${file.name} ${reason}` : t('list.import.uploadError'));
    } finally {
      setUploading(false);
    }
  };

  const upload = (file: File) => send(file, async () => {
    const result = await props.importRows(file);
    props.onImported(result);
    if (result.refused === 0) {
      props.onClose();
      return;
    }
    const details = result.downloadDetails;
    modal.warning({
      title: t('list.import.partlyTitle'),
      okText: t('list.action.ok'),
      content: (
        <Space orientation="vertical" data-testid="import-partly-refused">
          <Typography.Text>{result.message}</Typography.Text>
          {details ? (
            <Button type="link" style={{ padding: 0 }} data-testid="import-details-link" onClick={() => download(details, 'list.import.detailsFailed')}>
              {t('list.import.downloadDetails')}
            </Button>
          ) : null}
        </Space>
      ),
    });
  });

  const uploadInBackground = (file: File, startRun: (file: File) => Promise<void>) => send(file, async () => {
    await startRun(file);
    props.onClose();
  });

  const { downloadTemplate, importInBackground } = props;
  return (
    <Modal open title={t('list.import.title')} onCancel={props.onClose} footer={null} destroyOnHidden>
      {modalHolder}
      {messageHolder}
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('list.import.hint')}</Typography.Text>
        <Space wrap>
          {downloadTemplate ? <Button onClick={() => download(downloadTemplate, 'list.import.templateFailed')}>{t('list.import.downloadTemplate')}</Button> : null}
          <XlsxPicker isDisabled={isUploading} onFile={(file) => void upload(file)}>
            <Button type="primary" loading={isUploading} data-testid="import-choose">{t('list.import.choose')}</Button>
          </XlsxPicker>
          {importInBackground ? (
            <XlsxPicker isDisabled={isUploading} onFile={(file) => void uploadInBackground(file, importInBackground)}>
              <Button loading={isUploading} data-testid="import-background">{t('list.import.background')}</Button>
            </XlsxPicker>
          ) : null}
        </Space>
      </Space>
    </Modal>
  );
}

/**
 * One .xlsx or .csv chosen by the user (an old .xls may be picked too: the server answers how to
 * save it); the file goes through the list's service, not antd's own request.
 */
function XlsxPicker({ isDisabled, onFile, children }: { isDisabled: boolean; onFile: (file: File) => void; children: ReactNode }) {
  return (
    <Upload
      accept=".xlsx,.csv,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
      maxCount={1}
      showUploadList={false}
      disabled={isDisabled}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
    >
      {children}
    </Upload>
  );
}
