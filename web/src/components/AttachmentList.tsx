import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredFile } from '../api/fileTransfer';
import { useServices } from '../app/ServicesContext';

/** An attachment as announcements list it: the stored file's id, name, size and address. */
export interface Attachment {
  id: string;
  name: string;
  size: number;
  url: string;
}

/** A size as people read it: bytes, KB or MB with one decimal. */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The attachments of an announcement, each downloaded under its own name when clicked: read with
 * the session's token (a plain link cannot carry it), so only users the announcement reaches get it.
 */
export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const app = useServices();
  const { t } = useTranslation();
  const [problem, setProblem] = useState('');
  if (attachments.length === 0) return null;
  const download = async (attachment: Attachment) => {
    setProblem('');
    try {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await readStoredFile(app, attachment.url));
      link.download = attachment.name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setProblem(t('reference.center.downloadFailed'));
    }
  };
  return (
    <Flex vertical gap={4} data-testid="attachments" style={{ marginTop: 12 }}>
      <Typography.Text type="secondary">{t('reference.center.attachments')}</Typography.Text>
      {attachments.map((attachment) => (
        <Button key={attachment.id} type="link" size="small" icon={<PaperClipOutlined />} style={{ justifyContent: 'flex-start', paddingInline: 0 }} onClick={() => void download(attachment)}>
          {attachment.name} ({readableSize(attachment.size)})
        </Button>
      ))}
      {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
    </Flex>
  );
}
