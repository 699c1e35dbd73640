import { HistoryOutlined } from '@ant-design/icons';
import { formPageOf, type ValidationIssue } from '@wharf/engine';
import { kindRuntimes } from '@wharf/renderer';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConflict, issuesOf, messageOf } from '../../api/eformResult';
import { createFormServices } from '../../api/formServices';
import { useFileTransfer } from '../../api/fileTransfer';
import { useSession, useSettings } from '../../app/ServicesContext';
import { useIsMobile } from '../../hooks/useIsMobile';
import { DataLogPanel } from './DataLogPanel';
import { usePublishedForm } from './usePublishedForm';
import { useEformApi } from './useEform';
import { notifier } from '../../http/notifier';
import { PrintButton } from '../../components/PrintButton';
import { lazyNamed } from '../../routes/lazyWithTimeout';
import type { StartFlowActionProps } from '../bpm/StartFlowAction';

/** "Submit for approval" where the form has an active workflow template (the workflow pages' chunk). */
const StartFlowAction = lazyNamed<StartFlowActionProps>(() => import('../bpm/StartFlowAction'), 'StartFlowAction');

/** The form kind's runtime from the renderer's registry (the form renderer, loaded on first use). */
const FormRenderer = kindRuntimes.form.Component;

export type RecordMode = 'add' | 'edit' | 'view';

export interface FormRecordEditorProps {
  formCode: string;
  mode: RecordMode;
  /** The record to edit or view. */
  id?: string;
  /** Values a new record starts with (a menu's colCode/queryValue, a view button's parameters). */
  initialData?: Record<string, unknown>;
  /** After a save: the record's id (new or the same). */
  onSaved?(id: string): void;
}

/**
 * One record of a form: the published form drawn by the form runtime in add, edit or view mode,
 * saved through the form data API. The server's rule failures come back on their fields; a stale
 * edit (409) says someone saved first; a saved record has its data log.
 */
export function FormRecordEditor({ formCode, mode, id, initialData, onSaved }: FormRecordEditorProps) {
  const api = useEformApi();
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const published = usePublishedForm(formCode);
  const isVisitor = useSession((state) => state.isVisitor);
  const files = useFileTransfer();
  // The dictionaries' texts come in the interface language: a switch gets services (and their cache) anew.
  const language = useSettings((state) => state.language);
  const services = useMemo(() => ({ ...createFormServices(api, language), ...files }), [api, files, language]);
  const [record, setRecord] = useState<{ data: Record<string, unknown>; rowVersion: number }>();
  const [loadProblem, setLoadProblem] = useState('');
  const [problem, setProblem] = useState('');
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [saveCount, setSaveCount] = useState(0);

  useEffect(() => {
    setRecord(undefined);
    setLoadProblem('');
    if (mode === 'add' || !id) return;
    let isCurrent = true;
    api.data.read(formCode, id).then(
      (answer) => isCurrent && setRecord({ data: answer.data, rowVersion: answer.rowVersion }),
      (error: unknown) => isCurrent && setLoadProblem(messageOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, formCode, id, mode]);

  if (published.status === 'loading' || (mode !== 'add' && !record && !loadProblem)) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (published.status !== 'ready') {
    const text = published.status === 'failed' ? published.message : t(`eform.record.${published.status}`, { code: formCode });
    return <Result status="warning" title={text} data-testid="form-unavailable" />;
  }
  // A form without fields is a custom page (spec §3 pcUrl, mobileUrl): opened at its address, or said to have none (§8).
  const page = formPageOf(published.form, { isMobile, mode, ...(id ? { id } : {}) });
  if (page.kind === 'unconfigured') return <Result status="warning" title={t(`eform.record.${page.field}Missing`, { code: formCode })} data-testid="form-page-unconfigured" />;
  if (page.kind === 'custom') {
    return (
      <Result status="info" title={t('eform.record.customPage')} data-testid="form-custom-page"
        extra={<Button type="primary" href={page.url} target="_blank" rel="noopener noreferrer">{t('eform.record.openCustomPage')}</Button>} />
    );
  }
  if (loadProblem) return <Result status="error" title={loadProblem} />;
  // The server's answer for this caller: a save it would refuse is not offered, nor a log it would not show.
  const mayDo = (operation: string) => published.allowedOperations?.includes(operation) ?? true;
  const maySave = mode === 'add' || !id ? mayDo('create') : mayDo('update');

  const submit = async (data: Record<string, unknown>) => {
    setProblem('');
    setIssues([]);
    try {
      if (mode === 'add' || !id) {
        const created = isVisitor ? await api.data.submitAsVisitor(formCode, data) : await api.data.create(formCode, data);
        notifier().toast('success', t('eform.record.saved'));
        setSaveCount((n) => n + 1);
        onSaved?.(created.id);
      } else {
        const updated = await api.data.update(formCode, id, record!.rowVersion, data);
        setRecord({ data, rowVersion: updated.rowVersion });
        // A save that changed nothing keeps the version (spec §8 "no data modification"): said, not an error.
        if (updated.isModified === false) notifier().toast('info', t('eform.record.notModified'));
        else notifier().toast('success', t('eform.record.saved'));
        setSaveCount((n) => n + 1);
        onSaved?.(id);
      }
    } catch (error) {
      const fieldIssues = issuesOf(error);
      if (fieldIssues) {
        setIssues(fieldIssues);
        return { issues: fieldIssues };
      }
      setProblem(isConflict(error) ? t('eform.record.conflict') : messageOf(error));
    }
    return undefined;
  };

  return (
    <div data-testid="form-record" data-mode={mode} data-record-id={id ?? ''} data-print-area>
      {problem && <Alert type="error" showIcon closable title={problem} style={{ marginBottom: 12 }} data-testid="form-record-problem" onClose={() => setProblem('')} />}
      <Space className="wharf-no-print" style={{ marginBottom: 8, width: '100%', justifyContent: 'flex-end' }}>
        {id && mode !== 'add' && record && !isVisitor && (
          <Suspense fallback={null}>
            <StartFlowAction formCode={formCode} dataId={id} data={record.data} />
          </Suspense>
        )}
        <PrintButton />
        {id && mode !== 'add' && mayDo('logs') && (
          <Button icon={<HistoryOutlined />} data-testid="open-data-log" onClick={() => setIsLogOpen(true)}>
            {t('eform.log.open')}
          </Button>
        )}
      </Space>
      <FormRenderer
        key={`${mode}:${id ?? 'new'}:${record?.rowVersion ?? 0}`}
        definition={published.form}
        mode={mode}
        initialValues={mode === 'add' ? initialData : record?.data}
        device={isMobile ? 'mobile' : 'pc'}
        services={services}
        issues={issues}
        dataId={mode === 'add' ? undefined : id}
        onSubmit={mode === 'view' || !maySave ? undefined : submit}
        submitText={t('eform.record.save')}
      />
      {id && <DataLogPanel formCode={formCode} id={id} form={published.form} isOpen={isLogOpen} reloadKey={saveCount} onClose={() => setIsLogOpen(false)} />}
    </div>
  );
}
