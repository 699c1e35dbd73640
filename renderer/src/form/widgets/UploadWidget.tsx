import { UploadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asList, useFieldBinding, type FieldWidgetProps } from './binding';
import { ViewText } from './ViewText';

export interface StoredFile {
  name: string;
  url: string;
}

function storedFiles(value: unknown): StoredFile[] {
  return asList(value).flatMap((item) => {
    if (typeof item === 'string') return [{ name: item.split('/').pop() ?? item, url: item }];
    if (item && typeof item === 'object' && typeof (item as StoredFile).url === 'string') return [{ name: String((item as StoredFile).name ?? ''), url: (item as StoredFile).url }];
    return [];
  });
}

/** Only http(s) and same-site links are ever put into an href (no javascript: URLs from data). */
export function safeHref(url: string): string | undefined {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined;
}

/** upload and image: antd Upload sending each file through `services.upload`; the value is `[{ name, url }]`. */
export function UploadWidget({ id, colCode }: FieldWidgetProps) {
  const { runtime, field, value, viewOnly, disabled, set } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const files = storedFiles(value);
  const isImage = field.type === 'image';
  if (viewOnly) {
    return (
      <ViewText id={id}>
        {files.map((file) => (
          <div key={file.url}>{safeHref(file.url) ? <a href={safeHref(file.url)} target="_blank" rel="noreferrer noopener">{file.name}</a> : file.name}</div>
        ))}
      </ViewText>
    );
  }
  const upload = runtime.services.upload;
  const fileList: UploadFile[] = [...files.map((file, index) => ({ uid: `${index}:${file.url}`, name: file.name, status: 'done' as const, ...(safeHref(file.url) ? { url: safeHref(file.url) } : {}) })), ...pending];
  return (
    <Upload
      id={id}
      disabled={disabled || !upload}
      fileList={fileList}
      listType={isImage ? 'picture-card' : 'text'}
      {...(isImage ? { accept: 'image/*' } : {})}
      multiple={field.options?.multiple !== false}
      onRemove={(removed) => {
        set(files.filter((_file, index) => `${index}:${_file.url}` !== removed.uid));
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const raw = file as File;
        const uid = `pending:${raw.name}:${pending.length}`;
        setPending((list) => [...list, { uid, name: raw.name, status: 'uploading' }]);
        upload!(raw).then(
          (stored) => {
            setPending((list) => list.filter((item) => item.uid !== uid));
            set([...storedFiles(runtime.store.getState().values[colCode]), stored]);
            onSuccess?.(stored);
          },
          (error: unknown) => {
            setPending((list) => list.map((item) => (item.uid === uid ? { ...item, status: 'error' as const, response: t('form.uploadFailed') } : item)));
            onError?.(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }}
    >
      {isImage ? (
        <div><PlusOutlined /><div>{t('form.upload')}</div></div>
      ) : (
        <Button icon={<UploadOutlined />} disabled={disabled || !upload}>{t('form.upload')}</Button>
      )}
    </Upload>
  );
}
