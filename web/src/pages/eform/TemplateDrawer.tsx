import type { FormDesignerServices, TemplateSummary } from '@wharf/designers';
import { Alert, Drawer, Empty, Input, List, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/eformResult';

export interface TemplateDrawerProps {
  isOpen: boolean;
  services: Pick<FormDesignerServices, 'listTemplates'>;
  onClose(): void;
  onChoose(template: TemplateSummary): void;
}

/** The template drawer of spec §2: form templates listed by name; choosing one returns its code. */
export function TemplateDrawer({ isOpen, services, onClose, onChoose }: TemplateDrawerProps) {
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<TemplateSummary[]>();
  const [problem, setProblem] = useState('');
  const [filter, setFilter] = useState('');
  useEffect(() => {
    if (!isOpen) return;
    setTemplates(undefined);
    setProblem('');
    services.listTemplates().then(setTemplates, (error: unknown) => setProblem(messageOf(error)));
  }, [isOpen, services]);
  const shown = (templates ?? []).filter((template) => !filter || template.tempName.toLowerCase().includes(filter.toLowerCase()));
  return (
    <Drawer open={isOpen} title={t('eform.form.templates')} onClose={onClose} destroyOnHidden>
      <div data-testid="template-drawer">
        <Input.Search allowClear placeholder={t('eform.form.templateName')} onSearch={setFilter} style={{ marginBottom: 12 }} />
        {problem && <Alert type="error" showIcon title={problem} />}
        {!templates && !problem && <Spin />}
        {templates && shown.length === 0 && <Empty />}
        {shown.length > 0 && (
          <List
            bordered
            dataSource={shown}
            renderItem={(template) => (
              <List.Item style={{ cursor: 'pointer' }} data-testid={`template-${template.tempCode}`} onClick={() => onChoose(template)}>
                <List.Item.Meta title={template.tempName} description={template.tempDesc} />
              </List.Item>
            )}
          />
        )}
      </div>
    </Drawer>
  );
}
