import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { validateDefinition } from '@wharf/engine';
import type { WarningDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaffolds } from '../kinds/scaffolds';
import { missingKeys, setUpEnglishTexts } from '../view/testing.test-support';
import { WarningDesigner } from './WarningDesigner';
import type { WarningDesignerServices } from './types';

/** A host with two workflows; the nodes of each are asked by process key. */
function fakeServices() {
  const nodes: Record<string, Array<{ value: string; label: string }>> = {
    dec_approval: [{ value: 'start', label: 'Submit' }, { value: 'review', label: 'Customs review' }, { value: 'end', label: 'Done' }],
    refund: [{ value: 'finance', label: 'Finance check' }],
  };
  return {
    save: vi.fn(async (_definition: WarningDefinition): Promise<void> => undefined),
    listSqlConfigs: vi.fn(async () => [{ value: 'dec_open', label: 'dec_open (Open declarations)' }]),
    listWorkflows: vi.fn(async () => [{ value: 'dec_approval', label: 'Declaration approval' }, { value: 'refund', label: 'Refund' }]),
    listWorkflowNodes: vi.fn(async (processKey: string) => nodes[processKey] ?? []),
  } satisfies WarningDesignerServices;
}

const tab = (name: string) => screen.getByText(name, { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' });
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
/**
 * Opens the select labelled `label` and clicks `option`. A workflow's nodes arrive after the workflow is chosen
 * (a call to the host), so while the option is not there yet the select is opened again: on a busy machine the
 * first opening can come before the new options, and they did not always show in the default second.
 */
async function choose(label: string, option: string) {
  const open = () => fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  open();
  const options = await waitFor(() => {
    const shown = screen.queryAllByText(option, { selector: '.ant-select-item-option-content' });
    if (shown.length > 0) return shown;
    open();
    throw new Error(`"${option}" is not among the options of ${label} yet`);
  }, { timeout: 15_000 });
  fireEvent.click(options.at(-1)!);
}

/** A business warning with one rule reading a SQL config. */
function businessWarning(): WarningDefinition {
  const scaffold = scaffolds.warning('dec_stuck', 'Stuck declarations');
  return { ...scaffold, triggerMode: 'business', rules: [{ ...scaffold.rules[0]!, sqlCode: 'dec_open' }] };
}

beforeAll(setUpEnglishTexts);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a warning rule\'s workflow nodes', { timeout: 180_000 }, () => {
  it('picks a workflow and one of its nodes, lists them by name, refuses the same node twice, and saves them in the rule', async () => {
    const services = fakeServices();
    render(<WarningDesigner definition={businessWarning()} isNew services={services} />);
    fireEvent.click(tab('Schedule'));
    expect(button('Add workflow node').disabled).toBe(true);

    await choose('Workflow', 'Declaration approval');
    await waitFor(() => expect(services.listWorkflowNodes).toHaveBeenCalledWith('dec_approval'));
    await choose('Node', 'Customs review');
    fireEvent.click(button('Add workflow node'));
    const listed = await screen.findByTestId('warning-workflow-nodes');
    expect(within(listed).getByText(/Declaration approval · Customs review/)).toBeTruthy();

    // The same node again cannot be added; another workflow's node can.
    await choose('Node', 'Customs review');
    expect(button('Add workflow node').disabled).toBe(true);
    await choose('Workflow', 'Refund');
    await choose('Node', 'Finance check');
    fireEvent.click(button('Add workflow node'));
    await waitFor(() => expect(within(screen.getByTestId('warning-workflow-nodes')).getByText(/Refund · Finance check/)).toBeTruthy());

    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const saved = services.save.mock.calls[0]![0];
    expect(saved.rules[0]!.triggerWorkflowNodes).toEqual([{ processKey: 'dec_approval', nodeId: 'review' }, { processKey: 'refund', nodeId: 'finance' }]);
    expect(validateDefinition('warning', saved, 'en_US')).toEqual([]);
    expect([...missingKeys]).toEqual([]);
  });

  it('removes a node, dropping the key with the last one; a platform warning keeping nodes shows them with the issue on the schedule tab', async () => {
    const services = fakeServices();
    const stored = businessWarning();
    const withNode: WarningDefinition = { ...stored, triggerMode: 'platform', rules: [{ ...stored.rules[0]!, triggerWorkflowNodes: [{ processKey: 'dec_approval', nodeId: 'review' }] }] };
    render(<WarningDesigner definition={withNode} services={services} />);
    const issues = await screen.findByTestId('warning-issues');
    const issue = issues.querySelector('[data-issue-path="/rules/0/triggerWorkflowNodes"]')!;
    expect(issue.textContent).toBe(`Rule “${stored.rules[0]!.ruleName}” · Triggering workflow nodes: Only a business-triggered warning can be triggered by workflow nodes`);
    fireEvent.click(issue.querySelector('button')!);
    // Named by the host's labels once the nodes are read.
    expect(await within(await screen.findByTestId('warning-workflow-nodes')).findByText(/Declaration approval · Customs review/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove 1'));
    await waitFor(() => expect(screen.queryByTestId('warning-issues')).toBeNull());
    expect(screen.queryByTestId('warning-workflow-nodes')).toBeNull();
    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    expect(services.save.mock.calls[0]![0].rules[0]).not.toHaveProperty('triggerWorkflowNodes');
  });
});
