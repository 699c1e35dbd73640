import type { ValidationIssue } from '@wharf/engine';
import { kindRuntimes } from '@wharf/renderer';
import { Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issuesOf } from '../../api/eformResult';
import { createFormServices } from '../../api/formServices';
import { useFileTransfer } from '../../api/fileTransfer';
import { useIsMobile } from '../../hooks/useIsMobile';
import { useEformApi } from '../eform/useEform';
import { usePublishedForm } from '../eform/usePublishedForm';
import { editableData, formAtNode, hasEditableField, visibleData, type FieldPermissions, type NodeRole } from './fieldPermissions';

/** The form kind's runtime from the renderer's registry (loaded on first use). */
const FormRenderer = kindRuntimes.form.Component;

export interface FlowFormProps {
  formCode: string;
  dataId: string;
  data: Record<string, unknown>;
  permissions: FieldPermissions | undefined;
  role: NodeRole;
  /** Set when the user acts on a task: the form may be edited where the node allows and its submit acts. */
  onSubmit?: (editable: Record<string, unknown>) => Promise<ValidationIssue[] | undefined>;
  submitText?: string;
  /** Told whether the form is drawn editable (then its submit button is the action). */
  onEditableChange?(isEditable: boolean): void;
}

/**
 * The request's form as the node shows it: the published form through the renderer's form runtime,
 * fields editable, read-only or hidden by the node's field permissions. When the node lets the user
 * change fields, the form's submit button performs the action with the editable values only (the
 * server checks the same permissions); its field issues come back on the fields.
 */
export function FlowForm({ formCode, dataId, data, permissions, role, onSubmit, submitText, onEditableChange }: FlowFormProps) {
  const api = useEformApi();
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const published = usePublishedForm(formCode);
  const files = useFileTransfer();
  const services = useMemo(() => ({ ...createFormServices(api), ...files }), [api, files]);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const shown = useMemo(() => (published.status === 'ready' ? formAtNode(published.form, permissions, role) : undefined), [published, permissions, role]);
  const isEditable = published.status === 'ready' && onSubmit !== undefined && hasEditableField(published.form, permissions, role);
  useEffect(() => onEditableChange?.(isEditable), [isEditable, onEditableChange]);

  if (published.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (published.status !== 'ready' || !shown) {
    const text = published.status === 'failed' ? published.message : t(`eform.record.${published.status}`, { code: formCode });
    return <Result status="warning" title={text} data-testid="form-unavailable" />;
  }
  const submit = async (values: Record<string, unknown>) => {
    setIssues([]);
    try {
      const found = await onSubmit!(editableData(published.form, values, permissions, role));
      if (found) setIssues(found);
      return found ? { issues: found } : undefined;
    } catch (error) {
      const fieldIssues = issuesOf(error);
      if (fieldIssues) setIssues(fieldIssues);
      return fieldIssues ? { issues: fieldIssues } : undefined;
    }
  };
  return (
    <div data-testid="flow-form" data-editable={isEditable ? 'true' : 'false'} data-print-area>
      <FormRenderer
        definition={shown}
        mode={isEditable ? 'edit' : 'view'}
        initialValues={visibleData(published.form, data, permissions, role)}
        device={isMobile ? 'mobile' : 'pc'}
        services={services}
        issues={issues}
        dataId={dataId}
        onSubmit={isEditable ? submit : undefined}
        submitText={submitText}
      />
    </div>
  );
}
