import { EyeOutlined } from '@ant-design/icons';
import { kindRuntimes } from '@wharf/renderer';
import type { PortalDefinition } from '@wharf/schemas';
import { Alert, AutoComplete, Button, Empty, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../api/eformResult';
import { createPortalApi, type PortalAnswer } from '../../../api/portalApi';
import { useServices } from '../../../app/ServicesContext';
import type { CodeOption } from '@wharf/designers';
import { ensurePortalTexts } from '../portalTexts';
import { usePortalServices } from '../usePortalServices';

const Portal = kindRuntimes.portal.Component;

type Preview = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; answer: PortalAnswer } | { status: 'failed'; message: string };

/**
 * "Preview as role" on the portal design page: the portal as a user holding the chosen role gets it
 * (`GET /api/eform/portal/{portalCode}/preview?roleCode=`: the published base with that role's
 * overrides), drawn by the renderer's portal runtime with the app's portal services.
 */
export function PortalRolePreview({ portalCode, roles }: { portalCode: string; roles(): Promise<CodeOption[]> }) {
  const { t, i18n } = useTranslation();
  ensurePortalTexts(i18n);
  const services = useServices();
  const api = useMemo(() => createPortalApi(services.http), [services.http]);
  const portalServices = usePortalServices();
  const [isOpen, setOpen] = useState(false);
  const [roleCode, setRoleCode] = useState('');
  const [roleOptions, setRoleOptions] = useState<CodeOption[]>([]);
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  useEffect(() => {
    if (isOpen) void roles().then(setRoleOptions);
  }, [isOpen, roles]);

  const run = async () => {
    setPreview({ status: 'loading' });
    try {
      setPreview({ status: 'ready', answer: await api.preview(portalCode, roleCode.trim() || undefined) });
    } catch (error) {
      setPreview({ status: 'failed', message: messageOf(error) });
    }
  };

  return (
    <>
      <Button icon={<EyeOutlined />} data-testid="portal-preview-as-role" onClick={() => setOpen(true)}>
        {t('gridDesign.previewAsRole')}
      </Button>
      <Modal open={isOpen} title={t('gridDesign.previewAsRole')} width="90vw" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('gridDesign.previewHint')}</Typography.Paragraph>
        <Space style={{ marginBottom: 12 }}>
          <AutoComplete
            style={{ width: 260 }}
            aria-label={t('gridDesign.previewRole')}
            placeholder={t('gridDesign.previewRole')}
            value={roleCode}
            options={roleOptions.map((role) => ({ value: role.code, label: `${role.name} (${role.code})` }))}
            onChange={(value: string) => setRoleCode(value)}
            data-testid="portal-preview-role"
          />
          <Button type="primary" data-testid="portal-preview-run" loading={preview.status === 'loading'} onClick={() => void run()}>
            {t('gridDesign.previewRun')}
          </Button>
        </Space>
        <div data-testid="portal-preview-result" style={{ maxHeight: '70vh', overflow: 'auto' }}>
          {preview.status === 'loading' && <Spin style={{ display: 'block', margin: '24px auto' }} />}
          {preview.status === 'failed' && <Alert type="error" showIcon title={preview.message} />}
          {preview.status === 'ready' &&
            (preview.answer.portal && preview.answer.portal.widgets.length > 0 ? (
              // The answer is the resolved portal body (the result schema lists the fields the web reads).
              <Portal portal={preview.answer.portal as PortalDefinition} needs={preview.answer.needs} services={portalServices} />
            ) : (
              <Empty description={t('gridDesign.previewEmpty')} />
            ))}
        </div>
      </Modal>
    </>
  );
}
