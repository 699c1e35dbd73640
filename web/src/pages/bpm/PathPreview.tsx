import { Alert, Button, Modal, Spin, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewStep } from '../../api/bpmTypes';
import { messageOf } from '../../api/eformResult';
import { useBpmApi } from './useBpm';

/** The predicted route of a request: each node with who will approve there, and any empty-approver fallback. */
export function PathSteps({ nodes }: { nodes: readonly PreviewStep[] }) {
  const { t } = useTranslation();
  return (
    <Steps
      direction="vertical"
      size="small"
      data-testid="path-preview"
      items={nodes.map((node) => ({
        key: node.nodeId,
        status: 'wait',
        title: (
          <span data-testid="path-node" data-node-id={node.nodeId}>
            {node.name} {node.branch && <Tag color="blue">{node.branch}</Tag>} {node.multiMode && <Tag>{t(`bpm.multiMode.${node.multiMode}`, { defaultValue: node.multiMode })}</Tag>}
          </span>
        ),
        description: (
          <>
            {node.approvers.length > 0 && (
              <Typography.Text data-testid="path-approvers">
                {node.approvers.map((user) => (user.originalName ? t('bpm.preview.delegated', { name: user.name, original: user.originalName }) : user.name)).join(', ')}
              </Typography.Text>
            )}
            {node.resolution && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t(`bpm.resolution.${node.resolution}`)}</Tag>}
          </>
        ),
      }))}
    />
  );
}

interface PathPreviewButtonProps {
  processKey: string;
  formCode?: string;
  data: Record<string, unknown> | (() => Record<string, unknown>);
}

/** "Path preview" (issue 16): asks the server for the route this request's data would take. */
export function PathPreviewButton({ processKey, formCode, data }: PathPreviewButtonProps) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const [state, setState] = useState<{ isOpen: boolean; nodes?: PreviewStep[]; problem?: string }>({ isOpen: false });
  const open = () => {
    setState({ isOpen: true });
    api.instances.preview({ processKey, formCode, data: typeof data === 'function' ? data() : data }).then(
      (nodes) => setState({ isOpen: true, nodes }),
      (error: unknown) => setState({ isOpen: true, problem: messageOf(error) }),
    );
  };
  return (
    <>
      <Button onClick={open} data-testid="open-path-preview">{t('bpm.preview.open')}</Button>
      <Modal open={state.isOpen} title={t('bpm.preview.title')} footer={null} onCancel={() => setState({ isOpen: false })} destroyOnHidden>
        {state.problem ? <Alert type="warning" showIcon title={state.problem} /> : state.nodes ? <PathSteps nodes={state.nodes} /> : <Spin />}
      </Modal>
    </>
  );
}
