import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Input, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../http/notifier';
import { maxInlineImageKb } from './siteSettingsApi';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * One site image: an address typed in, or a small uploaded picture kept as a data URL (the server
 * checks the type and size again). Controlled by antd Form (`value`/`onChange`).
 */
export function ImageField({ value, onChange, testId }: { value?: string; onChange?: (value: string) => void; testId: string }) {
  const { t } = useTranslation();
  const upload = async (file: File) => {
    if (file.size > maxInlineImageKb * 1024) {
      notifier().toast('warning', t('reference.site.imageTooLarge', { kb: maxInlineImageKb }));
      return;
    }
    onChange?.(await readAsDataUrl(file));
  };
  const isInline = value?.startsWith('data:') ?? false;
  return (
    <Flex vertical gap={8}>
      <Space.Compact style={{ width: '100%' }}>
        <Input data-testid={testId} value={isInline ? '' : value} placeholder={isInline ? t('reference.site.upload') : 'https://…'} onChange={(event) => onChange?.(event.target.value)} allowClear />
        <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
          <Button icon={<UploadOutlined />}>{t('reference.site.upload')}</Button>
        </Upload>
      </Space.Compact>
      {value && <Image src={value} height={64} style={{ objectFit: 'contain' }} alt="" />}
    </Flex>
  );
}
