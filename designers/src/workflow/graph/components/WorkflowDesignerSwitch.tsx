import type { WorkflowDefinition } from '@wharf/schemas';
import { Segmented, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowGraphDesignerProps } from '../types';

// Each designer is a chunk of its own: only the one shown is loaded.
const TreeDesigner = lazy(async () => ({ default: (await import('../../tree/components/WorkflowTreeDesigner')).WorkflowTreeDesigner }));
const GraphDesigner = lazy(async () => ({ default: (await import('./WorkflowGraphDesigner')).WorkflowGraphDesigner }));

type DesignerChoice = 'tree' | 'graph';

/**
 * The workflow kind's designer: the new (tree) designer or the old (free graph) one over the same
 * definition, starting with the one that wrote it (`designer`). Switching waits until the work is
 * saved (each designer keeps its own unsaved drafts); after a save the other designer opens what was
 * saved.
 */
export function WorkflowDesignerSwitch(props: WorkflowGraphDesignerProps) {
  const { t } = useTranslation();
  const [given, setGiven] = useState(props.definition);
  const [current, setCurrent] = useState<WorkflowDefinition>(props.definition);
  const [hasSaved, setHasSaved] = useState(false);
  const [choice, setChoice] = useState<DesignerChoice>(props.definition.designer === 'graph' ? 'graph' : 'tree');
  const [isDirty, setDirty] = useState(false);
  const [generation, setGeneration] = useState(0);
  if (props.definition !== given) {
    // Another definition from the host: start over with it (the designers remount, losing their history).
    setGiven(props.definition);
    setGeneration(generation + 1);
    setCurrent(props.definition);
    setHasSaved(false);
    setDirty(false);
    setChoice(props.definition.designer === 'graph' ? 'graph' : 'tree');
  }
  const shared = {
    ...props,
    definition: current,
    isNew: props.isNew === true && !hasSaved,
    onSaved(saved: WorkflowDefinition) {
      setCurrent(saved);
      setHasSaved(true);
      props.onSaved?.(saved);
    },
    onDirtyChange(dirty: boolean) {
      setDirty(dirty);
      props.onDirtyChange?.(dirty);
    },
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ padding: '4px 8px', display: 'flex', gap: 8, alignItems: 'center' }}>
        <Segmented<DesignerChoice>
          aria-label={t('designer.workflowGraph.switch.label')}
          size="small"
          value={choice}
          disabled={isDirty}
          options={[
            { value: 'tree', label: t('designer.workflowGraph.switch.tree') },
            { value: 'graph', label: t('designer.workflowGraph.switch.graph') },
          ]}
          onChange={setChoice}
        />
        {isDirty ? <Typography.Text type="secondary">{t('designer.workflowGraph.switch.saveFirst')}</Typography.Text> : null}
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>{choice === 'graph' ? <GraphDesigner key={`graph:${generation}`} {...shared} /> : <TreeDesigner key={`tree:${generation}`} {...shared} />}</Suspense>
      </div>
    </div>
  );
}
