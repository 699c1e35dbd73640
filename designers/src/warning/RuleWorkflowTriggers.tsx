import type { WarningWorkflowTrigger } from '@wharf/schemas';
import { Button, Form, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarningDesignerOption, WarningDesignerServices } from './types';

export interface RuleWorkflowTriggersProps {
  /** The rule's `triggerWorkflowNodes`. */
  nodes: readonly WarningWorkflowTrigger[];
  listWorkflows?: WarningDesignerServices['listWorkflows'];
  listWorkflowNodes?: WarningDesignerServices['listWorkflowNodes'];
  /** The new list (undefined when it is empty, so the rule keeps no empty key). */
  onChange(nodes: WarningWorkflowTrigger[] | undefined): void;
}

/** The tenant's workflows, loaded once the section shows. */
function useWorkflows(load: RuleWorkflowTriggersProps['listWorkflows']): WarningDesignerOption[] {
  const [workflows, setWorkflows] = useState<WarningDesignerOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    load?.().then((loaded) => isCurrent && setWorkflows(loaded), () => undefined);
    return () => { isCurrent = false; };
  }, [load]);
  return workflows;
}

/** The nodes of each process key in `processKeys`, asked once per key (the listed entries' and the one being picked). */
function useNodesOf(processKeys: readonly string[], load: RuleWorkflowTriggersProps['listWorkflowNodes']): ReadonlyMap<string, WarningDesignerOption[]> {
  const [nodes, setNodes] = useState<ReadonlyMap<string, WarningDesignerOption[]>>(new Map());
  const wanted = [...new Set(processKeys)].filter((key) => !nodes.has(key)).sort().join('\n');
  useEffect(() => {
    if (!load || wanted === '') return undefined;
    let isCurrent = true;
    for (const processKey of wanted.split('\n')) {
      load(processKey).then(
        (loaded) => isCurrent && setNodes((known) => new Map(known).set(processKey, loaded)),
        () => isCurrent && setNodes((known) => new Map(known).set(processKey, [])),
      );
    }
    return () => { isCurrent = false; };
  }, [wanted, load]);
  return nodes;
}

const labelOf = (options: readonly WarningDesignerOption[] | undefined, value: string) => options?.find((option) => option.value === value)?.label ?? value;

/**
 * A business warning's workflow nodes (issue 22: "a workflow reaching a node"): each entry is a
 * process of the tenant and one of its nodes; a request of that process reaching the node, once its
 * step committed, evaluates the rule. Picked from the tenant's workflows (the server refuses others
 * at publish); an entry already listed cannot be added twice.
 */
export function RuleWorkflowTriggers({ nodes, listWorkflows, listWorkflowNodes, onChange }: RuleWorkflowTriggersProps) {
  const { t } = useTranslation();
  const l = (key: string) => t(`designer.warning.schedule.${key}`);
  const workflows = useWorkflows(listWorkflows);
  const [processKey, setProcessKey] = useState<string>();
  const [nodeId, setNodeId] = useState<string>();
  const nodesOf = useNodesOf([...nodes.map((node) => node.processKey), ...(processKey ? [processKey] : [])], listWorkflowNodes);
  const isListed = nodes.some((node) => node.processKey === processKey && node.nodeId === nodeId);
  const add = () => {
    if (!processKey || !nodeId || isListed) return;
    onChange([...nodes, { processKey, nodeId }]);
    setNodeId(undefined);
  };
  const remove = (index: number) => {
    const rest = nodes.filter((_, i) => i !== index);
    onChange(rest.length > 0 ? rest : undefined);
  };
  return (
    <Form.Item label={l('workflowNodes')} extra={l('workflowNodesHint')}>
      {nodes.length > 0 ? (
        <ul data-testid="warning-workflow-nodes" style={{ listStyle: 'none', margin: '0 0 8px', padding: 0 }}>
          {nodes.map((node, index) => (
            <li key={`${node.processKey}:${node.nodeId}`}>
              {labelOf(workflows, node.processKey)} · {labelOf(nodesOf.get(node.processKey), node.nodeId)}
              <Button size="small" type="link" danger onClick={() => remove(index)} aria-label={`${l('removeWorkflowNode')} ${index + 1}`}>{l('removeWorkflowNode')}</Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Space wrap>
        <Select aria-label={l('workflow')} placeholder={l('workflow')} showSearch optionFilterProp="label" value={processKey} options={workflows} style={{ width: 260 }}
          onChange={(chosen: string) => { setProcessKey(chosen); setNodeId(undefined); }} />
        <Select aria-label={l('node')} placeholder={l('node')} showSearch optionFilterProp="label" value={nodeId} disabled={!processKey} options={processKey ? nodesOf.get(processKey) ?? [] : []} style={{ width: 220 }}
          onChange={(chosen: string) => setNodeId(chosen)} />
        <Button onClick={add} disabled={!processKey || !nodeId || isListed}>{l('addWorkflowNode')}</Button>
      </Space>
    </Form.Item>
  );
}
