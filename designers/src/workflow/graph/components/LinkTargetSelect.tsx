import type { WorkflowDefinition } from '@wharf/schemas';
import { Select } from 'antd';

export interface LinkTargetSelectProps {
  label: string;
  definition: WorkflowDefinition;
  /** The node the link leaves from (not offered as its own target). */
  source: string;
  value: string | undefined;
  /** Undefined clears the link (only where `allowClear`). */
  onChange(target: string | undefined): void;
  allowClear?: boolean;
  disabled?: boolean;
}

/**
 * The keyboard way to draw a link: pick the node it goes to. The start node and the source itself
 * are not offered (those links are refused on the canvas too).
 */
export function LinkTargetSelect(props: LinkTargetSelectProps) {
  const options = props.definition.nodes.filter((node) => node.nodeType !== 'start' && node.nodeId !== props.source).map((node) => ({ value: node.nodeId, label: `${node.name} (${node.nodeId})` }));
  return (
    <Select
      aria-label={props.label}
      placeholder={props.label}
      style={{ width: '100%' }}
      allowClear={props.allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      disabled={props.disabled}
      value={props.value}
      options={options}
      onChange={(target: string | undefined) => props.onChange(target || undefined)}
    />
  );
}
