import { UploadOutlined, PlusOutlined } from '@ant-design/icons';
import { uploadLimitMegabytes } from '@wharf/engine';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../types';
import { useFieldBinding, type FieldWidgetProps } from './binding';
import { acceptOf, isApiFile, safeHref, storedFiles } from './storedFiles';
import { ImagePreview, ImageThumbnails, StoredFileLink } from './StoredFileViews';
import { downloadStoredFile, useFileObjectUrls } from './useFileObjectUrls';
import { ViewText } from './ViewText';

export { safeHref } from './storedFiles';

/** A file on its way up: its progress, or why it was refused. */
interface PendingFile {
  uid: string;
  name: string;
  percent: number;
  error?: string;
}

const uidOf = (file: StoredFile, index: number) => `${index}:${file.url}`;

/**
 * upload and image: each file is sent through `services.upload` for this form and field as it is
 * picked (progress shown, the server's refusal shown under the field), and the value is the list
 * of stored files `[{ id, name, url }]`; removing one takes it out of the list. An image field takes
 * pictures only, shows thumbnails (read with the session through `services.readFile`) and opens a
 * preview; other files download under their own names.
 */
export function UploadWidget({ id, colCode }: FieldWidgetProps) {
  const { runtime, field, value, viewOnly, disabled, set } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [previewed, setPreviewed] = useState<StoredFile>();
  const files = storedFiles(value);
  const isImage = field.type === 'image';
  const { upload, readFile } = runtime.services;
  const objectUrls = useFileObjectUrls(isImage ? files : [], readFile);
  if (viewOnly) {
    return (
      <ViewText id={id}>
        {files.length === 0 ? '' : isImage ? <ImageThumbnails files={files} objectUrls={objectUrls} /> : files.map((file) => <div key={file.url}><StoredFileLink file={file} readFile={readFile} /></div>)}
      </ViewText>
    );
  }
  const stored: UploadFile[] = files.map((file, index) => {
    const href = objectUrls.get(file.url) ?? (isApiFile(file.url) ? undefined : safeHref(file.url));
    return { uid: uidOf(file, index), name: file.name, status: 'done', ...(href ? { url: href, thumbUrl: href } : {}) };
  });
  const uploading: UploadFile[] = pending.map((item) => ({ uid: item.uid, name: item.name, status: item.error ? 'error' : 'uploading', percent: item.percent, ...(item.error ? { response: item.error } : {}) }));
  const errors = pending.flatMap((item) => (item.error ? [`${item.name}: ${item.error}`] : []));
  const canUpload = Boolean(upload) && !disabled;
  return (
    <div className="wharf-upload">
      <Upload
        id={id}
        disabled={!canUpload}
        fileList={[...stored, ...uploading]}
        listType={isImage ? 'picture-card' : 'text'}
        accept={acceptOf(isImage ? 'image' : 'file')}
        multiple={field.options?.multiple !== false}
        onRemove={(removed) => {
          if (removed.uid.startsWith('pending:')) setPending((list) => list.filter((item) => item.uid !== removed.uid));
          else set(files.filter((file, index) => uidOf(file, index) !== removed.uid));
          return true;
        }}
        onPreview={(shown) => {
          const file = files.find((candidate, index) => uidOf(candidate, index) === shown.uid);
          if (!file) return;
          if (isImage) setPreviewed(file);
          else if (readFile && isApiFile(file.url)) void downloadStoredFile(file, readFile);
          else if (safeHref(file.url)) window.open(safeHref(file.url), '_blank', 'noopener,noreferrer');
        }}
        beforeUpload={(file) => {
          // The server refuses it too; saying so here spares sending 10M for nothing.
          if (file.size <= uploadLimitMegabytes * 1024 * 1024) return true;
          setPending((list) => [...list, { uid: `pending:${file.uid}`, name: file.name, percent: 0, error: t('form.fileTooLarge', { max: uploadLimitMegabytes }) }]);
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const raw = file as File & { uid?: string };
          const uid = `pending:${raw.uid ?? raw.name}`;
          setPending((list) => [...list, { uid, name: raw.name, percent: 0 }]);
          upload!(raw, { formCode: runtime.definition.formCode, colCode, onProgress: (percent) => setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item))) }).then(
            (saved) => {
              setPending((list) => list.filter((item) => item.uid !== uid));
              set([...storedFiles(runtime.store.getState().values[colCode]), { ...(saved.id ? { id: saved.id } : {}), name: saved.name, url: saved.url }]);
              onSuccess?.(saved);
            },
            (error: unknown) => {
              const message = error instanceof Error && error.message ? error.message : t('form.uploadFailed');
              setPending((list) => list.map((item) => (item.uid === uid ? { ...item, error: message } : item)));
              onError?.(error instanceof Error ? error : new Error(message));
            },
          );
        }}
      >
        {isImage ? (
          <div><PlusOutlined /><div>{t('form.upload')}</div></div>
        ) : (
          <Button icon={<UploadOutlined />} disabled={!canUpload}>{t('form.upload')}</Button>
        )}
      </Upload>
      {errors.length > 0 && <div role="alert" className="wharf-upload-errors" style={{ color: '#ff4d4f' }}>{errors.map((error) => <div key={error}>{error}</div>)}</div>}
      <ImagePreview name={previewed?.name ?? ''} src={previewed ? objectUrls.get(previewed.url) ?? (isApiFile(previewed.url) ? undefined : safeHref(previewed.url)) : undefined} onClose={() => setPreviewed(undefined)} />
    </div>
  );
}
