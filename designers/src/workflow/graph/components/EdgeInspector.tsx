import type { WorkflowBranch, WorkflowDefinition } from '@wharf/schemas';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BranchPanel, PanelField, type WorkflowFormField } from '../../panel';
import type { GraphEdge } from '../model/graphTypes';
import { LinkTargetSelect } from './LinkTargetSelect';
import { SectionTitle } from '../../../shared/headings/SectionTitle';

export interface EdgeInspectorProps {
  definition: WorkflowDefinition;
  edge: GraphEdge;
  /** The branch's place in its condition node, for a branch link. */
  branchIndex?: number;
  formFields: readonly WorkflowFormField[];
  readOnly: boolean;
  onBranchChange(branch: WorkflowBranch, coalesce?: string): void;
  onRetarget(target: string): void;
  onRemove(): void;
}

/** The selected link: where it goes (changeable), the branch it is (name, default, conditions), its removal. */
export function EdgeInspector(props: EdgeInspectorProps) {
  const { t } = useTranslation();
  const nameOf = (id: string) => props.definition.nodes.find((node) => node.nodeId === id)?.name ?? id;
  const branch = props.branchIndex !== undefined ? props.definition.nodes.find((node) => node.nodeId === props.edge.source)?.branches?.[props.branchIndex] : undefined;
  return (
    <div data-inspector={`edge:${props.edge.id}`}>
      <SectionTitle style={{ marginTop: 0 }}>
        {t('designer.workflowGraph.edge.title')}
      </SectionTitle>
      <PanelField label={t('designer.workflowGraph.edge.from')}>
        <Typography.Text>{nameOf(props.edge.source)}</Typography.Text>
      </PanelField>
      <PanelField label={t('designer.workflowGraph.edge.to')}>
        <LinkTargetSelect label={t('designer.workflowGraph.edge.to')} definition={props.definition} source={props.edge.source} value={props.edge.target} disabled={props.readOnly} onChange={(target) => target && props.onRetarget(target)} />
      </PanelField>
      {branch && props.branchIndex !== undefined ? (
        <BranchPanel branch={branch} branchKey={`${props.edge.source}:${props.branchIndex}`} formFields={props.formFields} disabled={props.readOnly} onChange={props.onBranchChange} />
      ) : null}
      {!props.readOnly ? (
        <Button danger onClick={props.onRemove}>
          {t('designer.workflowGraph.edge.remove')}
        </Button>
      ) : null}
    </div>
  );
}
