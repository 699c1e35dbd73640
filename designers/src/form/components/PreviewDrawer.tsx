import { FormRenderer } from '@wharf/renderer/FormRenderer';
import { Drawer, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '../model/layoutAreas';
import { useDesigner, useDesignerContext } from './designerContext';

/** The form as users will get it, in the real renderer, at pc or mobile width; submitting only shows the values. */
export function PreviewDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { services } = useDesignerContext();
  const definition = useDesigner((state) => state.definition);
  const startDevice = useDesigner((state) => state.device);
  const [device, setDevice] = useState<Device>(startDevice);
  const [submitted, setSubmitted] = useState<Record<string, unknown>>();
  return (
    <Drawer open={open} onClose={onClose} title={t('designer.form.preview.title')} size={device === 'mobile' ? 480 : '80%'} destroyOnHidden>
      <Segmented
        aria-label={t('designer.form.toolbar.device')}
        value={device}
        onChange={(value) => setDevice(value as Device)}
        options={[
          { value: 'pc', label: t('designer.form.toolbar.pc') },
          { value: 'mobile', label: t('designer.form.toolbar.mobile') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <div data-preview-device={device} style={{ width: device === 'mobile' ? 375 : '100%', margin: device === 'mobile' ? '0 auto' : undefined, border: device === 'mobile' ? '1px solid #d9d9d9' : undefined, borderRadius: 8, padding: 8 }}>
        <FormRenderer
          key={device}
          definition={definition}
          mode="add"
          device={device}
          services={services.form}
          onSubmit={async (data) => {
            setSubmitted(data);
          }}
        />
      </div>
      {submitted && (
        <>
          <Typography.Text strong>{t('designer.form.preview.submitted')}</Typography.Text>
          <pre style={{ maxHeight: 240, overflow: 'auto', background: '#fafafa', padding: 8 }}>{JSON.stringify(submitted, null, 2)}</pre>
        </>
      )}
    </Drawer>
  );
}
