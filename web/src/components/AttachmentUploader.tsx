import { UploadOutlined } from '@ant-design/icons';
import { uploadLimitMegabytes } from '@wharf/engine';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendFile } from '../api/fileTransfer';
import { useServices } from '../app/ServicesContext';
import { readableSize, type Attachment } from './AttachmentList';

interface AttachmentUploaderProps {
  /** The attachments so far (a form item's value). */
  value?: Attachment[];
  onChange?(next: Attachment[]): void;
}

interface Pending {
  uid: string;
  name: string;
  percent: number;
  error?: string;
}

/**
 * Announcement attachments as a form item: each picked file is uploaded at once (progress shown),
 * a file over 10M is refused before it is sent with the spec's message ("too large, max 10M"), the
 * server's refusal (type, size) is shown under it, and attachments can be removed.
 */
export function AttachmentUploader({ value = [], onChange }: AttachmentUploaderProps) {
  const app = useServices();
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending[]>([]);
  const fileList: UploadFile[] = [
    ...value.map((attachment) => ({ uid: attachment.id, name: `${attachment.name} (${readableSize(attachment.size)})`, status: 'done' as const })),
    ...pending.map((item) => ({ uid: item.uid, name: item.name, status: item.error ? ('error' as const) : ('uploading' as const), percent: item.percent, ...(item.error ? { response: item.error } : {}) })),
  ];
  const errors = pending.flatMap((item) => (item.error ? [`${item.name}: ${item.error}`] : []));
  const fail = (uid: string, name: string, error: string) => setPending((list) => [...list.filter((item) => item.uid !== uid), { uid, name, percent: 0, error }]);
  return (
    <div data-testid="attachment-uploader">
      <Upload
        multiple
        fileList={fileList}
        onRemove={(removed) => {
          if (removed.uid.startsWith('pending:')) setPending((list) => list.filter((item) => item.uid !== removed.uid));
          else onChange?.(value.filter((attachment) => attachment.id !== removed.uid));
          return true;
        }}
        beforeUpload={(file) => {
          if (file.size <= uploadLimitMegabytes * 1024 * 1024) return true;
          fail(`pending:${file.uid}`, file.name, t('reference.center.tooLarge', { max: uploadLimitMegabytes }));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file }) => {
          const raw = file as File & { uid: string };
          const uid = `pending:${raw.uid}`;
          setPending((list) => [...list, { uid, name: raw.name, percent: 0 }]);
          sendFile(app, { purpose: 'announcement' }, raw, (percent) => setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item)))).then(
            (stored) => {
              setPending((list) => list.filter((item) => item.uid !== uid));
              onChange?.([...value, { id: stored.id, name: stored.name, size: (stored as { size?: number }).size ?? raw.size, url: stored.url }]);
            },
            (error: unknown) => fail(uid, raw.name, error instanceof Error && error.message ? error.message : t('reference.center.uploadFailed')),
          );
        }}
      >
        <Button icon={<UploadOutlined />}>{t('reference.center.attach')}</Button>
      </Upload>
      {errors.length > 0 && <div role="alert" style={{ color: '#ff4d4f' }}>{errors.map((error) => <div key={error}>{error}</div>)}</div>}
    </div>
  );
}
