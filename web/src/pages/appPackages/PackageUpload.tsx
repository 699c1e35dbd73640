import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';

/** The text of a picked file (FileReader: the one way every browser and the test DOM read a file). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

interface PackageUploadProps {
  disabled: boolean;
  /** The picked file's name and parsed JSON. */
  onPackage(fileName: string, appPackage: unknown): void;
  /** The file could not be read as JSON. */
  onUnreadable(fileName: string): void;
}

/** Drop or pick one `.app.json` package; it is read in the browser and handed over parsed (nothing is uploaded here). */
export function PackageUpload({ disabled, onPackage, onUnreadable }: PackageUploadProps) {
  const { t } = useTranslation();
  const take = async (file: File) => {
    try {
      onPackage(file.name, JSON.parse(await readText(file)) as unknown);
    } catch {
      onUnreadable(file.name);
    }
  };
  return (
    <Upload.Dragger
      accept=".json,application/json"
      maxCount={1}
      multiple={false}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        void take(file);
        return false;
      }}
      data-testid="package-upload"
    >
      <p className="ant-upload-drag-icon"><InboxOutlined /></p>
      <p className="ant-upload-text">{t('appPackages.upload.text')}</p>
      <p className="ant-upload-hint">{t('appPackages.upload.hint')}</p>
    </Upload.Dragger>
  );
}
