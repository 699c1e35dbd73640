import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoundTemplate } from '../../api/bpmTypes';
import { messageOf } from '../../api/eformResult';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { FormRecordEditor } from '../eform/FormRecordEditor';
import { useBpmApi } from './useBpm';

/**
 * The workflow redirect tab (spec §2: the menu path's last segment is the process definition id,
 * `@` replaced by `:`): a new request of that template — its form to fill in and save; the saved
 * record then offers "submit for approval" with the path preview (`StartFlowAction`).
 */
export function WorkflowRedirectPage({ resolved }: MenuPageProps) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const [template, setTemplate] = useState<BoundTemplate | { problem: string }>();
  const [savedId, setSavedId] = useState<string>();
  useEffect(() => {
    let isCurrent = true;
    setTemplate(undefined);
    api.binding.forRedirect(resolved.code ?? '').then(
      (found) => isCurrent && setTemplate(found),
      (error: unknown) => isCurrent && setTemplate({ problem: messageOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, resolved.code]);
  if (!template) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if ('problem' in template) return <Result status="warning" title={template.problem} data-testid="workflow-redirect-problem" />;
  if (!template.formCode) return <Result status="warning" title={t('bpm.redirect.noForm', { name: template.processName })} data-testid="workflow-redirect-problem" />;
  return (
    <div data-testid="workflow-redirect" data-process-key={template.processKey}>
      <FormRecordEditor formCode={template.formCode} mode={savedId ? 'edit' : 'add'} id={savedId} onSaved={setSavedId} />
    </div>
  );
}
