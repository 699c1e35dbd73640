import { Alert, Button, Descriptions, Modal, Progress, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAsyncImportApi, type ImportRun } from '../../../api/asyncImportApi';
import { downloadFile } from '../../../api/downloadFile';
import { useImportRunStore } from './importRunStore';
import { useImportTaskServices } from './useImportTaskServices';
import { toastFailure } from '../../../http/failureToast';

/** How often a run that is still working is read again (the page polls every 2 s). */
export const pollIntervalMs = 2000;

const statusColour = (run: ImportRun) => {
  if (['B20', 'B30', 'C20', 'F10'].includes(run.statusCode)) return 'error';
  if (['C30', 'C40'].includes(run.statusCode) || (run.statusCode === 'G10' && run.wrongCount > 0)) return 'warning';
  if (['C10', 'G10'].includes(run.statusCode)) return 'success';
  return 'processing';
};

/** The share of rows done: checked while validating, imported while importing. */
function percentOf(run: ImportRun): number {
  if (run.totalCount === 0) return run.isSettled ? 100 : 0;
  const done = ['E10', 'F10', 'G10'].includes(run.statusCode) ? run.importedCount + run.wrongCount : run.checkedCount;
  return Math.min(100, Math.round((done / run.totalCount) * 100));
}

/**
 * The background import's dialog on a list page: the run's status (spec §4 codes) read every 2 s
 * until it stops, its counts, a confirmation once the check found correct rows (C10, C30, C40;
 * partly wrong asks first), and the refused rows' details. Rows were refused (spec §8, 201): a
 * warning with the server's message and the details link. At G10 the list is reloaded.
 */
export function ImportRunModal() {
  const services = useImportTaskServices();
  const api = useMemo(() => createAsyncImportApi(services.http), [services.http]);
  const { t } = useTranslation();
  const runId = useImportRunStore((state) => state.runId);
  const close = useImportRunStore((state) => state.close);
  const [run, setRun] = useState<ImportRun>();
  const [isConfirming, setConfirming] = useState(false);
  // A confirmed run is read again until it ends.
  const [readings, setReadings] = useState(0);
  const [modal, modalHolder] = Modal.useModal();
  const refreshRef = useRef<(() => void) | undefined>(undefined);
  refreshRef.current = useImportRunStore((state) => state.refresh);

  useEffect(() => setRun(undefined), [runId]);
  useEffect(() => {
    if (!runId) return undefined;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const next = await api.readRun(runId);
        if (!isCurrent) return;
        setRun(next);
        // The list that started the run shows the imported rows.
        if (next.statusCode === 'G10') refreshRef.current?.();
        if (!next.isSettled) timer = setTimeout(() => void read(), pollIntervalMs);
      } catch (error) {
        if (isCurrent) toastFailure('warning', error);
      }
    };
    void read();
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
  }, [api, runId, readings]);

  if (!runId) return null;
  const confirmImport = async () => {
    if (!run) return;
    setConfirming(true);
    try {
      setRun(await api.confirmRun(run.id));
      setReadings((count) => count + 1);
    } catch (error) {
      toastFailure('warning', error);
    } finally {
      setConfirming(false);
    }
  };
  const askToConfirm = () => {
    if (run && run.wrongCount > 0) void modal.confirm({ title: t('importRun.confirmPartly', { count: run.wrongCount }), okText: t('importRun.confirm'), cancelText: t('importTask.cancel'), onOk: confirmImport });
    else void confirmImport();
  };
  const downloadDetails = (url: string) => {
    downloadFile(services, url.replace(/^\/api/, ''), {}, `${run?.fileName.replace(/\.(xlsx|csv)$/i, '') ?? 'import'}-details.xlsx`)
      .catch((error: unknown) => toastFailure('warning', error));
  };
  const footer = (
    <Space>
      {run?.errorsUrl ? <Button data-testid="import-run-details" onClick={() => downloadDetails(run.errorsUrl!)}>{t('importRun.downloadDetails')}</Button> : null}
      {run?.canConfirm ? <Button type="primary" loading={isConfirming} data-testid="import-run-confirm" onClick={askToConfirm}>{t('importRun.confirm')}</Button> : null}
      <Button onClick={close}>{t('importRun.close')}</Button>
    </Space>
  );
  return (
    <Modal open title={t('importRun.title')} onCancel={close} footer={footer} destroyOnHidden>
      {modalHolder}
      {run ? (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="import-run" data-status={run.statusCode}>
          <Space>
            <Typography.Text strong>{run.fileName}</Typography.Text>
            <Tag color={statusColour(run)} data-testid="import-run-status">{t(`importRun.status.${run.statusCode}`)}</Tag>
          </Space>
          <Progress percent={percentOf(run)} status={statusColour(run) === 'error' ? 'exception' : run.isSettled ? 'normal' : 'active'} />
          <Descriptions size="small" column={2} items={[
            { key: 'total', label: t('importRun.total'), children: run.totalCount },
            { key: 'checked', label: t('importRun.checked'), children: run.checkedCount },
            { key: 'wrong', label: t('importRun.wrong'), children: run.wrongCount },
            { key: 'imported', label: t('importRun.imported'), children: run.importedCount },
          ]} />
          {run.message ? <Alert type={statusColour(run) === 'error' ? 'error' : run.wrongCount > 0 ? 'warning' : 'info'} showIcon title={run.message} /> : null}
        </Space>
      ) : null}
    </Modal>
  );
}
