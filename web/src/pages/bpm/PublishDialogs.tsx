import type { WorkflowDefinition } from '@wharf/schemas';
import { Alert, Modal, Select, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDefinitionsApi } from '../../api/definitionsApi';
import type { RunningAtNode, TemplatePublished, TemplateRow } from '../../api/bpmTypes';
import { useServices } from '../../app/ServicesContext';
import { migrationPlans, nodeMapOf, type MigrationPlan } from './migrationPlan';
import { runAction, useBpmApi } from './useBpm';

/** Where running requests wait, per version and node (issue 16: shown when publishing). */
export function RunningTable({ running }: { running: readonly RunningAtNode[] }) {
  const { t } = useTranslation();
  if (running.length === 0) return <Typography.Paragraph data-testid="no-running">{t('bpm.template.noRunning')}</Typography.Paragraph>;
  return (
    <Table<RunningAtNode>
      size="small"
      pagination={false}
      rowKey={(row) => `${row.version}:${row.nodeId ?? ''}`}
      dataSource={[...running]}
      data-testid="running-table"
      columns={[
        { title: t('bpm.template.version'), dataIndex: 'version' },
        { title: t('bpm.list.node'), dataIndex: 'nodeName', render: (name: string | null, row) => name ?? row.nodeId ?? '—' },
        { title: t('bpm.template.instances'), dataIndex: 'count' },
      ]}
    />
  );
}

/**
 * Publishing a template: the confirmation says how many requests are running (they stay on their
 * version); the answer says where they wait, per version and node, and is handed on (`onPublished`)
 * for the explicit migration.
 */
export function PublishDialog({ template, onClose, onPublished }: { template: TemplateRow | undefined; onClose(): void; onPublished(answer: TemplatePublished): void }) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const publish = async () => {
    if (!template) return;
    setIsBusy(true);
    let answer: TemplatePublished | undefined;
    await runAction(async () => {
      answer = await api.templates.publish(template.processKey);
    }, t('bpm.template.published'));
    setIsBusy(false);
    if (answer) onPublished(answer);
  };
  return (
    <Modal open={template !== undefined} title={t('bpm.template.publishTitle', { key: template?.processKey })} okText={t('bpm.template.publish')} confirmLoading={isBusy} onOk={() => void publish()} onCancel={onClose} destroyOnHidden>
      <Alert type="info" showIcon title={t('bpm.template.publishHint')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph data-testid="publish-running-count">{t('bpm.template.runningCount', { count: template?.runningCount ?? 0 })}</Typography.Paragraph>
    </Modal>
  );
}

/** The published version's nodes (approval and start nodes a waiting request can sit at), from the stored definition. */
function usePublishedNodes(definitionId: string | undefined) {
  const services = useServices();
  const definitions = useMemo(() => createDefinitionsApi(services.http), [services.http]);
  const [nodes, setNodes] = useState<Array<{ nodeId: string; name: string }>>();
  useEffect(() => {
    setNodes(undefined);
    if (!definitionId) return;
    definitions.get<WorkflowDefinition>(definitionId).then(
      (record) => setNodes((record.body?.nodes ?? []).filter((node) => node.nodeType === 'approval' || node.nodeType === 'start').map((node) => ({ nodeId: node.nodeId, name: node.name }))),
      () => setNodes([]),
    );
  }, [definitions, definitionId]);
  return nodes;
}

/**
 * After publishing: where running requests wait, and moving those of an older version to the
 * published one — per node with requests, the node it goes to (same id preselected). Explicit.
 */
export function MigrateDialog({ published, onClose }: { published: TemplatePublished | undefined; onClose(): void }) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const template = published?.template;
  const nodes = usePublishedNodes(template?.id);
  const [plans, setPlans] = useState<MigrationPlan[]>([]);
  const [chosen, setChosen] = useState(0);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    setPlans(published && nodes ? migrationPlans(published.runningByNode, published.template.version, nodes.map((node) => node.nodeId)) : []);
    setChosen(0);
  }, [published, nodes]);
  const plan = plans[chosen];
  const nodeMap = plan ? nodeMapOf(plan) : undefined;
  const setTarget = (nodeId: string, toNodeId: string) =>
    setPlans((all) => all.map((entry, index) => (index === chosen ? { ...entry, rows: entry.rows.map((row) => (row.nodeId === nodeId ? { ...row, toNodeId } : row)) } : entry)));
  const migrate = async () => {
    if (!template || !plan || !nodeMap) return;
    setIsBusy(true);
    const isDone = await runAction(() => api.templates.migrate(template.processKey, plan.fromVersion, nodeMap), t('bpm.template.migrated', { count: plan.count }));
    setIsBusy(false);
    if (isDone) onClose();
  };
  return (
    <Modal
      open={published !== undefined}
      title={t('bpm.template.migrateTitle', { key: template?.processKey })}
      okText={t('bpm.template.migrate')}
      okButtonProps={{ disabled: !nodeMap, 'data-testid': 'migrate-confirm' }}
      cancelText={t('bpm.template.keepVersions')}
      confirmLoading={isBusy}
      onOk={() => void migrate()}
      onCancel={onClose}
      destroyOnHidden
    >
      {published && <RunningTable running={published.runningByNode} />}
      {nodes && plans.length === 0 && <Typography.Paragraph data-testid="nothing-to-migrate">{t('bpm.template.nothingToMigrate')}</Typography.Paragraph>}
      {nodes && plan && (
        <>
          <Select
            style={{ margin: '12px 0', width: '100%' }}
            value={chosen}
            onChange={setChosen}
            options={plans.map((entry, index) => ({ value: index, label: t('bpm.template.fromVersion', { version: entry.fromVersion, count: entry.count, to: template?.version }) }))}
          />
          <Table
            size="small"
            pagination={false}
            rowKey="nodeId"
            dataSource={plan.rows}
            data-testid="migration-map"
            columns={[
              { title: t('bpm.template.fromNode'), dataIndex: 'nodeName' },
              { title: t('bpm.template.instances'), dataIndex: 'count' },
              {
                title: t('bpm.template.toNode'),
                dataIndex: 'toNodeId',
                render: (toNodeId: string | undefined, row) => (
                  <Select style={{ width: 180 }} value={toNodeId} status={toNodeId ? undefined : 'error'} onChange={(value: string) => setTarget(row.nodeId, value)} options={nodes.map((node) => ({ value: node.nodeId, label: node.name }))} data-testid="migration-target" />
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
