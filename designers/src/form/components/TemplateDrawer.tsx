import { Button, Drawer, Empty, Popconfirm, Spin, Typography } from 'antd';
import { PlainList } from './PlainList';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFromTemplate } from '../model/copyFormDefinition';
import type { TemplateSummary } from '../types';
import { useDesignerContext } from './designerContext';

/**
 * The template drawer (spec §2): form templates listed by name; choosing one takes its code, loads the
 * template and lays its fields, sub-tables and layouts into this form (one undoable step).
 */
export function TemplateDrawer({ open, onClose, onNotice }: { open: boolean; onClose(): void; onNotice(kind: 'success' | 'error', text: string): void }) {
  const { t } = useTranslation();
  const { services, store, readOnly } = useDesignerContext();
  const [templates, setTemplates] = useState<TemplateSummary[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    setTemplates(undefined);
    setFailed(false);
    services.listTemplates().then(
      (list) => isCurrent && setTemplates(list),
      () => {
        if (isCurrent) {
          setTemplates([]);
          setFailed(true);
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [open, services]);
  const use = async (tempCode: string) => {
    try {
      const template = await services.getTemplate(tempCode);
      const body = formFromTemplate(store.getState().definition, template.tempStructure);
      if (!body) {
        onNotice('error', t('designer.form.templates.notAForm'));
        return;
      }
      store.getState().apply(() => body, null);
      onNotice('success', t('designer.form.templates.applied', { name: template.tempName }));
      onClose();
    } catch {
      onNotice('error', t('designer.form.templates.loadFailed'));
    }
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('designer.form.templates.title')} size={420}>
      {templates === undefined ? (
        <Spin />
      ) : templates.length === 0 ? (
        <Empty description={failed ? t('designer.form.templates.loadFailed') : t('designer.form.templates.empty')} />
      ) : (
        <PlainList
          items={templates}
          keyOf={(template) => template.tempCode}
          actions={(template) => (
            <Popconfirm title={t('designer.form.templates.confirm')} onConfirm={() => void use(template.tempCode)} disabled={readOnly}>
              <Button size="small" type="primary" disabled={readOnly} aria-label={t('designer.form.templates.useNamed', { name: template.tempName })}>
                {t('designer.form.templates.use')}
              </Button>
            </Popconfirm>
          )}
          render={(template) => (
            <>
              <Typography.Text strong style={{ display: 'block' }}>{template.tempName}</Typography.Text>
              <Typography.Text type="secondary">{template.tempDesc ?? template.tempCode}</Typography.Text>
            </>
          )}
        />
      )}
    </Drawer>
  );
}
